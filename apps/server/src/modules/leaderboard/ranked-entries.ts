// The wire entries of ranked players: a page's rows in their order, and one player's global row.
import type { LeaderboardEntry } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import { GLOBAL_BOARD, wholePool, type Board } from './board.js';
import { loadPlayers, toEntry, type PlayerRow } from './entries.js';
import { dayBefore } from './rank-snapshots.js';
import { rankOf, ranksOf, type Ranked, type RankKey } from './ranking.js';
import type { LeaderboardDb } from './tables.js';

/** Whether the user is a registered player. */
export async function isPlayer(db: Kysely<LeaderboardDb>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A player's global entry with their global rank. */
export async function globalEntryOf(
  db: Kysely<LeaderboardDb>,
  row: PlayerRow,
  now: Date,
): Promise<LeaderboardEntry> {
  const rank =
    row.rating === null ? null : await rankOf(db, GLOBAL_BOARD, { user_id: row.user_id, rating: row.rating });
  return toEntry(row, { rank, comparableRank: rank, snapshotRank: 'rank' }, now);
}

/**
 * The entries of ranked keys, in their order, with one query for the players. On the friends
 * board the rank change is the global rank's, so the whole pool's ranks are read in one scan.
 */
export async function rankedEntries(
  db: Kysely<LeaderboardDb>,
  board: Board,
  keys: readonly Ranked[],
  now: Date,
): Promise<LeaderboardEntry[]> {
  return entriesOf(db, board, keys, new Map(keys.map((key) => [key.user_id, key.rank])), now);
}

/**
 * The entries of keys whose ranks are still to be read: the ranks and the players are read side
 * by side, each on its own connection where the database has a pool (PostgreSQL).
 */
export async function entriesWithRanks(
  db: Kysely<LeaderboardDb>,
  board: Board,
  keys: readonly RankKey[],
  now: Date,
): Promise<LeaderboardEntry[]> {
  return entriesOf(db, board, keys, ranksOf(db, board, keys), now);
}

async function entriesOf(
  db: Kysely<LeaderboardDb>,
  board: Board,
  keys: readonly RankKey[],
  reading: Promise<ReadonlyMap<string, number>> | ReadonlyMap<string, number>,
  now: Date,
): Promise<LeaderboardEntry[]> {
  const [players, ranks, comparable] = await Promise.all([
    loadPlayers(
      db,
      keys.map((key) => key.user_id),
      board.pool,
      dayBefore(now),
    ),
    reading,
    board.members === null ? reading : ranksOf(db, wholePool(board), keys),
  ]);
  return keys.flatMap((key) => {
    const player = players.get(key.user_id);
    if (player === undefined) return [];
    const standing = {
      rank: ranks.get(key.user_id) ?? 1,
      comparableRank: comparable.get(key.user_id) ?? null,
      snapshotRank: board.snapshotRank,
    };
    return [toEntry(player, standing, now)];
  });
}
