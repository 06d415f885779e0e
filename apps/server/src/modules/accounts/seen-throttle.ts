// When a user's "last seen" time is worth writing: at most once a minute per user, so that resolving
// a token on every call and socket costs a write only now and then. Kept in memory per node; a user
// seen on two nodes is written by each at most once a minute, which is still cheap.

/** How stale `users.last_seen_at` may be. */
export const SEEN_INTERVAL_MS = 60_000;

/** Remembers when each user's last-seen time was last written. */
export class SeenThrottle {
  private readonly written = new Map<string, number>();

  constructor(
    private readonly intervalMs = SEEN_INTERVAL_MS,
    /** Past this many users, those not written within the interval are forgotten. */
    private readonly pruneAbove = 10_000,
  ) {}

  /** True when the user's time should be written at `now` (which then counts as written). */
  due(userId: string, now: number): boolean {
    const last = this.written.get(userId);
    if (last !== undefined && now - last < this.intervalMs) return false;
    if (this.written.size >= this.pruneAbove) this.forgetBefore(now - this.intervalMs);
    this.written.set(userId, now);
    return true;
  }

  /** Users remembered (for tests and the memory bound). */
  get size(): number {
    return this.written.size;
  }

  private forgetBefore(cutoff: number): void {
    for (const [userId, at] of this.written) if (at <= cutoff) this.written.delete(userId);
  }
}
