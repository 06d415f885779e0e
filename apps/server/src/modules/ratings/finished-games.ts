// What rating needs of the rooms, which own the games: a room's row, and the finished rated games
// in the order they finished. Declared here, so the ratings need not import the rooms; services.ts
// hands in the rooms' store.
import type { WireColor } from '@checkers/protocol';

/** The columns of a room's row that rating a game reads. */
export interface RatedRoom {
  readonly code: string;
  readonly status: 'waiting' | 'active' | 'finished';
  readonly rated: number;
  readonly end_reason: string | null;
  readonly red_user_id: string | null;
  readonly black_user_id: string | null;
  readonly winner: WireColor | null;
  readonly finished_at: string | null;
  /** The time control as JSON; null when untimed. */
  readonly time_control: string | null;
}

/** A finished game's place in the order of finishing (its finish time, then its code). */
export interface FinishedAt {
  readonly code: string;
  readonly finishedAt: string;
}

/** The rooms' games, as the ratings read them. */
export interface FinishedGames {
  /** The room with this code. */
  find(code: string): Promise<RatedRoom | undefined>;
  /** Finished rated games after `after` (every one when undefined), oldest first, at most `limit`. */
  finishedRated(after: FinishedAt | undefined, limit: number): Promise<readonly FinishedAt[]>;
}
