// The pairing module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. No other module names them: others ask this module's
// services.
import type { AccountsSharedTables } from '../accounts/index.js';

/** A player waiting in a quick-pairing pool (0013): one entry per user. */
export interface PairingEntriesTable {
  user_id: string;
  /** The pool's key ('3+2'). */
  pool: string;
  /** 1: waits for a rated game; 0: casual. */
  rated: number;
  /** The rating the range is measured from, when the player joined; null for a guest. */
  rating: number | null;
  joined_at: string;
  /** When the player last polled its status; an entry not seen for a while is withdrawn. */
  seen_at: string;
  /** The pairing in progress that holds this entry; null while it is free. */
  claim: string | null;
  claimed_at: string | null;
}

/** The room a user was paired into (0013), told by its status for a while. */
export interface PairingMatchesTable {
  user_id: string;
  room_code: string;
  matched_at: string;
}

/** A seek (0013): open until accepted, withdrawn or its owner stops polling. */
export interface SeeksTable {
  id: string;
  user_id: string;
  /** The owner while the seek is open (unique: one open seek each); null once accepted. */
  open_owner: string | null;
  /** The time control as JSON (protocol `TimeControl`). */
  time_control: string;
  rated: number;
  /** The colour the owner plays: red, black or random. */
  color: string;
  /** The owner's rating when posted; null for a guest. */
  rating: number | null;
  created_at: string;
  seen_at: string;
  accepted_by: string | null;
  room_code: string | null;
  accepted_at: string | null;
}

/** The tables the pairing module owns, by name. */
export interface PairingTables {
  pairing_entries: PairingEntriesTable;
  pairing_matches: PairingMatchesTable;
  seeks: SeeksTable;
}

/** What this module's stores may query: its own tables, and read only, what accounts share. */
export type PairingDb = PairingTables & AccountsSharedTables;
