import { describe, expect, it } from 'vitest';
import { MessageLimiter } from './message-limiter.js';

describe('MessageLimiter', () => {
  it('allows max messages a window per IP, over all the sockets of that IP', () => {
    const limiter = new MessageLimiter(3, 1000);
    const a = limiter.attach('10.0.0.1', 'token-a');
    const b = limiter.attach('10.0.0.1', 'token-b');
    expect([limiter.take(a, 0), limiter.take(b, 10), limiter.take(a, 20)]).toEqual([0, 0, 0]);
    expect(limiter.take(b, 30)).toBe(1);
    // A new window starts afresh.
    expect(limiter.take(b, 1000)).toBe(0);
  });

  it('counts a token over all its addresses', () => {
    const limiter = new MessageLimiter(2, 1000);
    const a = limiter.attach('10.0.0.1', 'same');
    const b = limiter.attach('10.0.0.2', 'same');
    expect([limiter.take(a, 0), limiter.take(b, 0), limiter.take(b, 0)]).toEqual([0, 0, 1]);
  });

  it('says how many whole seconds to wait', () => {
    const limiter = new MessageLimiter(1, 5000);
    const a = limiter.attach('10.0.0.1', 't');
    expect(limiter.take(a, 0)).toBe(0);
    expect(limiter.take(a, 1500)).toBe(4);
    expect(limiter.take(a, 4999)).toBe(1);
  });

  it('forgets a key once its last socket lets go', () => {
    const limiter = new MessageLimiter(5);
    const a = limiter.attach('10.0.0.1', 't');
    const b = limiter.attach('10.0.0.1', 'u');
    expect(limiter.size).toBe(3);
    limiter.release(a);
    expect(limiter.size).toBe(2);
    limiter.release(b);
    expect(limiter.size).toBe(0);
  });
});
