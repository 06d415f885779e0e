import { describe, expect, it } from 'vitest';
import { formatRating, formatSigned, formatStreak, formatWinRate, ratingCardTexts } from './rating-format';

describe('rating display', () => {
  it('rounds the win rate to a whole percentage', () => {
    expect(formatWinRate(2, 3)).toBe('67%');
    expect(formatWinRate(1, 3)).toBe('33%');
    expect(formatWinRate(1, 8)).toBe('13%');
    expect(formatWinRate(0, 0)).toBe('0%');
    expect(formatWinRate(5, 5)).toBe('100%');
  });

  it('shows streaks as nW or nL', () => {
    expect(formatStreak(3)).toBe('3W');
    expect(formatStreak(-2)).toBe('2L');
    expect(formatStreak(0)).toBe('0');
  });

  it('marks a provisional rating with "?"', () => {
    expect(formatRating(1534.4, true)).toBe('1534?');
    expect(formatRating(1534.6)).toBe('1535');
  });

  it('signs changes', () => {
    expect(formatSigned(12)).toBe('+12');
    expect(formatSigned(-8)).toBe('-8');
    expect(formatSigned(0)).toBe('0');
  });

  it('reads a player with no rated game as 1200 and zeros, and the spec alternative names', () => {
    expect(ratingCardTexts({})).toEqual({
      rating: '1200',
      peak: '1200',
      games: '0',
      wins: '0',
      winRate: '0%',
      streak: '0',
    });
    expect(ratingCardTexts({ elo_rating: 1410, streak: -4, games_played: 9, games_won: 6 })).toMatchObject({
      rating: '1410',
      winRate: '67%',
      streak: '4L',
    });
  });
});
