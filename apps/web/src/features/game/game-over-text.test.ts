import { describe, expect, it } from 'vitest';
import { DRAW_TEXT, LOSS_TEXT, WIN_TEXT, formatDuration, gameOverText } from './game-over-text';

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
