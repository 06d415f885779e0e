// Rating one finished game: the `rated_games` row is claimed in the same transaction as the
// ratings it justifies, so a game is rated once even when two nodes (or a finishing move and the
// start-up sweep) try at the same moment, and never half-rated by a crash. The game counts in the
// global pool and its season's, and a timed game in its speed's pool and that speed's of the season
// (pools.ts).
import {
  ratingSpeedOf,
  seasonOf,
  timeControlSchema,
  type RatingChange,
  type RatingSpeed,
  type ServerMessage,
  type WireColor,
} from '@checkers/protocol';
import type { Kysely, Transaction } from 'kysely';
import { regionOf } from '../accounts/index.js';
import { isProvisional } from './glicko2.js';
import { afterGame, freshStanding, scoreOf, type Standing } from './standing.js';
import type { RatingsDb, RatingsTable } from './tables.js';
import { poolsOfGame } from './pools.js';

/** The `rating_updated` event's payload. */
export type RatingUpdate = Extract<ServerMessage, { type: 'rating_updated' }>['payload'];

/** A finished rated game, as the rating needs it. */
export interface FinishedGame {
  readonly code: string;
  readonly seats: Readonly<Record<WireColor, string>>;
  readonly winner: WireColor | null;
  readonly finishedAt: string;
  /** The room's time control as stored (JSON), the untimed control's when it has none. */
  readonly timeControl: string;
}

const COLORS: readonly WireColor[] = ['red', 'black'];

/** The columns of a `ratings` row that make a `Standing`. */
const STANDING_COLUMNS = [
  'rating',
  'rd',
  'volatility',
  'peak',
  'games',
  'wins',
  'losses',
  'draws',
  'streak',
] as const satisfies readonly (keyof Standing)[];
const other = (color: WireColor): WireColor => (color === 'red' ? 'black' : 'red');

/** The speed ladder of a stored time control ('overall' for untimed, or one that does not parse). */
export function storedSpeedOf(timeControl: string): RatingSpeed {
  let parsed: unknown;
  try {
    parsed = JSON.parse(timeControl);
  } catch {
    return 'overall';
  }
  const control = timeControlSchema.safeParse(parsed);
  return control.success ? ratingSpeedOf(control.data) : 'overall';
}

/** Claims the game and rates it in each of its pools, in one transaction; undefined if already claimed. */
export async function recordRatedGame(
  db: Kysely<RatingsDb>,
  game: FinishedGame,
  lockRows: boolean,
): Promise<RatingUpdate | undefined> {
  const finishedAt = new Date(game.finishedAt);
  const season = seasonOf(finishedAt);
  const speed = storedSpeedOf(game.timeControl);
  return db.transaction().execute(async (trx) => {
    // Exactly once: the primary key lets one transaction claim the game; elsewhere it is a no-op.
    const claimed = await trx
      .insertInto('rated_games')
      .values({
        room_code: game.code,
        season,
        rated_at: new Date().toISOString(),
        time_control: game.timeControl,
        speed,
      })
      .onConflict((conflict) => conflict.column('room_code').doNothing())
      .returning('room_code')
      .executeTakeFirst();
    if (claimed === undefined) return undefined;
    const regions = await regionsOf(trx, Object.values(game.seats));
    // Pools in one order (overall, season, speed, the speed's season), rows within each by user id.
    const [global, , speedPool] = poolsOfGame(speed, finishedAt);
    const changes = new Map<string, RatingChange[]>();
    for (const pool of poolsOfGame(speed, finishedAt))
      changes.set(pool, await ratePool(trx, pool, game, regions, lockRows));
    const overall = changes.get(global as string) ?? [];
    const speedChanges = speedPool === undefined ? undefined : changes.get(speedPool);
    return speedChanges === undefined
      ? { room_code: game.code, speed, changes: overall }
      : { room_code: game.code, speed, changes: overall, speed_changes: speedChanges };
  });
}

/** Applies the game to both players' ratings in one pool; returns their changes. */
async function ratePool(
  trx: Transaction<RatingsDb>,
  pool: string,
  game: FinishedGame,
  regions: ReadonlyMap<string, string>,
  lockRows: boolean,
): Promise<RatingChange[]> {
  const stored = await standings(trx, pool, Object.values(game.seats), lockRows);
  const before = (userId: string): Standing => stored.get(userId) ?? freshStanding();
  const changes: RatingChange[] = [];
  for (const color of COLORS) {
    const userId = game.seats[color];
    const opponentId = game.seats[other(color)];
    const score = scoreOf(game.winner, color);
    const old = before(userId);
    const opponent = before(opponentId);
    const { standing, expected } = afterGame(old, opponent, score);
    const row: RatingsTable = {
      user_id: userId,
      pool,
      ...standing,
      region: regions.get(userId) ?? regionOf(null),
      last_game_at: game.finishedAt,
    };
    if (stored.has(userId)) {
      await trx
        .updateTable('ratings')
        .set(row)
        .where('user_id', '=', userId)
        .where('pool', '=', pool)
        .execute();
    } else {
      await trx.insertInto('ratings').values(row).execute();
    }
    await trx
      .insertInto('rating_changes')
      .values({
        room_code: game.code,
        user_id: userId,
        pool,
        opponent_id: opponentId,
        score,
        old_rating: old.rating,
        new_rating: standing.rating,
        old_rd: old.rd,
        new_rd: standing.rd,
        opponent_rating: opponent.rating,
        expected_score: expected,
        played_at: game.finishedAt,
      })
      .execute();
    changes.push({
      user_id: userId,
      color,
      old_rating: old.rating,
      new_rating: standing.rating,
      rating_deviation: standing.rd,
      provisional: isProvisional({ deviation: standing.rd }),
      expected_score: expected,
      score,
    });
  }
  return changes;
}

/** The stored standings of the users in a pool, locked until the transaction ends (PostgreSQL). */
async function standings(
  trx: Transaction<RatingsDb>,
  pool: string,
  userIds: readonly string[],
  lockRows: boolean,
): Promise<Map<string, Standing>> {
  const rows = await trx
    .selectFrom('ratings')
    .select(['user_id', ...STANDING_COLUMNS])
    .where('pool', '=', pool)
    .where('user_id', 'in', userIds)
    // One order for every transaction, so two games sharing a player seldom wait on each other
    // in a cycle (a deadlock that still happens is retried).
    .orderBy('user_id')
    .$if(lockRows, (query) => query.forUpdate())
    .execute();
  return new Map(rows.map(({ user_id, ...standing }) => [user_id, standing]));
}

/** Each account's leaderboard region, from its country as it is now. */
async function regionsOf(
  trx: Transaction<RatingsDb>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await trx
    .selectFrom('accounts')
    .select(['user_id', 'country'])
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [row.user_id, regionOf(row.country)]));
}
