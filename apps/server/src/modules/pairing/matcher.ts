// Who plays whom in a pool: pure, so the rule is tested alone. Ideas from lichess's pools (lila
// modules/pool: a rating range that widens while a player waits, the longest waiting served first),
// written for our smaller pools.
//
// The rule: casual entries pair only with casual ones, rated with rated; a rated pair needs two
// registered players (a rating each) whose ratings differ by at most the wider of their two ranges.
// A player's range is ±100 when it joins, 50 wider for every 5 s waited, and unbounded after 60 s.
// The oldest entry is served first, with the oldest compatible partner.

/** A waiting entry as the matcher sees it. */
export interface PoolEntry {
  readonly userId: string;
  readonly rated: boolean;
  /** Null for a guest (who only plays casual games). */
  readonly rating: number | null;
  /** When it joined (ms since the epoch). */
  readonly joinedAt: number;
}

/** The range's steps. */
export const RATING_RANGE = {
  initial: 100,
  step: 50,
  stepMs: 5_000,
  /** Past this wait any rating will do. */
  unboundedAfterMs: 60_000,
} as const;

/** How far from its rating a player who has waited `waitedMs` accepts an opponent. */
export function ratingRange(waitedMs: number): number {
  if (waitedMs >= RATING_RANGE.unboundedAfterMs) return Number.POSITIVE_INFINITY;
  const steps = Math.floor(Math.max(0, waitedMs) / RATING_RANGE.stepMs);
  return RATING_RANGE.initial + RATING_RANGE.step * steps;
}

/** Whether two entries may be paired at `now`. */
export function compatible(a: PoolEntry, b: PoolEntry, now: number): boolean {
  if (a.userId === b.userId || a.rated !== b.rated) return false;
  if (!a.rated) return true;
  if (a.rating === null || b.rating === null) return false;
  const range = Math.max(ratingRange(now - a.joinedAt), ratingRange(now - b.joinedAt));
  return Math.abs(a.rating - b.rating) <= range;
}

/** The pairs to make now, oldest entry first; each entry is in one pair at most. */
export function pairUp(entries: readonly PoolEntry[], now: number): [PoolEntry, PoolEntry][] {
  const waiting = [...entries].sort((x, y) => x.joinedAt - y.joinedAt || (x.userId < y.userId ? -1 : 1));
  const taken = new Set<string>();
  const pairs: [PoolEntry, PoolEntry][] = [];
  for (const [i, entry] of waiting.entries()) {
    if (taken.has(entry.userId)) continue;
    const partner = waiting
      .slice(i + 1)
      .find((other) => !taken.has(other.userId) && compatible(entry, other, now));
    if (partner === undefined) continue;
    taken.add(entry.userId);
    taken.add(partner.userId);
    pairs.push([entry, partner]);
  }
  return pairs;
}
