import { describe, expect, it } from 'vitest';
import { rate } from './glicko2.js';
import { afterGame, freshStanding, nextStreak, scoreOf } from './standing.js';

describe('scoreOf', () => {
  it('gives 1 to the winner, 0 to the loser and 0.5 to both in a draw', () => {
    expect(scoreOf('red', 'red')).toBe(1);
    expect(scoreOf('red', 'black')).toBe(0);
    expect(scoreOf(null, 'black')).toBe(0.5);
  });
});

describe('nextStreak', () => {
  it('counts wins up, losses down, and starts over after a draw or a change of fortune', () => {
    expect(nextStreak(0, 1)).toBe(1);
    expect(nextStreak(2, 1)).toBe(3);
    expect(nextStreak(2, 0)).toBe(-1);
    expect(nextStreak(-2, 0)).toBe(-3);
    expect(nextStreak(-2, 1)).toBe(1);
    expect(nextStreak(5, 0.5)).toBe(0);
    expect(nextStreak(-5, 0.5)).toBe(0);
  });
});

describe('afterGame', () => {
  it('applies one Glicko-2 period and counts the game', () => {
    const winner = freshStanding();
    const loser = { ...freshStanding(), rating: 1300, rd: 200, peak: 1350, streak: -2, losses: 2, games: 2 };
    const won = afterGame(winner, loser, 1);
    const expected = rate({ rating: 1200, deviation: 350, volatility: 0.06 }, [
      { opponent: { rating: 1300, deviation: 200 }, score: 1 },
    ]);
    expect(won.standing).toEqual({
      rating: expected.rating,
      rd: expected.deviation,
      volatility: expected.volatility,
      peak: expected.rating,
      games: 1,
      wins: 1,
      losses: 0,
      draws: 0,
      streak: 1,
    });
    expect(won.expected).toBeLessThan(0.5);
    const lost = afterGame(loser, winner, 0);
    expect(lost.standing).toMatchObject({ games: 3, losses: 3, streak: -3, peak: 1350 });
    expect(lost.standing.rating).toBeLessThan(1300);
    expect(lost.expected).toBeCloseTo(1 - won.expected, 1);
  });

  it('keeps the peak when the rating falls, and counts a draw', () => {
    const drawn = afterGame(
      { ...freshStanding(), rating: 1500, peak: 1600, streak: 4 },
      freshStanding(),
      0.5,
    );
    expect(drawn.standing.rating).toBeLessThan(1500);
    expect(drawn.standing).toMatchObject({ peak: 1600, draws: 1, streak: 0 });
  });
});
