import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('computes once while fresh, serves the stale value while refreshing, then the new one', async () => {
    let clock = 0;
    let computed = 0;
    const cache = new TtlCache<number>(1000, () => clock);
    const compute = async () => ++computed;
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute)).toBe(1);
    clock = 1001;
    expect(await cache.get('k', compute)).toBe(1);
    await Promise.resolve();
    expect(await cache.get('k', compute)).toBe(2);
    expect(computed).toBe(2);
  });

  it('shares one computation between callers, and forgets everything on clear', async () => {
    let computed = 0;
    const cache = new TtlCache<number>(1000, () => 0);
    const compute = async () => ++computed;
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    cache.clear();
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    let computed = 0;
    const cache = new TtlCache<number>(1000, () => 0, 2);
    const compute = async () => ++computed;
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(await cache.get('b', compute)).toBe(2);
    expect(await cache.get('a', compute)).toBe(4);
  });

  it('does not keep a failed computation', async () => {
    const cache = new TtlCache<number>(1000, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('recomputes for the first caller after a change, then at most once per min age', async () => {
    let clock = 0;
    let computed = 0;
    const cache = new TtlCache<number>(30_000, () => clock, 1000, 5000);
    const compute = async () => ++computed;
    expect(await cache.get('k', compute)).toBe(1);
    clock = 1000;
    cache.expire();
    expect(await cache.get('k', compute)).toBe(2);
    // Another change 1 s later: the outdated value is served until 5 s after the last recompute.
    clock = 2000;
    cache.expire();
    expect(await cache.get('k', compute)).toBe(2);
    clock = 6000;
    expect(await cache.get('k', compute)).toBe(3);
    // No change since: served from the cache.
    clock = 12_000;
    expect(await cache.get('k', compute)).toBe(3);
    expect(computed).toBe(3);
  });
});
