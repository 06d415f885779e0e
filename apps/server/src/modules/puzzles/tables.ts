// The puzzles module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. No other module names them: others ask this module's
// services.
import type { AccountsSharedTables } from '../accounts/index.js';

/**
 * A user's attempt at one daily puzzle (0010): made when the user first fetches it, counted by each
 * submission. Flags are 0/1 integers.
 */
export interface DailyAttemptsTable {
  user_id: string;
  /** The bank's puzzle id. */
  puzzle_id: string;
  /** The UTC day (YYYY-MM-DD) it was the puzzle of when first fetched. */
  puzzle_date: string;
  /** The puzzle's type and difficulty, copied from the bank for the figures. */
  puzzle_type: string;
  difficulty: number;
  /** When the user first fetched it: the server's clock for hints and scored time starts here. */
  first_seen_at: string;
  attempts: number;
  is_solved: number;
  /** The solving submission's score (0 until solved). */
  best_score: number;
  /** The time that counted for the solving submission (before that, the last submission's). */
  time_taken_seconds: number;
  /** Hints the server gave (each counted once). */
  hints_given: number;
  /** Hints counted for the score: the most the client said it used or the server gave. */
  hints_used: number;
  /** Solver moves of the solving submission (before that, of the last one). */
  moves_played: number;
  solved_at: string | null;
  last_attempt_at: string | null;
}

/** The tables the puzzles module owns, by name. */
export interface PuzzlesTables {
  daily_attempts: DailyAttemptsTable;
}

/** What this module's stores may query: its own tables, and read only, what accounts share. */
export type PuzzlesDb = PuzzlesTables & AccountsSharedTables;
