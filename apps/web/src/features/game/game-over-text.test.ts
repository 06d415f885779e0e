import { describe, expect, it } from 'vitest';
import {
  ABORTED_TEXT,
  DRAW_TEXT,
  LOSS_TEXT,
  WIN_TEXT,
  casualText,
  formatDuration,
  gameOverText,
} from './game-over-text';

const over = { isGameOver: true, isDraw: false, reason: 'no-legal-moves' as const };

describe('game-over texts', () => {
  it('shows a win, a loss and a draw with the reason', () => {
    expect(gameOverText({ ...over, winner: 'red' }, 'red', false)).toEqual({
      title: WIN_TEXT,
      reason: 'No legal moves left',
    });
    expect(WIN_TEXT).toBe('You won! 🎉');
    expect(gameOverText({ ...over, winner: 'red' }, 'black', false)?.title).toBe(LOSS_TEXT);
    expect(LOSS_TEXT).toBe('You lost. Better luck next time!');
    expect(
      gameOverText({ ...over, winner: null, isDraw: true, reason: 'agreement' }, 'black', false),
    ).toEqual({
      title: DRAW_TEXT,
      reason: 'Draw by agreement',
    });
  });

  it('says an aborted game was too short to be rated, and why a game is casual', () => {
    const aborted = gameOverText({ ...over, winner: null, reason: 'aborted' }, 'red', false);
    expect(aborted).toEqual({
      title: 'Game aborted — too short to be rated',
      reason: 'It ended before each side made two moves: nobody wins and no rating changes',
    });
    expect(aborted?.title).toBe(ABORTED_TEXT);
    expect(casualText({ rated: true, casualReason: null, reason: null })).toBeNull();
    expect(casualText({ rated: false, casualReason: 'pair_limit', reason: null })).toMatch(
      /rated games for today/,
    );
    expect(casualText({ rated: false, casualReason: 'aborted', reason: 'aborted' })).toMatch(/aborted/);
    expect(casualText({ rated: false, reason: null })).toBe("Casual game — guests' games are not rated");
  });

  it('names the winner for spectators', () => {
    expect(gameOverText({ ...over, winner: 'black' }, null, true)?.title).toBe('Black wins!');
  });

  it('refuses a game over with neither a winner nor a draw', () => {
    expect(gameOverText({ ...over, winner: null }, 'red', false)).toBeNull();
    expect(gameOverText({ ...over, isGameOver: false, winner: 'red' }, 'red', false)).toBeNull();
  });

  it('shows durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(600_000)).toBe('10:00');
  });
});
