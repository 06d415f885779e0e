// Player search on a board: a case-insensitive prefix of the username, best rated first.
// `accounts.username_key` is the lower-cased username with a unique index; a prefix becomes a range
// on it (key >= "ab" and key < "ac"), which the index serves on both databases whatever their
// collation, and an exact prefix check on the few rows in the range keeps the match exact.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { boardRatings, type Board } from './board.js';
import type { RankKey } from './ranking.js';

/** The range of keys that start with `prefix`: [low, high). */
export function prefixRange(prefix: string): { low: string; high: string } {
  const low = prefix.toLowerCase();
  const last = low.charCodeAt(low.length - 1);
  return { low, high: low.slice(0, -1) + String.fromCharCode(last + 1) };
}

/** The board's players whose username starts with `prefix`, as a query to build on. */
function matching(db: Kysely<Database>, board: Board, prefix: string) {
  const { low, high } = prefixRange(prefix);
  return boardRatings(db, board)
    .innerJoin('accounts as a', 'a.user_id', 'r.user_id')
    .where('a.username_key', '>=', low)
    .where('a.username_key', '<', high)
    .where(sql<string>`substr(a.username_key, 1, ${low.length})`, '=', low);
}

/** How many of the board's players match. */
export async function countMatches(db: Kysely<Database>, board: Board, prefix: string): Promise<number> {
  const row = await matching(db, board, prefix)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the matching players, in ranking order. */
export async function searchPage(
  db: Kysely<Database>,
  board: Board,
  prefix: string,
  offset: number,
  limit: number,
): Promise<RankKey[]> {
  return matching(db, board, prefix)
    .select(['r.user_id', 'r.rating'])
    .orderBy('r.rating', 'desc')
    .orderBy('r.user_id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}
