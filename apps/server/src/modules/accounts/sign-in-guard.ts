// Sign-in limits that slow a guesser without locking the owner out. Counted per node, in memory:
//
// - per (username, address) pair: every attempt, `perPair` a minute. A guesser at one address is
//   slowed; the owner at any other address is not touched by it.
// - per address: every attempt, whatever the username, `perAddress` a minute: one address cannot
//   try many accounts (password spraying).
// - per username: failures only, `failuresPerUser` an hour, the slow ceiling over every address.
//   Past it the account is guarded, not locked: an address that has failed on this username in the
//   hour (or is over its pair limit) is refused, and any other address, such as the owner's phone,
//   may still try. So a guesser with many addresses gets one wrong guess per fresh address, and a
//   correct password from a fresh address still signs in. A success from an address clears its
//   pair's failures.
//
// Usernames are counted by their look-alike skeleton, so case or `0`-for-`o` variants share counts,
// and addresses by their `addressKey` (an IPv6 client by its /64).
import { addressKey } from '../../lib/ip-address.js';

/** The limits, each per its window. */
export interface SignInLimits {
  readonly perPair: number;
  readonly perAddress: number;
  readonly failuresPerUser: number;
  /** The pair and address window (a minute). */
  readonly windowMs: number;
  /** The per-username failure window, and how long an address stays marked by a failure (an hour). */
  readonly failureWindowMs: number;
}

interface Window {
  count: number;
  start: number;
}

/** Fixed windows per key, forgotten when stale once the map grows large. */
class Windows {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly windowMs: number) {}

  /** The count in the current window (0 when none). */
  count(key: string, now: number): number {
    const window = this.windows.get(key);
    return window === undefined || now - window.start >= this.windowMs ? 0 : window.count;
  }

  /** Adds one; returns the new count. */
  add(key: string, now: number): number {
    let window = this.windows.get(key);
    if (window === undefined || now - window.start >= this.windowMs) {
      if (this.windows.size >= 50_000) this.prune(now);
      window = { count: 0, start: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count;
  }

  /** Seconds until the key's window ends (at least 1). */
  waitSeconds(key: string, now: number): number {
    const window = this.windows.get(key);
    return window === undefined ? 1 : Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/** Decides whether a sign-in attempt may be checked, and learns from its result. */
export class SignInGuard {
  private readonly pairs: Windows;
  private readonly addresses: Windows;
  private readonly userFailures: Windows;
  private readonly pairFailures: Windows;

  constructor(private readonly limits: SignInLimits) {
    this.pairs = new Windows(limits.windowMs);
    this.addresses = new Windows(limits.windowMs);
    this.userFailures = new Windows(limits.failureWindowMs);
    this.pairFailures = new Windows(limits.failureWindowMs);
  }

  /**
   * Counts an attempt on `user` (its skeleton) from `address`: 0 when it may be checked, else the
   * seconds to wait (the reply's Retry-After).
   */
  attempt(user: string, ip: string, now = Date.now()): number {
    const address = addressKey(ip);
    const pair = `${user}\n${address}`;
    const { perPair, perAddress, failuresPerUser } = this.limits;
    if (this.addresses.add(address, now) > perAddress) return this.addresses.waitSeconds(address, now);
    if (this.pairs.add(pair, now) > perPair) return this.pairs.waitSeconds(pair, now);
    const guarded = this.userFailures.count(user, now) >= failuresPerUser;
    if (guarded && this.pairFailures.count(pair, now) > 0) return this.pairFailures.waitSeconds(pair, now);
    return 0;
  }

  /** A wrong password (or unknown username). */
  failed(user: string, ip: string, now = Date.now()): void {
    this.userFailures.add(user, now);
    this.pairFailures.add(`${user}\n${addressKey(ip)}`, now);
  }

  /** A correct password: the pair starts afresh. */
  succeeded(user: string, ip: string): void {
    const pair = `${user}\n${addressKey(ip)}`;
    this.pairs.clear(pair);
    this.pairFailures.clear(pair);
  }
}
