// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simpleState } from '../../../lib/test-states';
import { fakeServer } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { setUnsentMoveKeeper, type UnsentMove } from '../../../stores/offline-port';
import { moveTimeMs, useOnlineActions } from './use-online-actions';
import { ACCEPT_REMATCH, REMATCH_OFFERED } from './use-rematch-offer';

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

describe('the opponent’s rematch request', () => {
  const offer = () => appStore.getState().ui.notices.find((n) => n.message === REMATCH_OFFERED);

  beforeEach(() => {
    appStore.getState().setGame({ state: simpleState({ isGameOver: true, status: 'finished' }) });
  });

  it('is a notice with its own Accept rematch button, which asks for the rematch', async () => {
    const calls = fakeServer(() => ({ waiting: true }));
    renderHook(() => useOnlineActions());
    expect(offer()).toBeUndefined();
    act(() => appStore.getState().setRoom({ rematchOfferedBy: 'red' }));
    expect(offer()?.action?.label).toBe(ACCEPT_REMATCH);
    await act(async () => offer()?.action?.run());
    await vi.waitFor(() => expect(calls.some((call) => call.url.endsWith('/api/rematch'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/api/rematch'))?.body).toEqual({ code: 'ABCDEF' });
  });

  it('goes when the offer does, and is not shown to spectators or to the asker', () => {
    renderHook(() => useOnlineActions());
    act(() => appStore.getState().setRoom({ rematchOfferedBy: 'red' }));
    expect(offer()).toBeDefined();
    act(() => appStore.getState().setRoom({ roomCode: 'GHJKLM', rematchOfferedBy: null }));
    expect(offer()).toBeUndefined();
    act(() => appStore.getState().setRoom({ rematchOfferedBy: 'black' }));
    expect(offer()).toBeUndefined();
    act(() => appStore.getState().setRoom({ isSpectator: true, playerColor: null, rematchOfferedBy: 'red' }));
    expect(offer()).toBeUndefined();
  });
});

describe('an agreed rematch', () => {
  it('is joined once, though both the reply and the room’s event name the new room', async () => {
    appStore.getState().setGame({ state: simpleState({ isGameOver: true, status: 'finished' }) });
    const seat = { room_code: 'NEWONE', player_id: 'p1', token: 'tok', is_spectator: false, color: 'red' };
    const calls = fakeServer((url) => (url.endsWith('/api/rematch') ? { newRoomCode: 'NEWONE' } : seat));
    const { result } = renderHook(() => useOnlineActions());
    // The event comes while the reply is on its way.
    const asked = result.current.rematch();
    act(() => appStore.getState().setRoom({ rematchRoomCode: 'NEWONE' }));
    await act(async () => asked);
    await vi.waitFor(() => expect(appStore.getState().room.roomCode).toBe('NEWONE'));
    expect(calls.filter((call) => call.url.includes('/api/join-room')).length).toBe(1);
  });
});
