import { describe, expect, it } from 'vitest';
import {
  ARENA_REMATCH_WAIT_MS,
  arenaCutoffSeconds,
  arenaPairingOpen,
  pairArena,
  type ArenaWaiting,
} from './arena-pairing.js';

const NOW = 10_000_000;
const waiter = (userId: string, fields: Partial<ArenaWaiting> = {}): ArenaWaiting => ({
  userId,
  rating: 1500,
  score: 0,
  waitingSinceMs: NOW,
  lastOpponent: null,
  ...fields,
});
const sorted = (pairs: ReadonlyArray<readonly [string, string]>): string[] =>
  pairs.map((pair) => [...pair].sort().join('-')).sort();

describe('pairArena', () => {
  it('pairs nobody alone', () => {
    expect(pairArena([], NOW)).toEqual([]);
    expect(pairArena([waiter('a', { waitingSinceMs: NOW - 60_000 })], NOW)).toEqual([]);
  });

  it('never rematches two players at once while someone else waits', () => {
    const pairs = pairArena(
      [
        waiter('a', { waitingSinceMs: NOW - 20_000, lastOpponent: 'b', score: 4 }),
        waiter('b', { waitingSinceMs: NOW - 20_000, lastOpponent: 'a', score: 4 }),
        waiter('c', { waitingSinceMs: NOW - 1_000, score: 40 }),
      ],
      NOW,
    );
    expect(pairs).toEqual([['a', 'c']]);
  });

  it('counts a meeting from either side: b played a last even if a has played since', () => {
    const pairs = pairArena(
      [
        waiter('a', { waitingSinceMs: NOW - 9_000, lastOpponent: 'x' }),
        waiter('b', { waitingSinceMs: NOW - 5_000, lastOpponent: 'a' }),
        waiter('c', { waitingSinceMs: NOW - 1_000, score: 30 }),
      ],
      NOW,
    );
    expect(pairs).toEqual([['a', 'c']]);
  });

  it('rematches two who are alone only once both have waited long enough', () => {
    const pair = (aWaited: number, bWaited: number) =>
      pairArena(
        [
          waiter('a', { waitingSinceMs: NOW - aWaited, lastOpponent: 'b' }),
          waiter('b', { waitingSinceMs: NOW - bWaited, lastOpponent: 'a' }),
        ],
        NOW,
      );
    expect(pair(ARENA_REMATCH_WAIT_MS - 1, ARENA_REMATCH_WAIT_MS + 5_000)).toEqual([]);
    expect(pair(ARENA_REMATCH_WAIT_MS + 5_000, ARENA_REMATCH_WAIT_MS - 1)).toEqual([]);
    expect(pair(ARENA_REMATCH_WAIT_MS, ARENA_REMATCH_WAIT_MS + 5_000)).toEqual([['b', 'a']]);
  });

  it('pairs two who are alone and did not just meet at once', () => {
    expect(
      pairArena([waiter('a', { lastOpponent: 'z' }), waiter('b', { waitingSinceMs: NOW - 1 })], NOW),
    ).toEqual([['b', 'a']]);
  });

  it('serves the longest waiting first, with the closest score', () => {
    const pairs = pairArena(
      [
        waiter('low', { score: 2, waitingSinceMs: NOW - 3_000 }),
        waiter('mid', { score: 9, waitingSinceMs: NOW - 1_000 }),
        waiter('first', { score: 10, waitingSinceMs: NOW - 8_000 }),
        waiter('high', { score: 20, waitingSinceMs: NOW - 2_000 }),
      ],
      NOW,
    );
    expect(pairs).toEqual([
      ['first', 'mid'],
      ['low', 'high'],
    ]);
  });

  it('breaks a tie of score by the longer wait, then by the nearer rating', () => {
    const byWait = pairArena(
      [
        waiter('a', { score: 6, waitingSinceMs: NOW - 9_000 }),
        waiter('b', { score: 4, waitingSinceMs: NOW - 1_000, rating: 1500 }),
        waiter('c', { score: 8, waitingSinceMs: NOW - 5_000, rating: 2400 }),
      ],
      NOW,
    );
    expect(byWait).toEqual([['a', 'c']]);
    const byRating = pairArena(
      [
        waiter('a', { score: 6, waitingSinceMs: NOW - 9_000, rating: 1500 }),
        waiter('b', { score: 4, waitingSinceMs: NOW - 5_000, rating: 1450 }),
        waiter('c', { score: 8, waitingSinceMs: NOW - 5_000, rating: 2400 }),
      ],
      NOW,
    );
    expect(byRating).toEqual([['a', 'b']]);
  });

  it('does not strand the last two when they just met each other', () => {
    // a's closest score is b, but pairing them would leave c and d, who just played, with nobody.
    const pairs = pairArena(
      [
        waiter('a', { score: 10, waitingSinceMs: NOW - 9_000 }),
        waiter('b', { score: 10, waitingSinceMs: NOW - 8_000 }),
        waiter('c', { score: 0, waitingSinceMs: NOW - 7_000, lastOpponent: 'd' }),
        waiter('d', { score: 2, waitingSinceMs: NOW - 6_000, lastOpponent: 'c' }),
      ],
      NOW,
    );
    expect(sorted(pairs)).toEqual(['a-d', 'b-c']);
  });

  it('pairs everyone once when it can, nobody twice', () => {
    const many = Array.from({ length: 9 }, (_, i) =>
      waiter(`p${i}`, { score: (i * 7) % 5, waitingSinceMs: NOW - i * 100, lastOpponent: `p${i ^ 1}` }),
    );
    const pairs = pairArena(many, NOW);
    const seen = pairs.flat();
    expect(pairs).toHaveLength(4);
    expect(new Set(seen).size).toBe(8);
    for (const [a, b] of pairs) expect(many.find((p) => p.userId === a)?.lastOpponent).not.toBe(b);
  });
});

describe('the end cut-off', () => {
  const MINUTE = 60_000;
  const ends = NOW + 5 * MINUTE;

  it('estimates half of both whole clocks, at least 30 s', () => {
    expect(arenaCutoffSeconds({ initialSeconds: 60, incrementSeconds: 0 })).toBe(60);
    expect(arenaCutoffSeconds({ initialSeconds: 180, incrementSeconds: 2 })).toBe(260);
    expect(arenaCutoffSeconds({ initialSeconds: 300, incrementSeconds: 3 })).toBe(420);
    expect(arenaCutoffSeconds({ initialSeconds: 15, incrementSeconds: 0 })).toBe(30);
  });

  it('lets a 5-minute 1+0 arena pair for its first four minutes', () => {
    const bullet = { initialSeconds: 60, incrementSeconds: 0 };
    expect(arenaPairingOpen(NOW, ends, bullet)).toBe(true);
    expect(arenaPairingOpen(NOW + 3 * MINUTE, ends, bullet)).toBe(true);
    expect(arenaPairingOpen(ends - 60_000, ends, bullet)).toBe(true);
    expect(arenaPairingOpen(ends - 59_999, ends, bullet)).toBe(false);
    expect(arenaPairingOpen(ends, ends, bullet)).toBe(false);
    expect(arenaPairingOpen(ends + MINUTE, ends, bullet)).toBe(false);
  });

  it('stops a 3+2 arena 4 min 20 s before the end', () => {
    const blitz = { initialSeconds: 180, incrementSeconds: 2 };
    const hourLong = NOW + 60 * MINUTE;
    expect(arenaPairingOpen(hourLong - 261_000, hourLong, blitz)).toBe(true);
    expect(arenaPairingOpen(hourLong - 260_000, hourLong, blitz)).toBe(true);
    expect(arenaPairingOpen(hourLong - 259_000, hourLong, blitz)).toBe(false);
    // A 5-minute arena at 3+2 still pairs for its first 40 seconds.
    expect(arenaPairingOpen(NOW + 40_000, ends, blitz)).toBe(true);
    expect(arenaPairingOpen(NOW + 41_000, ends, blitz)).toBe(false);
  });
});
