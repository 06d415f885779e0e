// Replays the rated games played before the speed ladders existed into them (migration 0020): each
// rated game's speed is read from its stored control, then every timed game, oldest first, is rated
// again in its speed's pools from the overall history's results (who played whom, the score, when),
// by the same arithmetic as a live game (standing.ts). The overall and season pools stay as they
// are. It runs inside the migration's transaction, before any node rates a game into these pools.
import { ratingSpeedSchema } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import { regionOf } from '../accounts/index.js';
import { GLOBAL_POOL, poolsOfGame } from './pools.js';
import { storedSpeedOf } from './rating-record.js';
import { afterGame, freshStanding, type Score, type Standing } from './standing.js';
import type { RatingChangesTable, RatingsDb, RatingsTable } from './tables.js';

/** Games read at a time. */
const PAGE = 1000;
/** Rows per multi-row insert (at most 14 columns: far under either database's parameter limit). */
const CHUNK = 500;

/** One side of a rated game, from the overall history. */
interface Side {
  readonly room_code: string;
  readonly user_id: string;
  readonly opponent_id: string;
  readonly score: number;
  readonly played_at: string;
  readonly speed: string;
}

/** A player's standing in a pool while replaying, with when they last played. */
interface Replayed extends Standing {
  readonly lastGameAt: string;
}

/** Standings by pool, then by user. */
type Pools = Map<string, Map<string, Replayed>>;

/** Replays every timed rated game into the speed ladders; returns how many games were replayed. */
export async function replaySpeedLadders(db: Kysely<RatingsDb>): Promise<number> {
  await markSpeeds(db);
  const pools: Pools = new Map();
  let replayed = 0;
  let after: Side | undefined;
  for (;;) {
    const sides = await sidesAfter(db, after);
    const changes: RatingChangesTable[] = [];
    for (let i = 0; i + 1 < sides.length; i += 2) {
      const [first, second] = [sides[i] as Side, sides[i + 1] as Side];
      const speed = ratingSpeedSchema.catch('overall').parse(first.speed);
      const [, , ...speedPools] = poolsOfGame(speed, new Date(first.played_at));
      for (const pool of speedPools) changes.push(...replayGame(pools, pool, first, second));
      replayed++;
    }
    await insertChunks(db, 'rating_changes', changes);
    after = sides.at(-1);
    if (sides.length < 2 * PAGE) break;
  }
  await writeStandings(db, pools);
  return replayed;
}

/** Stores each rated game's speed ladder, once per distinct control. */
async function markSpeeds(db: Kysely<RatingsDb>): Promise<void> {
  const controls = await db.selectFrom('rated_games').select('time_control').distinct().execute();
  for (const { time_control } of controls) {
    const speed = storedSpeedOf(time_control);
    if (speed === 'overall') continue;
    await db.updateTable('rated_games').set({ speed }).where('time_control', '=', time_control).execute();
  }
}

/**
 * The next page of timed games' overall changes after `after`, oldest first: two rows a game (one
 * per player), together, by finish time then room code.
 */
function sidesAfter(db: Kysely<RatingsDb>, after: Side | undefined): Promise<Side[]> {
  return db
    .selectFrom('rating_changes as rc')
    .innerJoin('rated_games as g', 'g.room_code', 'rc.room_code')
    .select(['rc.room_code', 'rc.user_id', 'rc.opponent_id', 'rc.score', 'rc.played_at', 'g.speed'])
    .where('rc.pool', '=', GLOBAL_POOL)
    .where('g.speed', '<>', 'overall')
    .$if(after !== undefined, (query) => {
      const { played_at, room_code } = after as Side;
      return query.where((eb) =>
        eb.or([
          eb('rc.played_at', '>', played_at),
          eb.and([eb('rc.played_at', '=', played_at), eb('rc.room_code', '>', room_code)]),
        ]),
      );
    })
    .orderBy('rc.played_at')
    .orderBy('rc.room_code')
    .orderBy('rc.user_id')
    .limit(2 * PAGE)
    .execute();
}

/** Rates one game in one pool from both players' standings before it; the two change rows. */
function replayGame(pools: Pools, pool: string, first: Side, second: Side): RatingChangesTable[] {
  let table = pools.get(pool);
  if (table === undefined) pools.set(pool, (table = new Map()));
  const before = new Map(
    [first, second].map((side) => [side.user_id, table.get(side.user_id) ?? freshStanding()]),
  );
  return [first, second].map((side) => {
    const old = before.get(side.user_id) as Standing;
    const opponent = before.get(side.opponent_id) ?? freshStanding();
    const { standing, expected } = afterGame(old, opponent, side.score as Score);
    table.set(side.user_id, { ...standing, lastGameAt: side.played_at });
    return {
      room_code: side.room_code,
      user_id: side.user_id,
      pool,
      opponent_id: side.opponent_id,
      score: side.score,
      old_rating: old.rating,
      new_rating: standing.rating,
      old_rd: old.rd,
      new_rd: standing.rd,
      opponent_rating: opponent.rating,
      expected_score: expected,
      played_at: side.played_at,
    };
  });
}

/** Writes every replayed standing as a `ratings` row, in the player's region as it is now. */
async function writeStandings(db: Kysely<RatingsDb>, pools: Pools): Promise<void> {
  const users = [...new Set([...pools.values()].flatMap((table) => [...table.keys()]))];
  const regions = new Map<string, string>();
  for (let i = 0; i < users.length; i += CHUNK) {
    const rows = await db
      .selectFrom('accounts')
      .select(['user_id', 'country'])
      .where('user_id', 'in', users.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) regions.set(row.user_id, regionOf(row.country));
  }
  const rows: RatingsTable[] = [];
  for (const [pool, table] of pools)
    for (const [userId, { lastGameAt, ...standing }] of table)
      rows.push({
        user_id: userId,
        pool,
        ...standing,
        region: regions.get(userId) ?? regionOf(null),
        last_game_at: lastGameAt,
      });
  await insertChunks(db, 'ratings', rows);
}

/** Inserts rows in multi-row statements of CHUNK rows. */
async function insertChunks<T extends 'ratings' | 'rating_changes'>(
  db: Kysely<RatingsDb>,
  table: T,
  rows: readonly (T extends 'ratings' ? RatingsTable : RatingChangesTable)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
}
