// Daily-puzzle attempts in the database (0010): one row per user and puzzle. Every change is
// conditional (see db/puzzle-migrations.ts), so concurrent calls from two tabs or two nodes count
// each attempt once and solve once.
import type { Kysely, Selectable } from 'kysely';
import type { DailyAttemptsTable, PuzzlesDb } from './tables.js';

/** An attempt as stored. */
export type AttemptRow = Selectable<DailyAttemptsTable>;

/** What a first fetch records about the puzzle. */
export interface Sighting {
  readonly puzzleId: string;
  readonly date: string;
  readonly type: string;
  readonly difficulty: number;
}

/** What a submission records. */
export interface Played {
  readonly at: string;
  readonly seconds: number;
  readonly hints: number;
  readonly moves: number;
}

/** One solver of a puzzle. */
export interface SolverRow {
  readonly user_id: string;
  readonly username: string | null;
  readonly best_score: number;
  readonly time_taken_seconds: number;
  readonly hints_used: number;
  readonly solved_at: string | null;
}

const changed = (result: { numUpdatedRows: bigint }): boolean => Number(result.numUpdatedRows) > 0;

/** Storage of daily-puzzle attempts. */
export class PuzzleStore {
  constructor(private readonly db: Kysely<PuzzlesDb>) {}

  /** Records that `userId` has seen these puzzles (first sight only; later ones change nothing). */
  async seen(userId: string, puzzles: readonly Sighting[], at: string): Promise<void> {
    if (puzzles.length === 0) return;
    await this.db
      .insertInto('daily_attempts')
      .values(
        puzzles.map((p) => ({
          user_id: userId,
          puzzle_id: p.puzzleId,
          puzzle_date: p.date,
          puzzle_type: p.type,
          difficulty: p.difficulty,
          first_seen_at: at,
          attempts: 0,
          is_solved: 0,
          best_score: 0,
          time_taken_seconds: 0,
          hints_given: 0,
          hints_used: 0,
          moves_played: 0,
          solved_at: null,
          last_attempt_at: null,
        })),
      )
      .onConflict((conflict) => conflict.columns(['user_id', 'puzzle_id']).doNothing())
      .execute();
  }

  async find(userId: string, puzzleId: string): Promise<AttemptRow | undefined> {
    return this.db
      .selectFrom('daily_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('puzzle_id', '=', puzzleId)
      .executeTakeFirst();
  }

  /**
   * Counts one more attempt at an unsolved puzzle; the attempt's number, or undefined when the
   * puzzle is solved already (by this call's twin in another tab, say).
   */
  async countAttempt(userId: string, puzzleId: string, at: string): Promise<number | undefined> {
    const row = await this.db
      .updateTable('daily_attempts')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), last_attempt_at: at }))
      .where('user_id', '=', userId)
      .where('puzzle_id', '=', puzzleId)
      .where('is_solved', '=', 0)
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  }

  /** Records a wrong line's figures, unless the puzzle got solved meanwhile. */
  async missed(userId: string, puzzleId: string, played: Played): Promise<void> {
    await this.db
      .updateTable('daily_attempts')
      .set({ time_taken_seconds: played.seconds, moves_played: played.moves, hints_used: played.hints })
      .where('user_id', '=', userId)
      .where('puzzle_id', '=', puzzleId)
      .where('is_solved', '=', 0)
      .execute();
  }

  /** Marks the puzzle solved with its score; false when it was solved already (happens once). */
  async solved(userId: string, puzzleId: string, score: number, played: Played): Promise<boolean> {
    const result = await this.db
      .updateTable('daily_attempts')
      .set({
        is_solved: 1,
        best_score: score,
        time_taken_seconds: played.seconds,
        hints_used: played.hints,
        moves_played: played.moves,
        solved_at: played.at,
      })
      .where('user_id', '=', userId)
      .where('puzzle_id', '=', puzzleId)
      .where('is_solved', '=', 0)
      .executeTakeFirst();
    return changed(result);
  }

  /**
   * Counts hint number `next` as given: moves the count from `next - 1` to `next`. Does nothing when
   * the count is already past that (the same hint asked twice is counted once).
   */
  async giveHint(userId: string, puzzleId: string, next: number): Promise<void> {
    await this.db
      .updateTable('daily_attempts')
      .set({ hints_given: next })
      .where('user_id', '=', userId)
      .where('puzzle_id', '=', puzzleId)
      .where('hints_given', '=', next - 1)
      .execute();
  }

  /** The puzzles a user submitted at least once, newest day first, and how many there are. */
  async history(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: AttemptRow[]; total: number }> {
    const attempted = this.db
      .selectFrom('daily_attempts')
      .where('user_id', '=', userId)
      .where('attempts', '>', 0);
    const [rows, count] = await Promise.all([
      attempted
        .selectAll()
        .orderBy('puzzle_date', 'desc')
        .orderBy('last_attempt_at', 'desc')
        .orderBy('puzzle_id')
        .limit(limit)
        .offset(offset)
        .execute(),
      attempted.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** Every puzzle a user submitted at least once (for the statistics: a few hundred rows at most). */
  async attempted(userId: string): Promise<AttemptRow[]> {
    return this.db
      .selectFrom('daily_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('attempts', '>', 0)
      .execute();
  }

  /** A puzzle's solvers: best score first, then the quicker, then the earlier. */
  async solvers(puzzleId: string, limit: number): Promise<SolverRow[]> {
    return this.db
      .selectFrom('daily_attempts as d')
      .leftJoin('accounts as a', 'a.user_id', 'd.user_id')
      .select([
        'd.user_id',
        'a.username',
        'd.best_score',
        'd.time_taken_seconds',
        'd.hints_used',
        'd.solved_at',
      ])
      .where('d.puzzle_id', '=', puzzleId)
      .where('d.is_solved', '=', 1)
      .orderBy('d.best_score', 'desc')
      .orderBy('d.time_taken_seconds', 'asc')
      .orderBy('d.solved_at', 'asc')
      .orderBy('d.user_id')
      .limit(limit)
      .execute();
  }
}
