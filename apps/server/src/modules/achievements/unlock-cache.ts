// What each user is known to have unlocked, per node and bounded: the per-move path asks it first,
// so once a player holds firstMove (and the rest) a move touches no database at all. Least recently
// used users are forgotten first; a forgotten user is read again on its next move that matters.
import type { AchievementId } from '@checkers/protocol';

/** Users remembered by default (a few MB at most). */
export const UNLOCK_CACHE_USERS = 50_000;

export class UnlockCache {
  private readonly users = new Map<string, Set<AchievementId>>();

  constructor(private readonly max = UNLOCK_CACHE_USERS) {}

  /** The user's known unlocks, or undefined when not loaded on this node. */
  get(userId: string): ReadonlySet<AchievementId> | undefined {
    const known = this.users.get(userId);
    if (known !== undefined) {
      this.users.delete(userId);
      this.users.set(userId, known);
    }
    return known;
  }

  /** Remembers the user's unlocks as loaded from storage. */
  load(userId: string, ids: Iterable<AchievementId>): void {
    this.users.delete(userId);
    this.users.set(userId, new Set(ids));
    if (this.users.size > this.max) this.users.delete(this.users.keys().next().value!);
  }

  /** Adds unlocks to a user already loaded (one not loaded is read whole when next needed). */
  add(userId: string, ids: Iterable<AchievementId>): void {
    const known = this.users.get(userId);
    if (known !== undefined) for (const id of ids) known.add(id);
  }

  get size(): number {
    return this.users.size;
  }
}
