// Friendships, friend requests and blocks in the database (tables of 0004 and 0009). One
// `friendships` row per pair (its unique `pair_key`): `user_id` asked `friend_id`, pending or
// accepted. Blocks are rows of `user_blocks`, one per direction.
import { sql, type Kysely } from 'kysely';
import { sqliteOf } from '../../db/database.js';
import type { SocialDb } from './tables.js';
import type { Link, Linked, Match, Profile } from './friend-types.js';
import { searchUsers } from './friend-search.js';
import { avatarOf, pairKey } from './pairs.js';

/** How many requests `from` has waiting for an answer. */
async function pendingFrom(db: Kysely<SocialDb>, from: string): Promise<number> {
  const { count } = await db
    .selectFrom('friendships')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', from)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Storage of the friends graph. */
export class FriendStore {
  constructor(private readonly db: Kysely<SocialDb>) {}

  /** Registered users by id (others are left out). */
  async profiles(ids: readonly string[]): Promise<Map<string, Profile>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('accounts')
      .select(['user_id', 'username', 'avatar_url'])
      .where('user_id', 'in', [...new Set(ids)])
      .execute();
    return new Map(
      rows.map((r) => [
        r.user_id,
        { id: r.user_id, username: r.username, avatarUrl: avatarOf(r.avatar_url) },
      ]),
    );
  }

  async profile(id: string): Promise<Profile | undefined> {
    return (await this.profiles([id])).get(id);
  }

  /** The friendship row between two users, if any. */
  async link(a: string, b: string): Promise<Link | undefined> {
    const row = await this.db
      .selectFrom('friendships')
      .select(['user_id', 'status', 'created_at'])
      .where('pair_key', '=', pairKey(a, b))
      .executeTakeFirst();
    if (row === undefined || row.status === 'blocked') return undefined;
    return { askedBy: row.user_id, status: row.status, createdAt: row.created_at };
  }

  /** Whether `blocker` blocked `blocked`. */
  async hasBlocked(blocker: string, blocked: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_blocks')
      .select('blocker_id')
      .where('blocker_id', '=', blocker)
      .where('blocked_id', '=', blocked)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A new pending request; false when the pair already has a row (a request or a friendship) or
   * `from` already has `maxPending` requests waiting. The cap is checked after the insert, inside
   * the same transaction, and the row is taken back when it went past. SQLite runs one write at a
   * time; on PostgreSQL the sender's requests wait for each other on a lock held to the commit, so
   * requests sent at the same instant cannot each miss the other's row.
   */
  async request(from: string, to: string, now: string, maxPending: number): Promise<boolean> {
    const postgres = sqliteOf(this.db) === undefined;
    return this.db.transaction().execute(async (trx) => {
      if (postgres)
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`friend-requests:${from}`}))`.execute(trx);
      const result = await trx
        .insertInto('friendships')
        .values({
          user_id: from,
          friend_id: to,
          status: 'pending',
          created_at: now,
          pair_key: pairKey(from, to),
        })
        .onConflict((conflict) => conflict.column('pair_key').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
      if ((await pendingFrom(trx, from)) <= maxPending) return true;
      await trx.deleteFrom('friendships').where('pair_key', '=', pairKey(from, to)).execute();
      return false;
    });
  }

  /** How many requests `from` has waiting for an answer. */
  async pendingFrom(from: string): Promise<number> {
    return pendingFrom(this.db, from);
  }

  /** Accepts the pending request `from` sent `to`; false when there is none. */
  async accept(from: string, to: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('friendships')
      .set({ status: 'accepted', created_at: now })
      .where('pair_key', '=', pairKey(from, to))
      .where('user_id', '=', from)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes the pending request `from` sent `to`; false when there is none. */
  async dropRequest(from: string, to: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('friendships')
      .where('pair_key', '=', pairKey(from, to))
      .where('user_id', '=', from)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Deletes whatever links two users (a friendship or a request either way); false when nothing did. */
  async unlink(a: string, b: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('friendships')
      .where('pair_key', '=', pairKey(a, b))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Records a block (once); true when it is new. */
  async block(blocker: string, blocked: string, now: string): Promise<boolean> {
    const result = await this.db
      .insertInto('user_blocks')
      .values({ blocker_id: blocker, blocked_id: blocked, created_at: now })
      .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** Lifts a block; false when there was none. */
  async unblock(blocker: string, blocked: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('user_blocks')
      .where('blocker_id', '=', blocker)
      .where('blocked_id', '=', blocked)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The user's friends (accepted, either direction), by username. */
  async friends(userId: string): Promise<Linked[]> {
    const rows = await this.db
      .selectFrom('friendships')
      .select(['user_id', 'friend_id', 'created_at'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
      .execute();
    const others = rows.map((r) => ({
      id: r.user_id === userId ? r.friend_id : r.user_id,
      createdAt: r.created_at,
    }));
    return this.linked(others, 'name');
  }

  /** Those of these users in a friendship, in either place and of any status (the retention keeps them). */
  async inFriendships(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('friendships')
      .select(['user_id', 'friend_id'])
      .where((eb) => eb.or([eb('user_id', 'in', ids), eb('friend_id', 'in', ids)]))
      .execute();
    const named = new Set(rows.flatMap((row) => [row.user_id, row.friend_id]));
    return ids.filter((id) => named.has(id));
  }

  /** The ids of the user's friends. */
  async friendIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('friendships')
      .select(['user_id', 'friend_id'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
      .execute();
    return rows.map((r) => (r.user_id === userId ? r.friend_id : r.user_id));
  }

  /** Requests the user received (`received`) or sent, newest first. */
  async requests(userId: string, received: boolean): Promise<Linked[]> {
    const rows = await this.db
      .selectFrom('friendships')
      .select(['user_id', 'friend_id', 'created_at'])
      .where('status', '=', 'pending')
      .where(received ? 'friend_id' : 'user_id', '=', userId)
      .execute();
    const others = rows.map((r) => ({ id: received ? r.user_id : r.friend_id, createdAt: r.created_at }));
    return this.linked(others, 'newest');
  }

  /**
   * Registered users whose username starts with `prefix` (any case), but the caller and those who
   * blocked the caller, by username; with the caller's friendship rows and blocks among them.
   */
  async search(userId: string, prefix: string, limit: number): Promise<Match[]> {
    return searchUsers(this.db, userId, prefix, limit);
  }

  /** The users with their profiles, by name or newest first (users without an account left out). */
  private async linked(
    others: readonly { id: string; createdAt: string }[],
    order: 'name' | 'newest',
  ): Promise<Linked[]> {
    const profiles = await this.profiles(others.map((o) => o.id));
    const found: Linked[] = [];
    for (const o of others) {
      const user = profiles.get(o.id);
      if (user !== undefined) found.push({ user, createdAt: o.createdAt });
    }
    return found.sort((x, y) =>
      order === 'name'
        ? x.user.username.toLowerCase().localeCompare(y.user.username.toLowerCase())
        : y.createdAt.localeCompare(x.createdAt) || x.user.id.localeCompare(y.user.id),
    );
  }
}
