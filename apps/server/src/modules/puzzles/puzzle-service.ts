// The daily puzzle: today's puzzle and past ones, the caller's progress, hints after 30 s, and
// submissions replayed and judged by the engine and scored by the server (score.ts). The server's
// clock decides the day, when a hint unlocks and the time a solve took: it starts when the caller
// first fetches a puzzle.
import {
  DAILY_LIMITS,
  DAILY_MESSAGES,
  DAILY_PUZZLE_TYPES,
  type DailyChallenge,
  type DailyHint,
  type DailyHistoryEntry,
  type DailyLeaderboardEntry,
  type DailyProgress,
  type DailyPuzzleType,
  type DailyStatistics,
  type DailySubmitBody,
  type DailySubmitResult,
} from '@checkers/protocol';
import { judgeLine, startOf, stepsToMoves } from '@checkers/puzzles';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { AttemptRow, PuzzleStore } from './puzzle-store.js';
import { dayOf, isDay, type Dated, type Schedule } from './schedule.js';
import { countedSeconds, scoreOf } from './score.js';
import { streaks } from './streaks.js';

/** The module's own texts (the spec's are DAILY_MESSAGES). */
export const PUZZLE_TEXTS = {
  noChallengeThatDay: 'No challenge available for that day',
  notADay: 'date must be a real day, YYYY-MM-DD',
  unknownChallenge: 'Challenge not found',
} as const;

/** What the daily puzzle needs. */
export interface PuzzleDeps {
  readonly schedule: Schedule;
  readonly store: PuzzleStore;
  /** The server's clock (tests set it). */
  readonly clock?: () => Date;
}

/** A submission's reply. */
export interface Submitted {
  readonly result: DailySubmitResult;
  readonly progress: DailyProgress;
}

/** The daily puzzle service. */
export class PuzzleService {
  private readonly schedule: Schedule;
  private readonly store: PuzzleStore;
  private readonly clock: () => Date;

  constructor(deps: PuzzleDeps) {
    this.schedule = deps.schedule;
    this.store = deps.store;
    this.clock = deps.clock ?? (() => new Date());
  }

  /** The UTC day now. */
  today(): string {
    return dayOf(this.clock());
  }

  /**
   * Today's puzzle; an account's clock on it starts now if it had not (null: a guest, who plays it
   * on the page and keeps nothing here).
   */
  async todays(userId: string | null): Promise<Outcome<DailyChallenge>> {
    const today = this.today();
    const dated = this.schedule.ofDay(today, today);
    // Only before the launch day.
    if (dated === undefined) return failure('not_found', DAILY_MESSAGES.noneToday);
    if (userId !== null) await this.see(userId, [dated]);
    return success(this.schedule.challenge(dated));
  }

  /** The puzzle of a day: today or a past day since the launch. */
  async ofDay(userId: string, date: string): Promise<Outcome<DailyChallenge>> {
    if (!isDay(date)) return failure('validation_failed', PUZZLE_TEXTS.notADay);
    const dated = this.schedule.ofDay(date, this.today());
    if (dated === undefined) return failure('not_found', PUZZLE_TEXTS.noChallengeThatDay);
    await this.see(userId, [dated]);
    return success(this.schedule.challenge(dated));
  }

  /** Published puzzles of a type, the most recent first. */
  async ofType(userId: string, type: DailyPuzzleType, limit: number): Promise<DailyChallenge[]> {
    const found = this.schedule.ofType(type, this.today(), limit);
    await this.see(userId, found);
    return found.map((dated) => this.schedule.challenge(dated));
  }

  /** The caller's attempt at today's puzzle: null before a submission or a hint. */
  async progress(userId: string): Promise<DailyProgress | null> {
    const today = this.today();
    const dated = this.schedule.ofDay(today, today);
    if (dated === undefined) return null;
    await this.see(userId, [dated]);
    const row = await this.store.find(userId, dated.puzzle.id);
    if (row === undefined || (row.attempts === 0 && row.hints_given === 0)) return null;
    return progressOf(row);
  }

  /**
   * The next hint, once 30 s have passed by both the caller's timer and the server's clock, or at
   * once after a wrong try (a judged line that missed): a player stuck after a mistake gets help.
   */
  async hint(userId: string, challengeId: string, timeSpent: number): Promise<Outcome<DailyHint>> {
    const dated = this.schedule.byIdAsOf(challengeId, this.today());
    if (dated === undefined) return failure('not_found', PUZZLE_TEXTS.unknownChallenge);
    const row = await this.see(userId, [dated]);
    if (row.is_solved === 1) return failure('conflict', DAILY_MESSAGES.alreadySolved);
    const waited = (this.clock().getTime() - Date.parse(row.first_seen_at)) / 1000;
    const early = timeSpent < DAILY_LIMITS.hintAfterSeconds || waited < DAILY_LIMITS.hintAfterSeconds;
    if (early && row.attempts === 0) {
      return failure('conflict', DAILY_MESSAGES.hintsLocked);
    }
    const { hints } = dated.puzzle;
    const next = row.hints_given + 1;
    if (next > hints.length) return failure('conflict', DAILY_MESSAGES.noneLeft);
    // Asked twice at once (two tabs), the same hint number is given to both and counted once.
    await this.store.giveHint(userId, challengeId, next);
    return success({ text: hints[next - 1]!, hint_number: next, hints_remaining: hints.length - next });
  }

  /** Replays, judges and scores a line; counts the attempt. */
  async submit(userId: string, challengeId: string, body: DailySubmitBody): Promise<Outcome<Submitted>> {
    const dated = this.schedule.byIdAsOf(challengeId, this.today());
    if (dated === undefined) return failure('not_found', PUZZLE_TEXTS.unknownChallenge);
    const { puzzle } = dated;
    const steps = stepsToMoves(startOf(puzzle), body.moves);
    if (!steps.ok) {
      const { from, to } = body.moves[steps.at]!;
      return failure(
        'illegal_move',
        `Step ${steps.at + 1} (${from.row},${from.col} to ${to.row},${to.col}) is not legal: ${steps.reason}`,
      );
    }
    const seen = await this.see(userId, [dated]);
    if (seen.is_solved === 1) return failure('conflict', DAILY_MESSAGES.alreadySolved);
    const judged = judgeLine(puzzle, steps.moves);
    const now = this.clock();
    const at = now.toISOString();
    const attempt = await this.store.countAttempt(userId, puzzle.id, at);
    if (attempt === undefined) return failure('conflict', DAILY_MESSAGES.alreadySolved);
    const serverSeconds = Math.max(0, (now.getTime() - Date.parse(seen.first_seen_at)) / 1000);
    const latest = (await this.store.find(userId, puzzle.id)) ?? seen;
    const played = {
      at,
      seconds: countedSeconds(body.time_taken, serverSeconds, judged.solverMoves),
      hints: Math.max(body.hints_used, latest.hints_given),
      moves: judged.solverMoves,
    };
    let score = 0;
    if (judged.solved) {
      score = scoreOf({
        difficulty: puzzle.difficulty,
        speed: puzzle.type === 'speed',
        seconds: played.seconds,
        hints: played.hints,
        earlierAttempts: attempt - 1,
      });
      // Another tab's correct line may have got there between the count and now: it solved.
      if (!(await this.store.solved(userId, puzzle.id, score, played))) {
        return failure('conflict', DAILY_MESSAGES.alreadySolved);
      }
    } else {
      await this.store.missed(userId, puzzle.id, played);
    }
    const row = (await this.store.find(userId, puzzle.id)) ?? latest;
    const result: DailySubmitResult = { is_correct: judged.solved, score, attempt };
    if (!judged.solved && judged.reason !== undefined) result.reason = judged.reason;
    return success({ result, progress: progressOf(row) });
  }

  /** The caller's figures over every puzzle it submitted. */
  async statistics(userId: string): Promise<DailyStatistics> {
    const rows = await this.store.attempted(userId);
    const solved = rows.filter((row) => row.is_solved === 1);
    const byType = Object.fromEntries(DAILY_PUZZLE_TYPES.map((t) => [t, 0])) as Record<
      DailyPuzzleType,
      number
    >;
    for (const row of solved) {
      const type = row.puzzle_type as DailyPuzzleType;
      if (type in byType) byType[type]++;
    }
    const total = solved.reduce((sum, row) => sum + row.best_score, 0);
    const mean = (values: number[]): number =>
      values.length === 0 ? 0 : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
    return {
      total_solved: solved.length,
      total_attempted: rows.length,
      ...streaks(
        solved.map((row) => row.puzzle_date),
        this.today(),
      ),
      average_score: mean(solved.map((row) => row.best_score)),
      average_time_seconds: mean(solved.map((row) => row.time_taken_seconds)),
      total_score: total,
      solved_by_type: byType,
    };
  }

  /** The puzzles the caller submitted, the most recent day first. */
  async history(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ history: DailyHistoryEntry[]; total: number }> {
    const { rows, total } = await this.store.history(userId, limit, offset);
    const history = rows.map((row): DailyHistoryEntry => {
      const puzzle = this.schedule.find(row.puzzle_id);
      return {
        challenge_id: row.puzzle_id,
        date: row.puzzle_date,
        // A puzzle since dropped from the bank keeps its row; it is named by its id.
        title: puzzle?.title ?? `Puzzle ${row.puzzle_id}`,
        puzzle_type: (puzzle?.type ?? row.puzzle_type) as DailyPuzzleType,
        difficulty: puzzle?.difficulty ?? row.difficulty,
        is_solved: row.is_solved === 1,
        score: row.best_score,
        attempts: row.attempts,
        hints_used: Math.max(row.hints_used, row.hints_given),
        time_taken_seconds: row.time_taken_seconds,
        last_attempt_at: row.last_attempt_at ?? row.first_seen_at,
      };
    });
    return { history, total };
  }

  /** A published puzzle's solvers, best first. */
  async leaderboard(challengeId: string, limit: number): Promise<Outcome<DailyLeaderboardEntry[]>> {
    if (this.schedule.byIdAsOf(challengeId, this.today()) === undefined) {
      return failure('not_found', PUZZLE_TEXTS.unknownChallenge);
    }
    const rows = await this.store.solvers(challengeId, limit);
    return success(
      rows.map((row, i) => ({
        rank: i + 1,
        user_id: row.user_id,
        username: row.username ?? '',
        score: row.best_score,
        time_taken_seconds: row.time_taken_seconds,
        hints_used: row.hints_used,
        solved_at: row.solved_at ?? '',
      })),
    );
  }

  /** Records first sight of puzzles; the row of the first one. */
  private async see(userId: string, puzzles: readonly Dated[]): Promise<AttemptRow> {
    await this.store.seen(
      userId,
      puzzles.map(({ puzzle, date }) => ({
        puzzleId: puzzle.id,
        date,
        type: puzzle.type,
        difficulty: puzzle.difficulty,
      })),
      this.clock().toISOString(),
    );
    const first = puzzles[0];
    const row = first === undefined ? undefined : await this.store.find(userId, first.puzzle.id);
    // Only asked with at least one puzzle, whose row the insert above made or found.
    return row!;
  }
}

/** An attempt on the wire. */
function progressOf(row: AttemptRow): DailyProgress {
  return {
    challenge_id: row.puzzle_id,
    moves_played: row.moves_played,
    hints_used: Math.max(row.hints_used, row.hints_given),
    time_taken_seconds: row.time_taken_seconds,
    is_solved: row.is_solved === 1,
    score: row.best_score,
    attempts: row.attempts,
  };
}
