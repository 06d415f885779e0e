// The rooms module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. No other module names them: others ask this module's
// services.
import type { Speed, WireColor } from '@checkers/protocol';
import type { AccountsSharedTables } from '../accounts/index.js';

/** A room holds one game. A rematch makes a new room. */
export interface RoomsTable {
  code: string;
  status: 'waiting' | 'active' | 'finished';
  red_user_id: string | null;
  black_user_id: string | null;
  /** PDN FEN of the initial position. */
  initial_fen: string;
  /** JSON array of moves, each the array of square indices of its path. */
  moves: string;
  /** JSON array of square indices of a capture sequence in progress, or null. */
  partial_path: string | null;
  winner: WireColor | null;
  end_reason: string | null;
  draw_offer: WireColor | null;
  rematch_red: number;
  rematch_black: number;
  rematch_code: string | null;
  /** Version of the last event; every write checks it (optimistic concurrency across nodes). */
  version: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** 1 when the game is rated (both seats registered accounts when it started), else 0. */
  rated: number;
  /** Why a game between two accounts is casual: `pair_limit` or `aborted`; null otherwise. */
  casual_reason: string | null;
  /** The time control as JSON (protocol `TimedControl`); null when untimed (and before 0012). */
  time_control: string | null;
  /** A timed game's running clocks as JSON (rooms' clock-row.ts); null when untimed or not started. */
  clock_state: string | null;
  /** A timed game's JSON list of both sides' time left after each whole move, `[[red, black], ...]`. */
  move_clocks: string | null;
  /**
   * ISO time before which no flag of the game can fall, whatever is played (0030): the flag sweep's
   * index. A move leaves it; the sweep raises it once passed (games/clock-plan.ts `earliestFlagOf`).
   * Null when no clock runs.
   */
  earliest_flag_at: string | null;
  /** The time control's speed class (protocol `speedOf`), for filtering a player's games (0016). */
  speed: Speed;
  /**
   * The seated players as they stood when the game started, as JSON (seat-players.ts): names,
   * kinds and ratings, so a game's record keeps them after a rename, a registration or a rated game.
   * Null before the game starts, and for games started before 0016.
   */
  players: string | null;
  /**
   * An aborted game's ending had it counted (`timeout`, `resignation`, `abandonment`, `agreement`,
   * ...), since `end_reason` says only `aborted`; null otherwise (and before 0019).
   */
  aborted_reason: string | null;
  /** The side whose act ended an aborted game (ran out of time, resigned, left); null when neither. */
  aborted_by: WireColor | null;
  /**
   * The ACF three-move ballot the game was started from (engine `ACF_BALLOTS`); its three moves are
   * the first three of `moves`. Null for a game from the start (and before 0021).
   */
  ballot: number | null;
}

/** A room row as stored (a room and its game). */
export type RoomRow = RoomsTable;

/** Spectators of a room. */
export interface SpectatorsTable {
  room_code: string;
  user_id: string;
  joined_at: string;
  /**
   * When the spectator last joined, or a socket of theirs last opened or closed: a seat not seen for
   * a while (60 s) whose user has no socket open is free for someone else. Null before 0006.
   */
  last_seen_at: string | null;
}

/** Every game event, in order, for resync after a reconnect. */
export interface GameEventsTable {
  room_code: string;
  v: number;
  type: string;
  payload: string;
  client_move_id: string | null;
  created_at: string;
}

/** An invitation to watch a room. */
export interface SpectatorInvitesTable {
  id: string;
  room_code: string;
  created_by: string;
  /** The user invited; null for an invite anyone with the link may use. */
  invitee_id: string | null;
  status: 'pending' | 'accepted' | 'declined';
  created_at: string;
  expires_at: string;
}

/** A rated game's claim on one of its pair's daily slots (rated-pairs.ts). */
export interface RatedPairSlotsTable {
  /** The two accounts' ids in order, joined by '|'. */
  pair_key: string;
  /** 0 to the limit less one. */
  slot: number;
  room_code: string;
  claimed_at: string;
}

/** The tables the rooms module owns, by name. */
export interface RoomsTables {
  rooms: RoomsTable;
  spectators: SpectatorsTable;
  game_events: GameEventsTable;
  spectator_invites: SpectatorInvitesTable;
  rated_pair_slots: RatedPairSlotsTable;
}

/** What this module's stores may query: its own tables, and read only, what accounts share. */
export type RoomsDb = RoomsTables & AccountsSharedTables;
