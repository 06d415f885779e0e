// A board's summary figures and rating distribution. Some read every player of the board (and,
// for the game count, the rating history), so the service caches them (ttl-cache.ts).
import type { LeaderboardStats, Region } from '@checkers/protocol';
import { LEADERBOARD_LIMITS, RATING_BANDS, ratingBandOf } from '@checkers/protocol';
import { sql, type Kysely } from 'kysely';
import type { LeaderboardDb } from './tables.js';
import { boardRatings, type Board } from './board.js';
import { bandStart, banded, boardBands } from './bands.js';

const DAY_MS = 86_400_000;

/** total_players, active_players, average_rating, median_rating and total_games of a board. */
export async function computeStats(
  db: Kysely<LeaderboardDb>,
  board: Board,
  now: Date,
): Promise<LeaderboardStats> {
  const activeSince = new Date(now.getTime() - LEADERBOARD_LIMITS.activeDays * DAY_MS).toISOString();
  // Read side by side: the count and mean from the bands, then the median at the board's middle;
  // the games; the active count.
  const [{ players, mean, median }, games, active] = await Promise.all([
    countAndMean(db, board).then(async (summary) => ({
      ...summary,
      median: await medianRating(db, board, summary.players),
    })),
    totalGames(db, board),
    activePlayers(db, board, activeSince),
  ]);
  return {
    total_players: players,
    active_players: active,
    average_rating: players === 0 ? 0 : Math.round(mean),
    median_rating: Math.round(median),
    total_games: games,
  };
}

/**
 * The board's players and their mean rating: from the bands (a few hundred rows, whatever the
 * board's size), or for a friends board from its few players' ratings.
 */
async function countAndMean(
  db: Kysely<LeaderboardDb>,
  board: Board,
): Promise<{ readonly players: number; readonly mean: number }> {
  if (banded(board)) {
    const row = await boardBands(db, board)
      .select([
        sql<string | number>`coalesce(sum(b.players), 0)`.as('players'),
        sql<string | number>`coalesce(sum(b.rating_sum), 0)`.as('total'),
      ])
      .executeTakeFirstOrThrow();
    const players = Number(row.players);
    return { players, mean: players === 0 ? 0 : Number(row.total) / players };
  }
  const row = await boardRatings(db, board)
    .select((eb) => [eb.fn.countAll().as('players'), eb.fn.avg('r.rating').as('average')])
    .executeTakeFirstOrThrow();
  return { players: Number(row.players), mean: Number(row.average ?? 0) };
}

/**
 * The board's players who last played at `since` or later: the days after `since`'s day from the
 * counts the database keeps per day (`rating_activity`), and that day itself from the activity
 * index. A friends board counts its few players.
 */
async function activePlayers(db: Kysely<LeaderboardDb>, board: Board, since: string): Promise<number> {
  const counted = (query: ReturnType<typeof boardRatings>) =>
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  if (!banded(board))
    return Number((await counted(boardRatings(db, board).where('r.last_game_at', '>=', since))).n);
  const day = since.slice(0, 10);
  const nextDay = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  const [later, that] = await Promise.all([
    db
      .selectFrom('rating_activity as a')
      .where('a.pool', '=', board.pool)
      .$if(board.region !== null, (query) => query.where('a.region', '=', board.region as Region))
      .where('a.day', '>', day)
      .select(sql<string | number>`coalesce(sum(a.players), 0)`.as('n'))
      .executeTakeFirstOrThrow(),
    counted(
      boardRatings(db, board).where('r.last_game_at', '>=', since).where('r.last_game_at', '<', nextDay),
    ),
  ]);
  return Number(later.n) + Number(that.n);
}

/**
 * The median rating, read at the middle of the rating index (mean of the two middles if even),
 * from the top of the middle's rating band.
 */
async function medianRating(db: Kysely<LeaderboardDb>, board: Board, players: number): Promise<number> {
  if (players === 0) return 0;
  const offset = Math.floor((players - 1) / 2);
  const start = await bandStart(db, board, offset);
  const middle = await boardRatings(db, board)
    .$if(start !== null, (query) => query.where('r.rating', '<', (start as { ceiling: number }).ceiling))
    .select('r.rating')
    .orderBy('r.rating', 'desc')
    .limit(players % 2 === 0 ? 2 : 1)
    .offset(offset - (start?.skipped ?? 0))
    .execute();
  return middle.reduce((sum, row) => sum + row.rating, 0) / Math.max(1, middle.length);
}

/**
 * Distinct rated games of the board: the whole pool's, from the counts the database keeps per season
 * and speed (`rated_game_counts`);
 * for a region or a friends list, the games any of its players was rated in.
 */
async function totalGames(db: Kysely<LeaderboardDb>, board: Board): Promise<number> {
  if (board.region === null && board.members === null) {
    const row = await db
      .selectFrom('rated_game_counts')
      .select(sql<string | number>`coalesce(sum(games), 0)`.as('n'))
      .$if(board.season !== null, (query) => query.where('season', '=', board.season as string))
      .$if(board.speed !== 'overall', (query) => query.where('speed', '=', board.speed))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await db
    .selectFrom('rating_changes as rc')
    .select((eb) => eb.fn.count('rc.room_code').distinct().as('n'))
    .where('rc.pool', '=', board.pool)
    .where('rc.user_id', 'in', boardRatings(db, board).select('r.user_id'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Players per 100-point bucket of the displayed (rounded) rating, keyed by the bucket's floor. */
export async function ratingDistribution(
  db: Kysely<LeaderboardDb>,
  board: Board,
): Promise<Record<string, number>> {
  const bucket = sql<number>`floor(round(r.rating) / 100) * 100`;
  const rows = await boardRatings(db, board)
    .select((eb) => [bucket.as('bucket'), eb.fn.countAll().as('n')])
    .groupBy(bucket)
    .orderBy(bucket)
    .execute();
  return Object.fromEntries(rows.map((row) => [String(Number(row.bucket)), Number(row.n)]));
}

/**
 * Players per band, every band present, lowest first. Band edges are multiples of 100, so each
 * rating bucket lies in exactly one band.
 */
export function bandDistribution(ratings: Record<string, number>): Record<string, number> {
  const bands: Record<string, number> = Object.fromEntries(RATING_BANDS.map((band) => [band.name, 0]));
  for (const [floor, count] of Object.entries(ratings)) {
    const name = ratingBandOf(Number(floor)).name;
    bands[name] = (bands[name] ?? 0) + count;
  }
  return bands;
}
