// The leaderboard module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and
// ISO times, integers for counters and flags. No other module names them: others ask this module's
// services.
import type { RatingsSharedTables } from '../ratings/index.js';
import type { AccountsSharedTables } from '../accounts/index.js';

/** Each pool's ranks at the start of a day (UTC), for rank changes. */
export interface RankSnapshotsTable {
  pool: string;
  /** YYYY-MM-DD. */
  day: string;
  user_id: string;
  rank: number;
  /** Rank within the user's region. */
  region_rank: number;
}

/** The tables the leaderboard module owns, by name. */
export interface LeaderboardTables {
  rank_snapshots: RankSnapshotsTable;
}

/** What this module's stores may query: its own tables, and read only, what ratings and accounts share. */
export type LeaderboardDb = LeaderboardTables & RatingsSharedTables & AccountsSharedTables;
