// The ratings module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. Only this module writes them; the leaderboard, which
// ranks these rows in SQL, reads them all (RatingsSharedTables).
import type { ColumnType } from 'kysely';
import type { AccountsSharedTables } from '../accounts/index.js';

/** A Glicko-2 rating in one pool: 'global', a season ('2026-Q4'), a speed ('bullet') or both ('2026-Q4:bullet'). */
export interface RatingsTable {
  user_id: string;
  pool: string;
  rating: number;
  /** Rating deviation (Glicko-2's RD, on the 1200-centred scale). */
  rd: number;
  volatility: number;
  peak: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  /** Positive: consecutive wins; negative: consecutive losses; 0 after a draw. */
  streak: number;
  /** US, EU, Asia or Other, from the account's country when last rated. */
  region: string;
  last_game_at: string;
}

/** A finished game that has been rated (its primary key makes rating happen once). */
export interface RatedGamesTable {
  room_code: string;
  season: string;
  rated_at: string;
  /** The time control the game was played under, as JSON (`{"kind":"untimed"}` by default and before 0012). */
  time_control: ColumnType<string, string | undefined, string>;
  /** The speed ladder it counted in besides overall; 'overall' for an untimed game (from 0020). */
  speed: ColumnType<string, string | undefined, string>;
}

/** One player's rating change from one game in one pool. */
export interface RatingChangesTable {
  room_code: string;
  user_id: string;
  pool: string;
  opponent_id: string;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
  old_rating: number;
  new_rating: number;
  old_rd: number;
  new_rd: number;
  opponent_rating: number;
  /** Glicko-2's expected score against this opponent before the game. */
  expected_score: number;
  played_at: string;
}

/**
 * How many players of a pool and region have a rating in one 10-point band (`bucket`, see
 * db/rating-bucket-migrations.ts). Kept by the database's triggers on `ratings`: nothing writes it.
 */
export interface RatingBucketsTable {
  pool: string;
  region: string;
  bucket: number;
  players: number;
  /** The sum of those players' ratings (migration 0027): a board's mean is its bands' sums over their counts. */
  rating_sum: number;
}

/**
 * How many games were rated in a season and speed (migration 0028). Kept by the database's triggers
 * on `rated_games`: nothing writes it.
 */
export interface RatedGameCountsTable {
  season: string;
  speed: string;
  games: number;
}

/**
 * How many players of a pool and region last played on a day (`YYYY-MM-DD`, migration 0029). Kept
 * by the database's triggers on `ratings`: nothing writes it.
 */
export interface RatingActivityTable {
  pool: string;
  region: string;
  day: string;
  players: number;
}

/** The tables the ratings module owns, by name. */
export interface RatingsTables {
  ratings: RatingsTable;
  rated_games: RatedGamesTable;
  rating_changes: RatingChangesTable;
  rating_buckets: RatingBucketsTable;
  rated_game_counts: RatedGameCountsTable;
  rating_activity: RatingActivityTable;
}

/** What the leaderboard reads, read only: every rating, change and rated game. */
export type RatingsSharedTables = RatingsTables;

/** What this module's stores may query: its own tables, and read only, what accounts share. */
export type RatingsDb = RatingsTables & AccountsSharedTables;
