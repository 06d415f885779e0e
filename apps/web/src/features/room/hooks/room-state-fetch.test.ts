// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simpleState } from '../../../lib/test-states';
import { appStore } from '../../../stores/app-store';
import { setSpectatorCount } from '../../../stores/game-actions';
import { fetchGameState } from './room-state-fetch';

beforeEach(() => {
  const s = appStore.getState();
  s.resetToLobby();
  s.setRoom({ roomCode: 'ABCDEF', playerColor: 'black' });
  s.setGame({ mode: 'online', state: null, version: 0 });
});

afterEach(() => vi.unstubAllGlobals());

/** A server whose game-state reply, counted with no spectator, waits until `release` is called. */
function slowServer(): { release: () => void } {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const headers = { 'content-type': 'application/json', 'X-CSRF-Token': 'csrf' };
      if (url.endsWith('/api/health')) return new Response('{"status":"ok"}', { status: 200, headers });
      await held;
      return new Response(JSON.stringify(simpleState({ spectatorCount: 0 })), { status: 200, headers });
    }),
  );
  return { release };
}

describe('the spectator count of a fetched state', () => {
  it('gives way to the count the socket told while the state was on its way', async () => {
    const server = slowServer();
    const fetched = fetchGameState('ABCDEF');
    // A spectator arrives (the state is not shown yet): the socket says so before the reply lands.
    setSpectatorCount(1);
    server.release();
    await fetched;
    expect(appStore.getState().game.state?.spectatorCount).toBe(1);
  });

  it('is taken as it is when the socket told nothing since it was asked for', async () => {
    setSpectatorCount(3);
    const server = slowServer();
    const fetched = fetchGameState('ABCDEF');
    server.release();
    await fetched;
    expect(appStore.getState().game.state?.spectatorCount).toBe(0);
  });

  it('is not taken from another room’s socket', async () => {
    appStore.getState().setRoom({ roomCode: 'ZZZZZZ' });
    const server = slowServer();
    const fetched = fetchGameState('ABCDEF');
    setSpectatorCount(2);
    appStore.getState().setRoom({ roomCode: 'ABCDEF' });
    server.release();
    await fetched;
    expect(appStore.getState().game.state?.spectatorCount).toBe(0);
  });
});
