// Ranked positions on a board, read from the ratings indexes ((pool, rating, user_id) and
// (pool, region, rating, user_id)). The order is rating, highest first, then user id, lowest first.
// Every query here is an index range: no query per row. A rank and a deep page's start come from the
// pools' rating bands (bands.ts), so their cost does not grow with the depth.
import type { Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { boardRatings, type Board } from './board.js';
import { bandStart, banded, bandedRanks } from './bands.js';
import { compareKeys, type RankKey } from './rank-key.js';

export { compareKeys, type RankKey };

/** A key with its rank on a board. */
export interface Ranked extends RankKey {
  readonly rank: number;
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

/** A key's rank: from the rating bands, or on a friends board one count over the rows ahead of it. */
export async function rankOf(db: Kysely<LeaderboardDb>, board: Board, key: RankKey): Promise<number> {
  if (banded(board)) return (await bandedRanks(db, board, [key])).get(key.user_id) ?? 1;
  const row = await ahead(db, board, key)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

/**
 * The ranks of several keys in one statement: from the rating bands on any board but a friends
 * board. There (a few players, each anywhere in the pool's order) the keys in ranking order cut the
 * board into stretches, each counted on its own range of the rating index (one scalar subquery
 * each); a key's rank is the sum of the stretches above it plus the keys before it.
 */
export async function ranksOf(
  db: Kysely<LeaderboardDb>,
  board: Board,
  keys: readonly RankKey[],
): Promise<Map<string, number>> {
  if (banded(board)) return bandedRanks(db, board, keys);
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
  // A deep page starts reading at the top of its band, not at the top of the board.
  const start = await bandStart(db, board, offset);
  const rows = await boardRatings(db, board)
    .$if(start !== null, (query) => query.where('r.rating', '<', (start as { ceiling: number }).ceiling))
    .select(['r.user_id', 'r.rating'])
    .orderBy('r.rating', 'desc')
    .orderBy('r.user_id', 'desc')
    .limit(limit)
    .offset(offset - (start?.skipped ?? 0))
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

/**
 * Up to `radius` players either side of a ranked key, with the key itself, best first. Each side
 * reads the key's own tie group first, in user-id order straight from the index, then the ratings
 * beyond it: one query over "ahead of the key" would sort the whole tie group to find ten of it.
 */
export async function around(
  db: Kysely<LeaderboardDb>,
  board: Board,
  key: Ranked,
  radius: number,
): Promise<Ranked[]> {
  const tied = boardRatings(db, board).select(['r.user_id', 'r.rating']).where('r.rating', '=', key.rating);
  const [tiedAbove, higher, tiedBelow, lower] = await Promise.all([
    tied.where('r.user_id', '<', key.user_id).orderBy('r.user_id', 'desc').limit(radius).execute(),
    boardRatings(db, board)
      .select(['r.user_id', 'r.rating'])
      .where('r.rating', '>', key.rating)
      .orderBy('r.rating', 'asc')
      .orderBy('r.user_id', 'desc')
      .limit(radius)
      .execute(),
    tied.where('r.user_id', '>', key.user_id).orderBy('r.user_id', 'asc').limit(radius).execute(),
    boardRatings(db, board)
      .select(['r.user_id', 'r.rating'])
      .where('r.rating', '<', key.rating)
      .orderBy('r.rating', 'desc')
      .orderBy('r.user_id', 'asc')
      .limit(radius)
      .execute(),
  ]);
  // Nearest first on each side.
  const above = [...tiedAbove, ...higher].slice(0, radius);
  const below = [...tiedBelow, ...lower].slice(0, radius);
  const ordered = [...above.reverse(), { user_id: key.user_id, rating: key.rating }, ...below];
  const firstRank = key.rank - above.length;
  return ordered.map((row, i) => ({ ...row, rank: firstRank + i }));
}
