// Rates finished games between registered accounts: Glicko-2 in the global pool and the season's,
// exactly once per game, with the history analytics read. The `rated_games` row is claimed in the
// same transaction as the ratings it justifies, so a game is rated once even when two nodes (or a
// finishing move and the start-up sweep) try at the same moment, and never half-rated by a crash.
import { seasonOf, type RatingChange, type ServerMessage, type WireColor } from '@checkers/protocol';
import type { Kysely, Transaction } from 'kysely';
import { UNTIMED_CONTROL_JSON } from '../../db/clock-migrations.js';
import { sqliteOf } from '../../db/database.js';
import type { RatingsDb, RatingsTable } from './tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { regionOf } from '../accounts/index.js';
import type { EventBus } from '../realtime/index.js';
import type { FinishedAt, FinishedGames } from './finished-games.js';
import { isProvisional } from './glicko2.js';
import { afterGame, freshStanding, scoreOf, type Standing } from './standing.js';

/** How the service reports trouble (a logger's `warn`). */
export type RatingWarn = (details: Record<string, unknown>, message: string) => void;

/** The pool every rated game counts in; the other is its season's ('2026-Q4'). */
export const GLOBAL_POOL = 'global';

/** The `rating_updated` event's payload. */
export type RatingUpdate = Extract<ServerMessage, { type: 'rating_updated' }>['payload'];

/** Why a game was not rated (none of these is an error). */
export type SkipReason = 'unknown_room' | 'not_finished' | 'casual' | 'already_rated';

/** What became of one request to rate a game. */
export type RateResult =
  | { readonly status: 'rated'; readonly update: RatingUpdate }
  | { readonly status: 'skipped'; readonly reason: SkipReason };

/** A finished rated game, as the rating needs it. */
interface FinishedGame {
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

// Two games of one player rated at once on two nodes may both create its first row in a pool; the
// loser of that race breaks the primary key and starts again, seeing the winner's row. PostgreSQL
// may also end one of two transactions that wait on each other's rows (a deadlock); it is retried.
const MAX_ATTEMPTS = 3;

/** Finished games read at a time when looking for those never rated. */
const MISSED_PAGE = 500;

const isRetryable = (error: unknown): boolean =>
  isUniqueViolation(error) || (error as { code?: unknown } | null)?.code === '40P01';

/** Rates finished rated games and announces the changes. */
export class RatingService {
  /** PostgreSQL locks the rows it rates; SQLite's single writer already serialises transactions. */
  private readonly lockRows: boolean;
  /** Told after each game this node rates (the leaderboard drops its cached figures). */
  private readonly listeners: ((update: RatingUpdate) => void)[] = [];
  /** Ratings under way in the background (`settled` waits for them). */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<RatingsDb>,
    /** The finished games: the rooms'. */
    private readonly games: FinishedGames,
    private readonly bus: EventBus,
    private readonly warn: RatingWarn = () => {},
  ) {
    this.lockRows = sqliteOf(db) === undefined;
  }

  /**
   * Rates the room's game if it is finished, rated and not rated yet, then announces the global
   * pool's changes to the room (after the commit, so nobody hears of a rating that was not kept).
   */
  async rateFinished(code: string): Promise<RateResult> {
    const room = await this.games.find(code);
    if (room === undefined) return skipped('unknown_room');
    if (room.status !== 'finished' || room.finished_at === null) return skipped('not_finished');
    if (
      room.rated !== 1 ||
      room.end_reason === 'aborted' ||
      room.red_user_id === null ||
      room.black_user_id === null
    )
      return skipped('casual');
    const game: FinishedGame = {
      code,
      seats: { red: room.red_user_id, black: room.black_user_id },
      winner: room.winner,
      finishedAt: room.finished_at,
      // Every control shares one ladder for now; the record lets per-control ladders be built later.
      timeControl: room.time_control ?? UNTIMED_CONTROL_JSON,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const update = await this.record(game);
        if (update === undefined) return skipped('already_rated');
        for (const listener of this.listeners) listener(update);
        this.bus.publish(code, { type: 'rating_updated', payload: update });
        return { status: 'rated', update };
      } catch (error) {
        if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** Calls `listener` after every game this node rates, once its changes are committed. */
  onRated(listener: (update: RatingUpdate) => void): void {
    this.listeners.push(listener);
  }

  /** The global-pool ratings of the given users; those never rated are left out. */
  async currentRatings(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('ratings')
      .select(['user_id', 'rating'])
      .where('pool', '=', GLOBAL_POOL)
      .where('user_id', 'in', userIds)
      .execute();
    return new Map(rows.map((row) => [row.user_id, row.rating]));
  }

  /** Those of these users rated in any pool (the retention keeps them). */
  async ratedUsers(userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('ratings')
      .select('user_id')
      .distinct()
      .where('user_id', 'in', userIds)
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** Rates a game without making the caller wait; a failure is logged and left to `rateMissed`. */
  rateInBackground(code: string): void {
    const work = this.rateFinished(code)
      .catch((error: unknown) =>
        this.warn({ err: error, room: code }, 'Rating a finished game failed; the next sweep rates it'),
      )
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves when the background ratings started so far have ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Runs `rateMissed` without making the caller wait (start-up); a failure is logged. */
  rateMissedInBackground(): void {
    this.rateMissed().catch((error: unknown) => this.warn({ err: error }, 'Rating missed games failed'));
  }

  /**
   * Rates every finished rated game that has no `rated_games` row, oldest first: those whose
   * rating was cut short by a crash or a restart between the last move and the rating. Returns
   * how many were rated here.
   */
  async rateMissed(): Promise<number> {
    let rated = 0;
    let after: FinishedAt | undefined;
    for (;;) {
      const page = await this.games.finishedRated(after, MISSED_PAGE);
      if (page.length === 0) return rated;
      after = page.at(-1);
      const codes = page.map((game) => game.code);
      const done = await this.db
        .selectFrom('rated_games')
        .select('room_code')
        .where('room_code', 'in', codes)
        .execute();
      const claimed = new Set(done.map((row) => row.room_code));
      for (const { code } of page) {
        if (claimed.has(code)) continue;
        try {
          if ((await this.rateFinished(code)).status === 'rated') rated++;
        } catch (error) {
          // One game that cannot be rated must not keep the others from being rated.
          this.warn({ err: error, room: code }, 'Rating a missed game failed');
        }
      }
      if (page.length < MISSED_PAGE) return rated;
    }
  }

  /** Claims the game and rates it in both pools, in one transaction; undefined if already claimed. */
  private async record(game: FinishedGame): Promise<RatingUpdate | undefined> {
    const season = seasonOf(new Date(game.finishedAt));
    return this.db.transaction().execute(async (trx) => {
      // Exactly once: the primary key lets one transaction claim the game; elsewhere it is a no-op.
      const claimed = await trx
        .insertInto('rated_games')
        .values({
          room_code: game.code,
          season,
          rated_at: new Date().toISOString(),
          time_control: game.timeControl,
        })
        .onConflict((conflict) => conflict.column('room_code').doNothing())
        .returning('room_code')
        .executeTakeFirst();
      if (claimed === undefined) return undefined;
      const regions = await this.regionsOf(trx, Object.values(game.seats));
      const changes = await this.ratePool(trx, GLOBAL_POOL, game, regions);
      await this.ratePool(trx, season, game, regions);
      return { room_code: game.code, changes };
    });
  }

  /** Applies the game to both players' ratings in one pool; returns their changes. */
  private async ratePool(
    trx: Transaction<RatingsDb>,
    pool: string,
    game: FinishedGame,
    regions: ReadonlyMap<string, string>,
  ): Promise<RatingChange[]> {
    const stored = await this.standings(trx, pool, Object.values(game.seats));
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
  private async standings(
    trx: Transaction<RatingsDb>,
    pool: string,
    userIds: readonly string[],
  ): Promise<Map<string, Standing>> {
    const rows = await trx
      .selectFrom('ratings')
      .select(['user_id', ...STANDING_COLUMNS])
      .where('pool', '=', pool)
      .where('user_id', 'in', userIds)
      // One order for every transaction, so two games sharing a player seldom wait on each other
      // in a cycle (a deadlock that still happens is retried).
      .orderBy('user_id')
      .$if(this.lockRows, (query) => query.forUpdate())
      .execute();
    return new Map(rows.map(({ user_id, ...standing }) => [user_id, standing]));
  }

  /** Each account's leaderboard region, from its country as it is now. */
  private async regionsOf(
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
}

const skipped = (reason: SkipReason): RateResult => ({ status: 'skipped', reason });
