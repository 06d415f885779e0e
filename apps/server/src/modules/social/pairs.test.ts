import { describe, expect, it } from 'vitest';
import { avatarOf, expiryOf, hasExpired, pairKey, prefixRange } from './pairs.js';

describe('social helpers', () => {
  it('keys a pair the same way in both directions', () => {
    expect(pairKey('b', 'a')).toBe('a|b');
    expect(pairKey('a', 'b')).toBe('a|b');
  });

  it('turns a prefix into a lower-cased key range', () => {
    expect(prefixRange('Ab')).toEqual({ low: 'ab', high: 'ac' });
    expect(prefixRange('z_')).toEqual({ low: 'z_', high: 'z`' });
  });

  it('expires a challenge after its minutes, exactly at the deadline', () => {
    const now = new Date('2026-01-01T12:00:00.000Z');
    const expires = expiryOf(now, 30);
    expect(expires).toBe('2026-01-01T12:30:00.000Z');
    expect(hasExpired(expires, new Date('2026-01-01T12:29:59.999Z'))).toBe(false);
    expect(hasExpired(expires, new Date('2026-01-01T12:30:00.000Z'))).toBe(true);
  });

  it('shows no avatar as null', () => {
    expect(avatarOf('')).toBeNull();
    expect(avatarOf(null)).toBeNull();
    expect(avatarOf('https://x.test/a.png')).toBe('https://x.test/a.png');
  });
});
