// What the achievements need of the rooms, which own the games: a finished room's row, and the
// games finished since a time. Declared here, so the achievements need not import the rooms;
// services.ts hands in the rooms' store.

/** The columns of a room's row that evaluating its game reads. */
export interface GameRow {
  readonly code: string;
  readonly status: 'waiting' | 'active' | 'finished';
  /** PDN FEN of the initial position. */
  readonly initial_fen: string;
  /** JSON array of moves, each the array of square indices of its path. */
  readonly moves: string;
  readonly red_user_id: string | null;
  readonly black_user_id: string | null;
  readonly winner: 'red' | 'black' | null;
  readonly end_reason: string | null;
  readonly started_at: string | null;
  readonly finished_at: string | null;
  /** The ACF ballot the game was started from (its three moves open `moves`); null or absent if none. */
  readonly ballot?: number | null;
}

/** The rooms' games, as the achievements read them. */
export interface FinishedGames {
  /** Games finished at or after `since` (an ISO time). */
  finishedSince(since: string): Promise<readonly GameRow[]>;
}
