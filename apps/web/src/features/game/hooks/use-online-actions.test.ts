// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simpleState } from '../../../lib/test-states';
import { fakeServer } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { setUnsentMoveKeeper, type UnsentMove } from '../../../stores/offline-port';
import { moveTimeMs, useOnlineActions } from './use-online-actions';

const kept: UnsentMove[] = [];
let unregister: () => void;

const setOnline = (online: boolean): void => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
};
const notices = (): string[] => appStore.getState().ui.notices.map((n) => n.message);
const actions = () => renderHook(() => useOnlineActions()).result.current;

beforeEach(() => {
  kept.length = 0;
  const s = appStore.getState();
  s.resetToLobby();
  s.setUi({ notices: [] });
  s.setRoom({ roomCode: 'ABCDEF', playerColor: 'black' });
  s.setGame({ mode: 'online', state: simpleState(), version: 12 });
  // The offline feature's keeper, as app.tsx registers it, stood in for by a recorder.
  unregister = setUnsentMoveKeeper(async (move) => {
    kept.push(move);
    return true;
  });
});

afterEach(() => {
  unregister();
  setOnline(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('online moves the server never answers', () => {
  it('go to the offline keeper with their room and client move id when offline', async () => {
    setOnline(false);
    expect(await actions().move('c7', 'd6')).toBe(true);
    expect(kept).toEqual([
      { roomCode: 'ABCDEF', body: { from: 'c7', to: 'd6', clientMoveId: expect.any(String) } },
    ]);
    expect(appStore.getState().game.moveInFlight).toBe(false);
  });

  it('go there too as a whole jump sequence', async () => {
    setOnline(false);
    const jumps = [{ from: 'b6', to: 'd4', captured: 'c5' }];
    expect(await actions().sequence(jumps)).toBe(true);
    expect(kept[0]?.body).toEqual({ jumps, clientMoveId: expect.any(String) });
  });

  it('go there after the client’s retries when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const result = actions().move('c7', 'd6');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toBe(true);
    expect(kept).toHaveLength(1);
  });

  it('are not kept when the server answers with a refusal', async () => {
    fakeServer(() => ({ status: 400, body: { error: 'Bad Request', message: 'Illegal move: no' } }));
    expect(await actions().move('c7', 'd6')).toBe(false);
    expect(kept).toEqual([]);
    expect(notices()).toContain('Invalid move');
  });

  it('simply fail when nobody keeps them', async () => {
    unregister();
    setOnline(false);
    expect(await actions().move('c7', 'd6')).toBe(false);
    expect(notices()).toContain('Failed to make move');
  });
});

describe('the think time sent with a move', () => {
  const clock = {
    control: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
    red: 180_000,
    black: 180_000,
    running: 'black',
    firstMoveMs: null,
    serverNow: 1,
  } as const;

  it('is measured from when the turn was shown to when the move is sent, in a timed game', async () => {
    const calls = fakeServer(() => simpleState({ clock, currentTurn: 'red' }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(50_000);
    appStore.getState().setGame({ state: simpleState({ clock }), turnShownAt: 50_000 - 4_321 });
    expect(moveTimeMs()).toBe(4_321);
    expect(await actions().move('c7', 'd6')).toBe(true);
    expect(calls.find((call) => call.url.endsWith('/api/move'))?.body).toMatchObject({
      from: 'c7',
      to: 'd6',
      moveTimeMs: 4_321,
    });
    appStore.getState().setGame({ state: simpleState({ clock }), turnShownAt: 50_000 - 800 });
    const jumps = [{ from: 'b6', to: 'd4', captured: 'c5' }];
    await actions().sequence(jumps);
    expect(calls.find((call) => call.url.endsWith('/api/jump-sequence'))?.body).toMatchObject({
      jumps,
      moveTimeMs: 800,
    });
  });

  it('is not sent in an untimed game, nor kept with a move saved for later', async () => {
    const calls = fakeServer(() => simpleState({ currentTurn: 'red' }));
    appStore.getState().setGame({ turnShownAt: Date.now() - 1_000 });
    expect(moveTimeMs()).toBeUndefined();
    await actions().move('c7', 'd6');
    expect(calls.find((call) => call.url.endsWith('/api/move'))?.body).not.toHaveProperty('moveTimeMs');

    appStore.getState().setGame({ state: simpleState({ clock }), turnShownAt: Date.now() - 1_000 });
    setOnline(false);
    await actions().move('c7', 'd6');
    expect(kept[0]?.body).not.toHaveProperty('moveTimeMs');
  });
});
