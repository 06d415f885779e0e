// The achievements module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and
// ISO times, integers for counters and flags. No other module names them: others ask this module's
// services.
import type { AccountsSharedTables } from '../accounts/index.js';

/** An achievement a user unlocked (a row per unlock; the primary key makes it happen once). */
export interface UserAchievementsTable {
  user_id: string;
  achievement_id: string;
  /** The definition's category and points, copied so the boards sum them in SQL. */
  category: string;
  points: number;
  unlocked_at: string;
  /** JSON (protocol `ProgressData`): `self_reported`, `room_code`, ... */
  progress_data: string;
}

/** What a user's counting achievements count, and the time zone its games are judged in. */
export interface AchievementCountersTable {
  user_id: string;
  /** Finished games, aborted ones excepted. */
  games_played: number;
  wins: number;
  /** Wins in a row now (a draw or a loss sets it to 0). */
  win_streak: number;
  best_streak: number;
  /** IANA time zone last reported by the user's client; null: UTC. */
  time_zone: string | null;
  /** JSON array of the built-in themes reported used (explorer). */
  themes: string;
  updated_at: string;
}

/** A finished game already evaluated for one of its players (counts it once). */
export interface AchievementGamesTable {
  user_id: string;
  room_code: string;
  evaluated_at: string;
}

/** An opponent a user has finished a game against (socialButterfly). */
export interface AchievementOpponentsTable {
  user_id: string;
  opponent_id: string;
  first_played_at: string;
}

/** The tables the achievements module owns, by name. */
export interface AchievementsTables {
  user_achievements: UserAchievementsTable;
  achievement_counters: AchievementCountersTable;
  achievement_games: AchievementGamesTable;
  achievement_opponents: AchievementOpponentsTable;
}

/** What this module's stores may query: its own tables, and read only, what accounts share. */
export type AchievementsDb = AchievementsTables & AccountsSharedTables;
