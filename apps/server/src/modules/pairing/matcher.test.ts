import { describe, expect, it } from 'vitest';
import { compatible, pairUp, ratingRange, type PoolEntry } from './matcher.js';

const NOW = 1_000_000;
const entry = (userId: string, fields: Partial<PoolEntry> = {}): PoolEntry => ({
  userId,
  rated: true,
  rating: 1500,
  joinedAt: NOW,
  ...fields,
});
const ids = (pairs: [PoolEntry, PoolEntry][]): string[][] => pairs.map(([a, b]) => [a.userId, b.userId]);

describe('the rating range', () => {
  it('starts at ±100, widens by 50 every 5 s waited, and is unbounded after 60 s', () => {
    expect(ratingRange(0)).toBe(100);
    expect(ratingRange(4_999)).toBe(100);
    expect(ratingRange(5_000)).toBe(150);
    expect(ratingRange(12_000)).toBe(200);
    expect(ratingRange(59_999)).toBe(100 + 50 * 11);
    expect(ratingRange(60_000)).toBe(Number.POSITIVE_INFINITY);
  });

  it('pairs rated players further apart the longer either has waited', () => {
    const a = entry('a', { rating: 1500 });
    const b = entry('b', { rating: 1720 });
    expect(compatible(a, b, NOW)).toBe(false);
    // 220 apart: the range reaches 250 after 15 s of waiting by one of them.
    expect(compatible({ ...a, joinedAt: NOW - 10_000 }, b, NOW)).toBe(false);
    expect(compatible({ ...a, joinedAt: NOW - 15_000 }, b, NOW)).toBe(true);
    expect(compatible(a, { ...b, joinedAt: NOW - 15_000 }, NOW)).toBe(true);
    expect(
      compatible(entry('c', { rating: 800, joinedAt: NOW - 60_000 }), entry('d', { rating: 2400 }), NOW),
    ).toBe(true);
  });
});

describe('casual and rated', () => {
  it('never pairs a casual entry with a rated one', () => {
    expect(compatible(entry('a', { rated: false }), entry('b'), NOW)).toBe(false);
    expect(pairUp([entry('a', { rated: false }), entry('b')], NOW)).toEqual([]);
  });

  it('pairs casual entries whatever their ratings, guests included', () => {
    const guest = entry('g', { rated: false, rating: null });
    const strong = entry('s', { rated: false, rating: 2300 });
    expect(ids(pairUp([guest, strong], NOW))).toEqual([['g', 's']]);
  });

  it('needs a rating on both sides of a rated pair', () => {
    expect(compatible(entry('a'), entry('g', { rating: null, joinedAt: NOW - 120_000 }), NOW)).toBe(false);
  });

  it('never pairs a player with itself', () => {
    expect(compatible(entry('a'), entry('a'), NOW)).toBe(false);
  });
});

describe('oldest first', () => {
  it('serves the longest waiting entry first, with its oldest compatible partner', () => {
    const pairs = pairUp(
      [
        entry('new', { joinedAt: NOW - 1_000 }),
        entry('mid', { joinedAt: NOW - 5_000 }),
        entry('old', { joinedAt: NOW - 9_000 }),
      ],
      NOW,
    );
    expect(ids(pairs)).toEqual([['old', 'mid']]);
  });

  it('skips an incompatible elder and pairs the rest', () => {
    const pairs = pairUp(
      [
        entry('far', { rating: 2400, joinedAt: NOW - 9_000 }),
        entry('b', { rating: 1500, joinedAt: NOW - 4_000 }),
        entry('c', { rating: 1550, joinedAt: NOW - 2_000 }),
      ],
      NOW,
    );
    expect(ids(pairs)).toEqual([['b', 'c']]);
  });

  it('makes several disjoint pairs in one pass', () => {
    const entries = ['a', 'b', 'c', 'd', 'e'].map((id, i) =>
      entry(id, { rated: false, joinedAt: NOW - 10_000 + i }),
    );
    expect(ids(pairUp(entries, NOW))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
