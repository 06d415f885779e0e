// The pure parts of the leaderboards: the ranking order, prefix ranges, band counts, compare's
// arithmetic and snapshot days.
import { describe, expect, it } from 'vitest';
import { expectedScore } from '../ratings/index.js';
import { advantageOf, expectedBetween } from './compare.js';
import { dayBefore, dayOf } from './rank-snapshots.js';
import { compareKeys } from './ranking.js';
import { prefixRange } from './search.js';
import { bandDistribution } from './stats.js';
import type { LeaderboardEntry } from '@checkers/protocol';

describe('compareKeys', () => {
  it('orders by rating, highest first, then user id, lowest first', () => {
    const keys = [
      { user_id: 'b', rating: 1500 },
      { user_id: 'c', rating: 1600 },
      { user_id: 'a', rating: 1500 },
    ];
    expect([...keys].sort(compareKeys).map((key) => key.user_id)).toEqual(['c', 'a', 'b']);
  });
});

describe('prefixRange', () => {
  it('is the lower-cased prefix up to the next string of its length', () => {
    expect(prefixRange('KiN')).toEqual({ low: 'kin', high: 'kio' });
    expect(prefixRange('a_')).toEqual({ low: 'a_', high: 'a`' });
    const key: string = 'king_7';
    expect(key >= 'kin' && key < 'kio').toBe(true);
  });
});

describe('bandDistribution', () => {
  it('sums rating buckets into every band, zeros included', () => {
    const bands = bandDistribution({ '900': 2, '1200': 1, '1300': 4, '2600': 1, '3100': 2 });
    expect(Object.keys(bands)).toHaveLength(10);
    expect(bands).toMatchObject({ Novice: 2, Beginner: 0, Developing: 5, Grandmaster: 3 });
  });
});

describe('compare', () => {
  it('combines both deviations in the expected score', () => {
    const e = expectedBetween({ rating: 1700, rd: 50 }, { rating: 1500, rd: 120 });
    expect(e).toBeCloseTo(
      expectedScore({ rating: 1700 }, { rating: 1500, deviation: Math.hypot(50, 120) }),
      12,
    );
    expect(e).toBeGreaterThan(0.5);
    expect(expectedBetween({ rating: 1500, rd: 80 }, { rating: 1500, rd: 80 })).toBeCloseTo(0.5, 12);
  });

  it('names an advantage only over a 50-point gap', () => {
    const one = { user_id: 'one' } as LeaderboardEntry;
    const two = { user_id: 'two' } as LeaderboardEntry;
    expect(advantageOf(one, two, 50)).toBeNull();
    expect(advantageOf(one, two, -50)).toBeNull();
    expect(advantageOf(one, two, 50.5)).toBe('one');
    expect(advantageOf(one, two, -51)).toBe('two');
  });
});

describe('snapshot days', () => {
  it('are UTC days', () => {
    const late = new Date('2026-03-01T23:30:00-05:00');
    expect(dayOf(late)).toBe('2026-03-02');
    expect(dayBefore(late)).toBe('2026-03-01');
    expect(dayBefore(new Date('2026-01-01T00:00:00Z'))).toBe('2025-12-31');
  });
});
