import { describe, expect, it } from 'vitest';
import { Samples, percentile, summarize } from './stats.js';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
  });

  it('rounds a rank up, so p99 of ten samples is the largest', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 99)).toBe(10);
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 1)).toBe(1);
  });

  it('is 0 without samples', () => {
    expect(percentile([], 99)).toBe(0);
  });
});

describe('summarize', () => {
  it('sorts numerically, not as text', () => {
    const s = summarize([10, 9, 100, 2, 1]);
    expect(s).toMatchObject({ count: 5, p50: 9, max: 100 });
    expect(s.mean).toBeCloseTo(24.4);
  });

  it('reads a growing sample list', () => {
    const samples = new Samples();
    for (let i = 2000; i >= 1; i--) samples.add(i);
    expect(samples.length).toBe(2000);
    expect(summarize(samples.values())).toMatchObject({ p50: 1000, p99: 1980, max: 2000 });
  });
});
