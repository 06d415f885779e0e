import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doubleJumpState } from '../../lib/test-states';
import { appStore } from '../../stores/app-store';
import { handleTournamentMessage, NEXT_GAME_PAUSE_MS } from './tournament-messages';

const entered = vi.hoisted(() => [] as string[]);
vi.mock('./enter-tournament-game', () => ({
  enterTournamentGame: async (code: string) => {
    entered.push(code);
  },
}));

const paired = { type: 'tournament_paired', payload: { tournament_id: 't1', room_code: 'NEXT22' } } as const;

/** The page on the game `ABCDEF`, still being played or just ended. */
function onGame(over: boolean): void {
  const s = appStore.getState();
  s.resetToLobby();
  s.setRoom({ roomCode: 'ABCDEF', playerColor: 'red', tournamentId: 't1' });
  s.setGame({
    mode: 'online',
    state: doubleJumpState({ isGameOver: over, status: over ? 'finished' : 'active' }),
  });
  s.setUi({ currentSection: 'game', notices: [] });
}

beforeEach(() => {
  entered.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('a tournament pairing', () => {
  it('opens the game at once from the lobby', () => {
    appStore.getState().resetToLobby();
    handleTournamentMessage(paired);
    expect(entered).toEqual(['NEXT22']);
  });

  it('lets a game just ended stay in view a moment, with a way in at once', () => {
    onGame(true);
    handleTournamentMessage(paired);
    expect(entered).toEqual([]);
    const notice = appStore.getState().ui.notices.at(-1)!;
    expect(notice.message).toBe('Your next tournament game starts in a moment');
    vi.advanceTimersByTime(NEXT_GAME_PAUSE_MS - 1);
    expect(entered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entered).toEqual(['NEXT22']);
    notice.action?.run();
    expect(entered).toEqual(['NEXT22', 'NEXT22']);
  });

  it('never pulls a player out of a game still being played', () => {
    onGame(false);
    handleTournamentMessage(paired);
    vi.advanceTimersByTime(NEXT_GAME_PAUSE_MS * 2);
    expect(entered).toEqual([]);
    expect(appStore.getState().ui.notices.at(-1)?.message).toBe('Your tournament game is ready');
  });
});
