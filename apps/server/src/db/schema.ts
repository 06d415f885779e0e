// Table types for Kysely. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO times,
// integers for counters and flags.
/** A person: a guest made on first create/join, or a registered account (see AccountsTable). */
export interface UsersTable {
  id: string;
  kind: 'guest' | 'account';
  display_name: string;
  created_at: string;
}

/** Bearer tokens, stored only as SHA-256 hashes. */
export interface TokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

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
  winner: 'red' | 'black' | null;
  end_reason: string | null;
  draw_offer: 'red' | 'black' | null;
  rematch_red: number;
  rematch_black: number;
  rematch_code: string | null;
  /** Version of the last event; every write checks it (optimistic concurrency across nodes). */
  version: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** Spectators of a room. */
export interface SpectatorsTable {
  room_code: string;
  user_id: string;
  joined_at: string;
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

/** A registered account's sign-in and profile data; display name stays on its `users` row. */
export interface AccountsTable {
  user_id: string;
  /** As typed at registration. */
  username: string;
  /** Lower-cased username, unique. */
  username_key: string;
  /** `scrypt$N$r$p$salt$hash`. */
  password_hash: string;
  /** An https URL, or empty. */
  avatar_url: string;
  /** ISO 3166-1 alpha-2, or null. */
  country: string | null;
  role: 'player' | 'moderator';
  created_at: string;
}

/** The whole database. */
export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  rooms: RoomsTable;
  spectators: SpectatorsTable;
  game_events: GameEventsTable;
  spectator_invites: SpectatorInvitesTable;
  accounts: AccountsTable;
}
