// The tournaments module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. No other module names them: others ask this module's
// services.
import type { AccountsSharedTables } from '../accounts/index.js';

/** A tournament (0022): an arena or a Swiss event, from its creation to its podium. */
export interface TournamentsTable {
  id: string;
  name: string;
  /** 'arena' or 'swiss'. */
  kind: string;
  /** 'upcoming', 'running' or 'finished'; each change is one conditional update. */
  status: string;
  /** The time control as JSON (protocol `TimeControl`). */
  time_control: string;
  rated: number;
  ballots: number;
  starts_at: string;
  /** An arena's end; null for a Swiss event. */
  ends_at: string | null;
  /** A Swiss event's rounds and the round under way (0 before the first); null for an arena. */
  rounds: number | null;
  round: number | null;
  created_by: string;
  /** `salt:hash` (scrypt, hex) of a private event's password; null when anyone may join. */
  password_hash: string | null;
  /** 1 for the server's recurring arenas. */
  scheduled: number;
  /** The recurring entry and start it was made for (unique: two nodes cannot both make it). */
  schedule_key: string | null;
  winner_id: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A player of a tournament (0022); a withdrawn player keeps its games and score. */
export interface TournamentPlayersTable {
  tournament_id: string;
  user_id: string;
  joined_at: string;
  withdrawn: number;
  /** The rating the player is paired by, refreshed on joining and at each pairing. */
  rating: number;
  /**
   * Arena: since when the player waits for a game; null while playing or withdrawn. Clearing it
   * for both players of a pair at once is what claims them, so no one is paired twice.
   */
  waiting_since: string | null;
}

/** A game of a tournament (0022): an ordinary room the server seated. */
export interface TournamentGamesTable {
  room_code: string;
  tournament_id: string;
  /** Swiss round; null in an arena. */
  round: number | null;
  red_id: string;
  black_id: string;
  /** 'red', 'black' or 'draw' once it ended with a result; null while playing or when aborted. */
  result: string | null;
  /** The ACF ballot's number when the event plays ballots. */
  ballot: number | null;
  /** 1 when the game was aborted: not a result (an arena pair waits again, a Swiss pair replays it). */
  aborted: number;
  started_at: string;
  ended_at: string | null;
}

/** A Swiss bye (0022): the player sat out a round and scores its point. */
export interface TournamentByesTable {
  tournament_id: string;
  round: number;
  user_id: string;
}

/**
 * A game the director decided to start (0023), written before its room is made so that a start cut
 * short (a node killed, a failed write) is finished by whichever node directs next, and never made
 * twice.
 */
export interface TournamentStartsTable {
  tournament_id: string;
  /**
   * What the game is, unique in its tournament so the same game is never decided twice: a Swiss
   * pairing's `round:pair:n` (n: the pairing's games before it in the round), an arena's claim
   * by its room code.
   */
  slot: string;
  /** The room's code, chosen before the room exists: a start tried again finds the room it made. */
  room_code: string;
  /** Swiss round; null in an arena. */
  round: number | null;
  red_id: string;
  black_id: string;
  ballot: number | null;
  planned_at: string;
  /** Failed tries to make the room; a start that keeps failing is given up. */
  tries: number;
  /** 'planned' until its game is recorded ('started') or it is given up ('dropped'). */
  state: string;
}

/** The tables the tournaments module owns, by name. */
export interface TournamentsTables {
  tournaments: TournamentsTable;
  tournament_players: TournamentPlayersTable;
  tournament_games: TournamentGamesTable;
  tournament_byes: TournamentByesTable;
  tournament_starts: TournamentStartsTable;
}

/** What this module's stores may query: its own tables, and read only, what accounts share. */
export type TournamentsDb = TournamentsTables & AccountsSharedTables;
