import { describe, expect, it } from 'vitest';
import {
  ABORTED_TEXT,
  abortedTitle,
  DRAW_TEXT,
  LOSS_TEXT,
  WIN_TEXT,
  casualText,
  formatDuration,
  gameOverText,
} from './game-over-text';

const piece = (color: 'red' | 'black', square: string) => ({
  id: `${color}-${square}`,
  color,
  position: square,
  square,
  king: false,
});
const over = {
  isGameOver: true,
  isDraw: false,
  reason: 'no-legal-moves' as const,
  pieces: [piece('black', 'b6'), piece('red', 'a1')],
  moveCount: 30,
  casualReason: null,
};

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

  it('says who did not move in an aborted game, and speaks of ratings only if it was to be rated', () => {
    const aborted = { ...over, winner: null, reason: 'aborted' as const, moveCount: 1 };
    // A casual game (guests): who failed to move, and no word on ratings.
    expect(gameOverText({ ...aborted, abort: { reason: 'timeout', by: 'red' } }, 'black', false)).toEqual({
      title: 'Game aborted: Red did not move',
      reason: 'It ended before each side made two moves, so nobody wins',
    });
    // A game that was to be rated says the rating stays.
    expect(
      gameOverText(
        { ...aborted, moveCount: 0, casualReason: 'aborted', abort: { reason: 'timeout', by: 'black' } },
        'red',
        false,
      ),
    ).toEqual({
      title: 'Game aborted: Black did not move',
      reason: 'It ended before each side made two moves: nobody wins and no rating changes',
    });
    // A ballot game's three opening moves are no one's: black still did not move.
    const ballot = { number: 12, moves: '9-13 23-18 6-9' };
    expect(
      gameOverText(
        { ...aborted, moveCount: 4, ballot, abort: { reason: 'timeout', by: 'black' } },
        'red',
        false,
      )?.title,
    ).toBe('Game aborted: Black did not move');
    const title = (abort: Parameters<typeof abortedTitle>[0], moves = 3) => abortedTitle(abort, moves);
    expect(title({ reason: 'timeout', by: 'black' })).toBe('Game aborted: Black ran out of time');
    expect(title({ reason: 'resignation', by: 'red' })).toBe('Game aborted: Red resigned');
    expect(title({ reason: 'abandonment', by: 'black' })).toBe('Game aborted: Black left the game');
    expect(title({ reason: 'agreement', by: null })).toBe('Game aborted: both players agreed');
    // A game aborted before the server kept what ended it.
    expect(gameOverText(aborted, 'red', true)?.title).toBe(ABORTED_TEXT);
    expect(ABORTED_TEXT).toBe('Game aborted');
  });

  it('says why a game is casual', () => {
    expect(casualText({ rated: true, casualReason: null })).toBeNull();
    expect(casualText({ rated: false, casualReason: 'pair_limit' })).toMatch(/rated games for today/);
    expect(casualText({ rated: false, casualReason: 'aborted' })).toMatch(/aborted/);
    expect(casualText({ rated: false, casualReason: null })).toBe(
      "Casual game — guests' games are not rated",
    );
  });

  it('says a side captured every piece rather than that no moves were left', () => {
    const allTaken = {
      ...over,
      winner: 'black' as const,
      pieces: [piece('black', 'b6'), piece('black', 'd8')],
    };
    expect(gameOverText(allTaken, 'black', false)).toEqual({
      title: WIN_TEXT,
      reason: 'Black captured every piece',
    });
    expect(gameOverText(allTaken, null, true)?.reason).toBe('Black captured every piece');
    // Blocked, with pieces left: no legal moves.
    expect(gameOverText({ ...over, winner: 'black' }, 'red', false)?.reason).toBe('No legal moves left');
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
