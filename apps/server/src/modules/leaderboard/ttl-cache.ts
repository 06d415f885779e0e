// A small in-memory cache for figures that are slow to compute and may be a little stale (the
// leaderboards' stats, search totals). A stale value is still served while a fresh one is computed
// in the background, so after the first call nobody waits for the slow query.

/** After a change (`expire`), values are recomputed for their next caller at most this often. */
const MIN_AGE_MS = 5000;

/** Values by key, each fresh for `ttlMs`, at most `maxEntries` kept (oldest dropped first). */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private readonly computing = new Map<string, Promise<V>>();
  /** Values computed before this time predate a change of the data. */
  private changedAt = -Infinity;
  /** When each key was last recomputed because of a change. */
  private readonly forcedAt = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
    private readonly maxEntries = 1000,
    private readonly minAgeMs = MIN_AGE_MS,
  ) {}

  /** The cached value (refreshed in the background when stale), or a newly computed one. */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached === undefined) return this.refresh(key, compute);
    const now = this.clock();
    // A value that predates a change is replaced before it is served (the caller sees the change),
    // but at most once per `minAgeMs` for a key: a stream of changes cannot make every call
    // recompute; in between, the outdated value is served.
    if (cached.at < this.changedAt && now - (this.forcedAt.get(key) ?? -Infinity) >= this.minAgeMs) {
      this.forcedAt.set(key, now);
      return this.refresh(key, compute);
    }
    if (now - cached.at > this.ttlMs) {
      // A failed background refresh keeps the stale value; the next call tries again.
      this.refresh(key, compute).catch(() => {});
    }
    return cached.value;
  }

  /** Forgets every value (a test that changed the data in bulk). */
  clear(): void {
    this.entries.clear();
    this.forcedAt.clear();
  }

  /** Notes that the data changed (a game was rated): values computed before now are outdated. */
  expire(): void {
    this.changedAt = this.clock();
  }

  private refresh(key: string, compute: () => Promise<V>): Promise<V> {
    const running = this.computing.get(key);
    if (running !== undefined) return running;
    const started = compute()
      .then((value) => {
        this.entries.delete(key);
        this.entries.set(key, { value, at: this.clock() });
        if (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) {
            this.entries.delete(oldest);
            this.forcedAt.delete(oldest);
          }
        }
        return value;
      })
      .finally(() => this.computing.delete(key));
    this.computing.set(key, started);
    return started;
  }
}
