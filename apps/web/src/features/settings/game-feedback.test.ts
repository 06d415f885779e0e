import { describe, expect, it, vi } from 'vitest';
import { doubleJumpState } from '../../lib/test-states';
import { appStore } from '../../stores/app-store';
import { END_SOUND_DELAY_MS, watchGameFeedback } from './game-feedback';

const move = {
  from: 'c3',
  to: 'd4',
  path: ['c3', 'd4'],
  captured: [],
  color: 'black' as const,
  promoted: false,
};

function setUp() {
  const s = appStore.getState();
  s.resetToLobby();
  s.setRoom({ roomCode: 'ABCDEF', playerColor: 'black' });
  const played: string[] = [];
  const stop = watchGameFeedback(appStore, (sound) => played.push(sound));
  return { played, stop, setGame: s.setGame };
}

describe('game feedback', () => {
  it('is silent for the first state, then plays each move, capture and crowning', () => {
    const { played, stop, setGame } = setUp();
    setGame({ state: doubleJumpState({ moveCount: 4, lastMove: move }) });
    expect(played).toEqual([]);
    setGame({ state: doubleJumpState({ moveCount: 5, lastMove: { ...move, color: 'red' } }) });
    setGame({ state: doubleJumpState({ moveCount: 6, lastMove: { ...move, captured: ['e5'] } }) });
    setGame({ state: doubleJumpState({ moveCount: 7, lastMove: { ...move, promoted: true } }) });
    // Something else changing (a spectator joining) is not a move.
    setGame({ state: { ...appStore.getState().game.state!, spectatorCount: 3 } });
    expect(played).toEqual(['move', 'capture', 'king']);
    stop();
  });

  it('plays the win, the loss or the draw after the last move’s sound', () => {
    vi.useFakeTimers();
    const { played, stop, setGame } = setUp();
    setGame({ state: doubleJumpState({ moveCount: 4, lastMove: move }) });
    setGame({ state: doubleJumpState({ moveCount: 5, lastMove: move, isGameOver: true, winner: 'black' }) });
    expect(played).toEqual(['move']);
    vi.advanceTimersByTime(END_SOUND_DELAY_MS);
    expect(played).toEqual(['move', 'win']);

    setGame({ state: doubleJumpState({ moveCount: 0, lastMove: null }) });
    setGame({ state: doubleJumpState({ moveCount: 0, lastMove: null, isGameOver: true, winner: 'red' }) });
    expect(played).toEqual(['move', 'win', 'lose']);
    setGame({ state: doubleJumpState({ moveCount: 0, lastMove: null }) });
    setGame({
      state: doubleJumpState({ moveCount: 0, lastMove: null, isGameOver: true, isDraw: true, winner: null }),
    });
    expect(played.at(-1)).toBe('draw');
    stop();
    vi.useRealTimers();
  });
});
