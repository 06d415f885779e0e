// Finding users to befriend by the start of their username, with where the caller stands with each.
import { sql, type Kysely } from 'kysely';
import type { Link, Match } from './friend-types.js';
import { avatarOf, pairKey, prefixRange } from './pairs.js';
import type { SocialDb } from './tables.js';

/**
 * Registered users whose username starts with `prefix` (any case), but the caller and those who
 * blocked the caller, by username; with the caller's friendship rows and blocks among them.
 */
export async function searchUsers(
  db: Kysely<SocialDb>,
  userId: string,
  prefix: string,
  limit: number,
): Promise<Match[]> {
  const { low, high } = prefixRange(prefix);
  const rows = await db
    .selectFrom('accounts as a')
    .select(['a.user_id', 'a.username', 'a.avatar_url'])
    .where('a.username_key', '>=', low)
    .where('a.username_key', '<', high)
    .where(sql<string>`substr(a.username_key, 1, ${low.length})`, '=', low)
    .where('a.user_id', '<>', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_blocks as b')
            .select('b.blocker_id')
            .whereRef('b.blocker_id', '=', 'a.user_id')
            .where('b.blocked_id', '=', userId),
        ),
      ),
    )
    .orderBy('a.username_key')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.user_id);
  const [links, blocks] = await Promise.all([
    db
      .selectFrom('friendships')
      .select(['user_id', 'friend_id', 'status', 'created_at'])
      .where(
        'pair_key',
        'in',
        ids.map((id) => pairKey(userId, id)),
      )
      .execute(),
    db
      .selectFrom('user_blocks')
      .select('blocked_id')
      .where('blocker_id', '=', userId)
      .where('blocked_id', 'in', ids)
      .execute(),
  ]);
  const linkOf = new Map<string, Link>();
  for (const l of links) {
    if (l.status === 'blocked') continue;
    const other = l.user_id === userId ? l.friend_id : l.user_id;
    linkOf.set(other, { askedBy: l.user_id, status: l.status, createdAt: l.created_at });
  }
  const blocked = new Set(blocks.map((b) => b.blocked_id));
  return rows.map((r) => ({
    id: r.user_id,
    username: r.username,
    avatarUrl: avatarOf(r.avatar_url),
    link: linkOf.get(r.user_id),
    blocked: blocked.has(r.user_id),
  }));
}
