// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doubleJumpState } from '../../../lib/test-states';
import { fakeServer } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { fetchGameState, refreshGameState } from './room-state-fetch';
import { BOTH_CONNECTED_TEXT, CONNECTED_TEXT, JOINED_TEXT, statusOnceUnderWay } from './status-lines';

const analytics = (status: 'waiting' | 'active') => ({
  room_code: 'ABCDEF',
  status,
  move_count: 0,
  captures: { red: 0, black: 0 },
  material: { red: { men: 12, kings: 0 }, black: { men: 12, kings: 0 } },
  current_turn: 'black',
  spectator_count: 0,
  started_at: status === 'waiting' ? null : '2026-11-01T10:00:00.000Z',
  finished_at: null,
  duration_ms: status === 'waiting' ? null : 1000,
  winner: null,
  reason: null,
});

beforeEach(() => {
  const s = appStore.getState();
  s.resetToLobby();
  s.setUser({ authToken: 'tok', playerId: 'p' });
  s.setRoom({ roomCode: 'ABCDEF', waitingForOpponent: true });
  s.setGame({ mode: 'online' });
  s.setUi({ currentSection: 'waiting' });
});

afterEach(() => vi.unstubAllGlobals());

describe('a room waiting for its opponent', () => {
  it('is not asked for its game state (no 409): its status is read first', async () => {
    const calls = fakeServer((url) => (url.includes('/api/spectate/analytics/') ? analytics('waiting') : {}));
    await refreshGameState('ABCDEF');
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/spectate/analytics/ABCDEF']);
    expect(appStore.getState().ui.currentSection).toBe('waiting');
  });

  it('asks for the state once the game has started', async () => {
    const state = doubleJumpState({ roomCode: 'ABCDEF', moveCount: 0 });
    const calls = fakeServer((url) =>
      url.includes('/api/spectate/analytics/') ? analytics('active') : state,
    );
    await refreshGameState('ABCDEF');
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/api/spectate/analytics/ABCDEF',
      '/api/game-state',
    ]);
    expect(appStore.getState().ui.currentSection).toBe('game');
    // With a state on screen, a refresh goes straight to the state.
    calls.length = 0;
    await refreshGameState('ABCDEF');
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/game-state']);
  });
});

describe('a game-state refusal', () => {
  it("shows the waiting banner for the code game_not_started, whatever the server's wording", async () => {
    appStore.getState().setRoom({ waitingForOpponent: false });
    appStore.getState().setUi({ currentSection: 'game' });
    fakeServer(() => ({
      status: 409,
      body: { error: 'Conflict', message: 'The opponent has yet to arrive', code: 'game_not_started' },
    }));
    await fetchGameState('ABCDEF');
    expect(appStore.getState().ui.currentSection).toBe('waiting');
    expect(appStore.getState().room.waitingForOpponent).toBe(true);
  });

  it('passes on another 409, even one that says "not started"', async () => {
    fakeServer(() => ({
      status: 409,
      body: { error: 'Conflict', message: 'Rematch not started', code: 'conflict' },
    }));
    await expect(fetchGameState('ABCDEF')).rejects.toMatchObject({ code: 'conflict' });
  });
});

describe('status lines', () => {
  it('clears the connection texts once the game is under way', () => {
    const started = doubleJumpState({ moveCount: 0 });
    const underWay = doubleJumpState({ moveCount: 3 });
    expect(statusOnceUnderWay(null, CONNECTED_TEXT)).toBeUndefined();
    expect(statusOnceUnderWay({ ...started, status: 'waiting' }, JOINED_TEXT)).toBeUndefined();
    expect(statusOnceUnderWay(started, JOINED_TEXT)).toBe('');
    expect(statusOnceUnderWay(started, BOTH_CONNECTED_TEXT)).toBeUndefined();
    expect(statusOnceUnderWay(underWay, BOTH_CONNECTED_TEXT)).toBe('');
    expect(statusOnceUnderWay(underWay, CONNECTED_TEXT)).toBe('');
    expect(statusOnceUnderWay(underWay, 'A capture is compulsory')).toBeUndefined();
  });
});
