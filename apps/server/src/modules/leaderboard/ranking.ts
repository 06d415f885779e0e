// Ranked positions on a board, read from the ratings indexes ((pool, rating, user_id) and
// (pool, region, rating, user_id)). The order is rating, highest first, then user id, lowest first.
// Every query here is an index range: no query per row, and counts only over the rows ahead.
import type { Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { boardRatings, type Board } from './board.js';

/** A player's place in the order: what ranks compare. */
export interface RankKey {
  readonly user_id: string;
  readonly rating: number;
}

/** A key with its rank on a board. */
export interface Ranked extends RankKey {
  readonly rank: number;
}

/** The ranking order: rating descending, then user id ascending. */
export function compareKeys(a: RankKey, b: RankKey): number {
  if (a.rating !== b.rating) return b.rating - a.rating;
  return a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0;
}

/** The number of players on a board. */
export async function countOnBoard(db: Kysely<LeaderboardDb>, board: Board): Promise<number> {
  const row = await boardRatings(db, board)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's key on a board, or undefined when the user is not on it. */
export async function keyOn(
  db: Kysely<LeaderboardDb>,
  board: Board,
  userId: string,
): Promise<RankKey | undefined> {
  return boardRatings(db, board)
    .select(['r.user_id', 'r.rating'])
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

/** The players ranked ahead of a key. */
const ahead = (db: Kysely<LeaderboardDb>, board: Board, key: RankKey) =>
  boardRatings(db, board)
    .where('r.rating', '>=', key.rating)
    .where((eb) => eb.or([eb('r.rating', '>', key.rating), eb('r.user_id', '<', key.user_id)]));

/** The players ranked behind a key. */
const behind = (db: Kysely<LeaderboardDb>, board: Board, key: RankKey) =>
  boardRatings(db, board)
    .where('r.rating', '<=', key.rating)
    .where((eb) => eb.or([eb('r.rating', '<', key.rating), eb('r.user_id', '>', key.user_id)]));

/** A key's rank: one count over the rows ahead of it. */
export async function rankOf(db: Kysely<LeaderboardDb>, board: Board, key: RankKey): Promise<number> {
  const row = await ahead(db, board, key)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

/**
 * The ranks of several keys in one statement: the keys in ranking order cut the board into
 * stretches, and each stretch is counted on its own range of the rating index (one scalar subquery
 * each); a key's rank is the sum of the stretches above it plus the keys before it. Together the
 * counts read the index once down to the lowest key, with no per-row arithmetic. Used for search
 * results and the friends board's global ranks.
 */
export async function ranksOf(
  db: Kysely<LeaderboardDb>,
  board: Board,
  keys: readonly RankKey[],
): Promise<Map<string, number>> {
  const ranks = new Map<string, number>();
  const sorted = [...new Map(keys.map((key) => [key.user_id, key])).values()].sort(compareKeys);
  if (sorted.length === 0) return ranks;
  const row = await db
    .selectNoFrom(() =>
      sorted.map((key, i) => {
        const upper = sorted[i - 1];
        const stretch = ahead(db, board, key).$if(upper !== undefined, (query) =>
          query
            .where('r.rating', '<=', (upper as RankKey).rating)
            .where((eb) =>
              eb.or([
                eb('r.rating', '<', (upper as RankKey).rating),
                eb('r.user_id', '>', (upper as RankKey).user_id),
              ]),
            ),
        );
        return stretch.select((eb) => eb.fn.countAll().as('n')).as(`stretch${i}`);
      }),
    )
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, number | string | null>;
  let rank = 0;
  sorted.forEach((key, i) => {
    rank += Number(counts[`stretch${i}`] ?? 0) + 1;
    ranks.set(key.user_id, rank);
  });
  return ranks;
}

/**
 * A page of the order. The index is read backwards (rating and user id both descending), which both
 * databases do without sorting; players tied on rating at the page's edges are then put back in
 * user-id order, each edge's tie group read in that order from the index for just the places the
 * page holds (a group of thousands, as new players who won their one game share a rating, stays in
 * the database).
 */
export async function pageOf(
  db: Kysely<LeaderboardDb>,
  board: Board,
  offset: number,
  limit: number,
): Promise<Ranked[]> {
  const rows = await boardRatings(db, board)
    .select(['r.user_id', 'r.rating'])
    .orderBy('r.rating', 'desc')
    .orderBy('r.user_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const first = rows[0];
  const last = rows.at(-1);
  if (first === undefined || last === undefined) return [];
  const inGroup = (rating: number) => rows.filter((row) => row.rating === rating).length;
  // The page's places in the first tie group follow those of its members read before the page
  // (higher ids, read backwards): the same places, in user-id order, start that far into the group.
  const before = await boardRatings(db, board)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('r.rating', '=', first.rating)
    .where('r.user_id', '>', first.user_id)
    .executeTakeFirstOrThrow();
  const head = await tieGroup(db, board, first.rating, Number(before.n), inGroup(first.rating));
  const middle = rows.filter((row) => row.rating !== first.rating && row.rating !== last.rating);
  // The last group (when another) starts on this page: its first places, in user-id order.
  const tail =
    last.rating === first.rating ? [] : await tieGroup(db, board, last.rating, 0, inGroup(last.rating));
  const ordered = [...head, ...middle.sort(compareKeys), ...tail];
  return ordered.map((key, i) => ({ ...key, rank: offset + i + 1 }));
}

/** `limit` players of one rating on a board from `skip` on, in user-id order (one index range). */
function tieGroup(db: Kysely<LeaderboardDb>, board: Board, rating: number, skip: number, limit: number) {
  return boardRatings(db, board)
    .select(['r.user_id', 'r.rating'])
    .where('r.rating', '=', rating)
    .orderBy('r.user_id', 'asc')
    .limit(limit)
    .offset(skip)
    .execute();
}

/** Up to `radius` players either side of a ranked key, with the key itself, best first. */
export async function around(
  db: Kysely<LeaderboardDb>,
  board: Board,
  key: Ranked,
  radius: number,
): Promise<Ranked[]> {
  const [above, below] = await Promise.all([
    ahead(db, board, key)
      .select(['r.user_id', 'r.rating'])
      .orderBy('r.rating', 'asc')
      .orderBy('r.user_id', 'desc')
      .limit(radius)
      .execute(),
    behind(db, board, key)
      .select(['r.user_id', 'r.rating'])
      .orderBy('r.rating', 'desc')
      .orderBy('r.user_id', 'asc')
      .limit(radius)
      .execute(),
  ]);
  const ordered = [...above.reverse(), { user_id: key.user_id, rating: key.rating }, ...below];
  const firstRank = key.rank - above.length;
  return ordered.map((row, i) => ({ ...row, rank: firstRank + i }));
}
