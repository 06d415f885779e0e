// Ranks and deep pages from the pools' rating bands (`rating_buckets`: players per 10-point band
// and region, kept exact by the database's triggers). A rank is the players of the bands above plus
// those ahead within the player's own band, so it costs a few hundred band rows and one short range
// of the rating index however deep the player is, where a count of everyone ahead grows with the
// rank. A friends board is a handful of players: it is counted directly (ranking.ts).
import { sql, type Kysely } from 'kysely';
import { sqliteOf } from '../../db/database.js';
import type { Region } from '@checkers/protocol';
import { bucketCeiling, ratingBucket } from '../ratings/index.js';
import type { LeaderboardDb } from './tables.js';
import { boardRatings, type Board } from './board.js';
import { compareKeys, type RankKey } from './rank-key.js';

/** Whether a board's ranks come from the bands: every board but a friends board. */
export const banded = (board: Board): boolean => board.members === null;

/** The board's band rows (aliased `b`). */
export const boardBands = (db: Kysely<LeaderboardDb>, board: Board) =>
  db
    .selectFrom('rating_buckets as b')
    .where('b.pool', '=', board.pool)
    .$if(board.region !== null, (query) => query.where('b.region', '=', board.region as Region));

/** The board's players with a rating strictly between `low` and `high`: one range of the index. */
const strictlyBetween = (db: Kysely<LeaderboardDb>, board: Board, low: number, high: number) =>
  boardRatings(db, board).where('r.rating', '>', low).where('r.rating', '<', high);

/** The board's players rated exactly `rating` with a user id after `after` and before `before`. */
const tiedBetween = (
  db: Kysely<LeaderboardDb>,
  board: Board,
  rating: number,
  after: string | null,
  before: string | null,
) =>
  boardRatings(db, board)
    .where('r.rating', '=', rating)
    .$if(after !== null, (query) => query.where('r.user_id', '>', after as string))
    .$if(before !== null, (query) => query.where('r.user_id', '<', before as string));

/**
 * The ranks of keys on a banded board, in one statement. Each count is one range of an index (an
 * "a or b" condition would make a database read a whole tie group, thousands of players who won
 * their one game, to skip part of it). The first key of a band counts the bands above it and the
 * players ahead within its band; a key in the same band as the one before it counts only the
 * players between the two. No count then reads more than a band.
 */
export async function bandedRanks(
  db: Kysely<LeaderboardDb>,
  board: Board,
  keys: readonly RankKey[],
): Promise<Map<string, number>> {
  const ranks = new Map<string, number>();
  const sorted = [...new Map(keys.map((key) => [key.user_id, key])).values()].sort(compareKeys);
  if (sorted.length === 0) return ranks;
  if (sqliteOf(db) === undefined && sorted.length > 1) return keyedRanks(db, board, sorted);
  const count = (query: ReturnType<typeof strictlyBetween>) => query.select((eb) => eb.fn.countAll().as('n'));
  const parts = sorted.map((key, i) => {
    const previous = sorted[i - 1];
    const bucket = ratingBucket(key.rating);
    const tiedAhead = count(tiedBetween(db, board, key.rating, null, key.user_id));
    if (previous === undefined || ratingBucket(previous.rating) !== bucket) {
      const above = boardBands(db, board)
        .where('b.bucket', '>', bucket)
        .select(sql<string | number>`coalesce(sum(b.players), 0)`.as('n'));
      return [above, count(strictlyBetween(db, board, key.rating, bucketCeiling(bucket))), tiedAhead];
    }
    if (previous.rating === key.rating)
      return [count(tiedBetween(db, board, key.rating, previous.user_id, key.user_id))];
    return [
      count(tiedBetween(db, board, previous.rating, previous.user_id, null)),
      count(strictlyBetween(db, board, key.rating, previous.rating)),
      tiedAhead,
    ];
  });
  const row = (await db
    .selectNoFrom(() => parts.flatMap((counts, i) => counts.map((query, j) => query.as(`k${i}_${j}`))))
    .executeTakeFirstOrThrow()) as Record<string, number | string | null>;
  let rank = 0;
  sorted.forEach((key, i) => {
    const previous = sorted[i - 1];
    const between = parts[i]!.reduce((sum, _, j) => sum + Number(row[`k${i}_${j}`] ?? 0), 0);
    // The first key of a band counted everyone ahead; a later one those after the key before it.
    const fresh = previous === undefined || ratingBucket(previous.rating) !== ratingBucket(key.rating);
    rank = (fresh ? 0 : rank) + between + 1;
    ranks.set(key.user_id, rank);
  });
  return ranks;
}

/**
 * PostgreSQL: the ranks of several keys from one statement whatever their number. The statement
 * above holds three counts a key, and PostgreSQL plans each of them on every call (no plan is kept
 * for an unnamed statement): 5 to 6 ms of planning for a search's 20 keys, more than running it.
 * Here the keys are arrays, one row each, and each row counts the bands above its own, its band
 * down to it and its tie group before it: the counts of a first key of a band, for every key.
 */
async function keyedRanks(
  db: Kysely<LeaderboardDb>,
  board: Board,
  sorted: readonly RankKey[],
): Promise<Map<string, number>> {
  const region = board.region === null ? sql`` : sql` and region = ${board.region}`;
  const { rows } = await sql<{ user_id: string; ahead: string | number }>`
    select k.user_id,
      (select coalesce(sum(b.players), 0) from rating_buckets b
        where b.pool = ${board.pool} and b.bucket > k.bucket${region})
      + (select count(*) from ratings r
        where r.pool = ${board.pool} and r.rating > k.rating and r.rating < k.ceiling${region})
      + (select count(*) from ratings r
        where r.pool = ${board.pool} and r.rating = k.rating and r.user_id < k.user_id${region}) as ahead
    from unnest(
      ${sorted.map((key) => key.user_id)}::text[],
      ${sorted.map((key) => key.rating)}::float8[],
      ${sorted.map((key) => ratingBucket(key.rating))}::int[],
      ${sorted.map((key) => bucketCeiling(ratingBucket(key.rating)))}::float8[]
    ) as k(user_id, rating, bucket, ceiling)`.execute(db);
  return new Map(rows.map((row) => [row.user_id, Number(row.ahead) + 1]));
}

/** From this offset on, a page starts at its band instead of counting its way down the index. */
export const BAND_SKIP_FROM = 1000;

/**
 * Where a page that starts `offset` places down the board can start reading: under `ceiling` (the
 * top of the band that holds the place), `skipped` places down. Null for a near page, a friends
 * board, or an offset past the board's end.
 */
export async function bandStart(
  db: Kysely<LeaderboardDb>,
  board: Board,
  offset: number,
): Promise<{ ceiling: number; skipped: number } | null> {
  if (!banded(board) || offset < BAND_SKIP_FROM) return null;
  const bands = await boardBands(db, board)
    .select(['b.bucket', sql<string | number>`sum(b.players)`.as('players')])
    .groupBy('b.bucket')
    .orderBy('b.bucket', 'desc')
    .execute();
  let skipped = 0;
  for (const band of bands) {
    const players = Number(band.players);
    if (skipped + players > offset) return { ceiling: bucketCeiling(band.bucket), skipped };
    skipped += players;
  }
  return null;
}
