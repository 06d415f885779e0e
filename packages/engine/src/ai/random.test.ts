import { describe, expect, it } from 'vitest';
import { createRandom, randomBetween, randomInt } from './random.js';

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(seqA);
    expect(Array.from({ length: 20 }, c)).not.toEqual(seqA);
  });

  it('stays in range and spreads evenly', () => {
    const random = createRandom(1);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[randomInt(() => x, 10)]!++;
    }
    for (const n of buckets) expect(n).toBeGreaterThan(850);
    const r = randomBetween(random, 500, 1500);
    expect(r).toBeGreaterThanOrEqual(500);
    expect(r).toBeLessThanOrEqual(1500);
  });
});
