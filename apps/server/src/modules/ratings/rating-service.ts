// Rates finished games between registered accounts: Glicko-2 in the global pool and the season's,
// and a timed game in its speed's too (pools.ts), exactly once per game (rating-record.ts), announced after the commit; a sweep at start-up rates
// those a crash or a restart left unrated.
import { RATING_SPEEDS, type RatingSpeed, type SpeedRatings } from '@checkers/protocol';
import type { Kysely } from 'kysely';
import { UNTIMED_CONTROL_JSON } from '../../db/clock-migrations.js';
import { sqliteOf } from '../../db/database.js';
import type { RatingsDb } from './tables.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { EventBus } from '../realtime/index.js';
import type { FinishedAt, FinishedGames } from './finished-games.js';
import { GLICKO2_SETTINGS } from './glicko2.js';
import { poolOf } from './pools.js';
import { recordRatedGame, type FinishedGame, type RatingUpdate } from './rating-record.js';

/** How the service reports trouble (a logger's `warn`). */
export type RatingWarn = (details: Record<string, unknown>, message: string) => void;

/** Why a game was not rated (none of these is an error). */
export type SkipReason = 'unknown_room' | 'not_finished' | 'casual' | 'already_rated';

/** What became of one request to rate a game. */
export type RateResult =
  | { readonly status: 'rated'; readonly update: RatingUpdate }
  | { readonly status: 'skipped'; readonly reason: SkipReason };

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
   * Rates the room's game if it is finished, rated and not rated yet, then announces the overall
   * changes (and its speed's) to the room (after the commit, so nobody hears of a rating that was not kept).
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
      // Its speed decides which speed ladder it counts in besides overall.
      timeControl: room.time_control ?? UNTIMED_CONTROL_JSON,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        const update = await recordRatedGame(this.db, game, this.lockRows);
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

  /**
   * The ratings of the given users in one ladder ('overall', or a speed's: quick pairing and
   * tournaments pair by the speed of their clock); those never rated in it are left out.
   */
  async currentRatings(userIds: readonly string[], speed: RatingSpeed): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('ratings')
      .select(['user_id', 'rating'])
      .where('pool', '=', poolOf(speed, null))
      .where('user_id', 'in', userIds)
      .execute();
    return new Map(rows.map((row) => [row.user_id, row.rating]));
  }

  /** A user's rating in every ladder, all time; a ladder never played has the starting figures. */
  async speedRatings(userId: string): Promise<SpeedRatings> {
    const rows = await this.db
      .selectFrom('ratings')
      .select(['pool', 'rating', 'rd', 'games'])
      .where('user_id', '=', userId)
      .where(
        'pool',
        'in',
        RATING_SPEEDS.map((speed) => poolOf(speed, null)),
      )
      .execute();
    const byPool = new Map(rows.map(({ pool, ...rating }) => [pool, rating]));
    const unplayed = {
      rating: GLICKO2_SETTINGS.initialRating,
      rd: GLICKO2_SETTINGS.initialDeviation,
      games: 0,
    };
    const entries = RATING_SPEEDS.map((speed) => [speed, byPool.get(poolOf(speed, null)) ?? unplayed]);
    return Object.fromEntries(entries) as SpeedRatings;
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
}

const skipped = (reason: SkipReason): RateResult => ({ status: 'skipped', reason });
