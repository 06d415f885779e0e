// A node's short-lived copy of players' push subscriptions. Every move tells the player to move next
// that it is their turn, and almost none of them (guests, players who never subscribed) has a
// subscription: asking the database once per move cost a query per move. Lookups that miss are
// gathered for a few milliseconds (a push is background work) and asked in one query, and the
// answer, none included, is kept for `ttlMs`. A subscribe or unsubscribe on this node forgets the
// player at once; another node's copy may keep the old list for up to `ttlMs`.
import type { StoredSubscription } from './push-store.js';

/** Reads the subscriptions of several players in one query. */
export type LoadSubscriptions = (userIds: readonly string[]) => Promise<StoredSubscription[]>;

/** How the cache keeps and gathers. */
export interface SubscriptionCacheOptions {
  /** How long an answer is kept. */
  readonly ttlMs: number;
  /** How long a miss waits for others to be asked with it. */
  readonly gatherMs: number;
  /** Players asked in one query at most; a full batch is asked at once. */
  readonly batch: number;
  /** Players kept at most; a full cache sheds its oldest eighth. */
  readonly maxEntries: number;
  readonly now?: () => number;
}

export const SUBSCRIPTION_CACHE_DEFAULTS: SubscriptionCacheOptions = {
  ttlMs: 600_000,
  gatherMs: 20,
  batch: 64,
  maxEntries: 20_000,
};

interface Entry {
  readonly until: number;
  readonly subs: Promise<StoredSubscription[]>;
  /** The answer, once it has come. */
  answer?: StoredSubscription[];
}

interface Miss {
  readonly subs: Promise<StoredSubscription[]>;
  readonly resolve: (subs: StoredSubscription[]) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The sizes a query asks for. A list is padded (its last id repeated) to the next of these, so the
 * database sees a handful of statement shapes rather than one per count.
 */
export function paddedIds(ids: readonly string[]): string[] {
  let size = 1;
  while (size < ids.length) size *= 4;
  const padded = [...ids];
  while (padded.length < size) padded.push(ids[ids.length - 1]!);
  return padded;
}

/** Players' subscriptions, from memory while fresh, the misses read together. */
export class SubscriptionCache {
  private readonly entries = new Map<string, Entry>();
  private gathered = new Map<string, Miss>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly load: LoadSubscriptions,
    private readonly options: SubscriptionCacheOptions = SUBSCRIPTION_CACHE_DEFAULTS,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** A player's subscriptions (none for a guest). */
  get(userId: string): Promise<StoredSubscription[]> {
    const now = this.now();
    const cached = this.entries.get(userId);
    if (cached !== undefined && cached.until > now) return cached.subs;
    // Forgotten while its lookup was gathered: that lookup is still the freshest.
    const waiting = this.gathered.get(userId);
    if (waiting !== undefined) return waiting.subs;
    let settle: Omit<Miss, 'subs'> | undefined;
    const subs = new Promise<StoredSubscription[]>((resolve, reject) => (settle = { resolve, reject }));
    this.gathered.set(userId, { subs, ...settle! });
    const entry: Entry = { until: now + this.options.ttlMs, subs };
    this.keep(userId, entry);
    subs.then(
      (answer) => (entry.answer = answer),
      // A failed lookup is not kept: the next notice asks again.
      () => {
        if (this.entries.get(userId) === entry) this.entries.delete(userId);
      },
    );
    if (this.gathered.size >= this.options.batch) this.ask();
    else this.timer ??= setTimeout(() => this.ask(), this.options.gatherMs);
    return subs;
  }

  /**
   * A player's subscriptions when an answer is kept and fresh, else undefined (then `get`). Most
   * moves' notices end here, with no promise made for them.
   */
  known(userId: string): readonly StoredSubscription[] | undefined {
    const cached = this.entries.get(userId);
    return cached !== undefined && cached.until > this.now() ? cached.answer : undefined;
  }

  /** Drops what is kept of a player (their subscriptions changed here). */
  forget(userId: string): void {
    this.entries.delete(userId);
  }

  private keep(userId: string, entry: Entry): void {
    if (this.entries.size >= this.options.maxEntries) {
      // Oldest first (insertion order): a full cache sheds an eighth at once, not one per lookup.
      let drop = this.options.maxEntries / 8;
      for (const key of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(key);
      }
    }
    this.entries.delete(userId);
    this.entries.set(userId, entry);
  }

  /** Asks for every gathered miss, in one query. */
  private ask(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const misses = this.gathered;
    this.gathered = new Map();
    if (misses.size === 0) return;
    const ids = [...misses.keys()];
    this.load(paddedIds(ids)).then(
      (subs) => {
        const byUser = new Map<string, StoredSubscription[]>(ids.map((id) => [id, []]));
        for (const sub of subs) byUser.get(sub.userId)?.push(sub);
        for (const [id, miss] of misses) miss.resolve(byUser.get(id)!);
      },
      (error: unknown) => {
        for (const miss of misses.values()) miss.reject(error);
      },
    );
  }
}
