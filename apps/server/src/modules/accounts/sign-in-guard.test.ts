import { describe, expect, it } from 'vitest';
import { SignInGuard } from './sign-in-guard.js';

const limits = {
  perPair: 3,
  perAddress: 10,
  failuresPerUser: 4,
  windowMs: 60_000,
  failureWindowMs: 3_600_000,
};

describe('SignInGuard', () => {
  it('limits a (username, address) pair, not the username at other addresses', () => {
    const guard = new SignInGuard(limits);
    for (let i = 0; i < 3; i++) {
      expect(guard.attempt('eve', '1.1.1.1', 1000)).toBe(0);
      guard.failed('eve', '1.1.1.1', 1000);
    }
    expect(guard.attempt('eve', '1.1.1.1', 1000)).toBe(60);
    expect(guard.attempt('eve', '2.2.2.2', 1000)).toBe(0);
    expect(guard.attempt('eve', '1.1.1.1', 61_000)).toBe(0);
  });

  it('limits an address over usernames', () => {
    const guard = new SignInGuard(limits);
    for (let i = 0; i < 10; i++) expect(guard.attempt(`user${i}`, '1.1.1.1', 0)).toBe(0);
    expect(guard.attempt('other', '1.1.1.1', 0)).toBeGreaterThan(0);
  });

  it('counts an IPv6 address by its /64, so one host cannot rotate through fresh addresses', () => {
    const guard = new SignInGuard(limits);
    for (let i = 0; i < 10; i++) expect(guard.attempt(`user${i}`, `2001:db8:0:1::${i + 1}`, 0)).toBe(0);
    expect(guard.attempt('other', '2001:db8:0:1:ffff::1', 0)).toBeGreaterThan(0);
    expect(guard.attempt('other', '2001:db8:0:2::1', 0)).toBe(0);
  });

  it('guards a username past its failures: failing addresses wait, fresh ones and successes pass', () => {
    const guard = new SignInGuard(limits);
    for (const ip of ['a', 'a', 'b', 'b']) {
      expect(guard.attempt('bob', ip, 0)).toBe(0);
      guard.failed('bob', ip, 0);
    }
    expect(guard.attempt('bob', 'a', 1000)).toBe(3599);
    expect(guard.attempt('bob', 'fresh', 1000)).toBe(0);
    guard.succeeded('bob', 'fresh');
    expect(guard.attempt('bob', 'fresh', 2000)).toBe(0);
    expect(guard.attempt('bob', 'a', 3_600_000)).toBe(0);
  });
});
