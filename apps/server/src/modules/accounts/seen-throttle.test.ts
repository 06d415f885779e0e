import { describe, expect, it } from 'vitest';
import { SeenThrottle } from './seen-throttle.js';

describe('SeenThrottle', () => {
  it('lets each user through once per interval', () => {
    const throttle = new SeenThrottle(60_000);
    expect(throttle.due('a', 1_000)).toBe(true);
    expect(throttle.due('a', 30_000)).toBe(false);
    expect(throttle.due('b', 30_000)).toBe(true);
    expect(throttle.due('a', 60_999)).toBe(false);
    expect(throttle.due('a', 61_000)).toBe(true);
  });

  it('forgets users not written within the interval once it holds too many', () => {
    const throttle = new SeenThrottle(60_000, 3);
    throttle.due('a', 0);
    throttle.due('b', 0);
    throttle.due('c', 50_000);
    expect(throttle.due('d', 70_000)).toBe(true);
    expect(throttle.size).toBe(2);
    expect(throttle.due('c', 70_000)).toBe(false);
  });
});
