// Table types for Kysely. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO times,
// integers for counters and flags.
import type { ColumnType } from 'kysely';

/** A person: a guest made on first create/join, or a registered account (see AccountsTable). */
export interface UsersTable {
  id: string;
  kind: 'guest' | 'account';
  display_name: string;
  created_at: string;
  /** When the user was last seen (a call or a socket), at most a minute stale; null before 0004. */
  last_seen_at: string | null;
}

/** Bearer tokens, stored only as SHA-256 hashes. */
export interface TokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /**
   * The session the token belongs to: a sign-in, or a guest and the account it became. Signing out
   * revokes every token of the session. The token's own hash for tokens from before 0007.
   */
  session_id: string;
  /** The User-Agent the session began with, at most 200 characters. */
  user_agent: string | null;
  /** When the token was last used, at most a minute stale. */
  last_seen_at: string | null;
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
  /** ISO time when the side to move runs out, lag grace included; null when no clock runs. */
  clock_deadline: string | null;
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

/** A registered account's sign-in and profile data; display name stays on its `users` row. */
export interface AccountsTable {
  user_id: string;
  /** As typed at registration. */
  username: string;
  /** Lower-cased username, unique. */
  username_key: string;
  /**
   * The username's look-alike skeleton (protocol `usernameSkeleton`), unique: no two usernames read
   * alike. `legacy:<username_key>` for the later of two accounts that collided before 0007.
   */
  username_skeleton: string;
  /** `scrypt$N$r$p$salt$hash`. */
  password_hash: string;
  /** An https URL, or empty. */
  avatar_url: string;
  /** ISO 3166-1 alpha-2, or null. */
  country: string | null;
  role: 'player' | 'moderator';
  created_at: string;
}

/** A Glicko-2 rating in one pool: 'global' or a season such as '2026-Q4'. */
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

/** A friendship: `user_id` asked `friend_id`; accepted friendships count both ways. */
export interface FriendshipsTable {
  user_id: string;
  friend_id: string;
  status: 'pending' | 'accepted' | 'blocked';
  created_at: string;
  /** The two ids in order joined by '|', unique (0009); null only in rows written straight by tests. */
  pair_key: string | null;
}

/** A block (0009): `blocker_id` blocked `blocked_id`. */
export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** A challenge between two friends (0009). */
export interface ChallengesTable {
  id: string;
  challenger_id: string;
  challenged_id: string;
  message: string;
  status: 'pending' | 'accepted' | 'declined' | 'canceled' | 'expired';
  /** The two ids in order joined by '|'. */
  pair_key: string;
  /** `pair_key` while pending, else null: unique, one pending challenge per pair. */
  pending_pair: string | null;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
  /** The room code, once accepted. */
  game_id: string | null;
}

/** A spectator chat message, kept with its room (and the finished game). */
export interface ChatMessagesTable {
  id: string;
  room_code: string;
  user_id: string;
  /** The author's name when they wrote it. */
  username: string;
  /** As sent, banned words already masked. */
  message: string;
  /** 1 when the author was a moderator. */
  is_moderator: number;
  created_at: string;
  /** Set when a moderator deleted it (or cleared the chat): kept for the audit, never sent again. */
  deleted_at: string | null;
  deleted_by: string | null;
}

/** A user muted in one room's chat. */
export interface ChatMutesTable {
  room_code: string;
  user_id: string;
  muted_by: string;
  created_at: string;
}

/** A word masked in every room, added by a moderator (the spec's words are in the code). */
export interface BannedWordsTable {
  /** Lower-cased. */
  word: string;
  added_by: string;
  created_at: string;
}

/** Every moderator action, for audits. */
export interface ChatModerationLogTable {
  id: string;
  room_code: string;
  moderator_id: string;
  action: 'delete' | 'mute' | 'unmute' | 'clear' | 'ban_word';
  /** The message deleted. */
  message_id: string | null;
  /** The user muted or unmuted. */
  target_user_id: string | null;
  /** The name the moderator gave (mute, unmute). */
  username: string | null;
  /** The word banned. */
  word: string | null;
  created_at: string;
}

/** A lease: one node at a time holds `name` (the retention sweep) until `expires_at`. */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

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

/** The whole database. */
/**
 * A browser's Web Push subscription (0011), one row per endpoint: a registered user's device. The
 * preferences are the spec's six flags as JSON text; `room_code` the room the subscription was made
 * from (kept for reference; pushes cover every game of the user).
 */
export interface PushSubscriptionsTable {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  preferences: string;
  room_code: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The VAPID key pair shared by every node of a PostgreSQL deployment (0011): one row, inserted once
 * by whichever node starts first. A SQLite node keeps its pair in a file of its data directory.
 */
export interface PushVapidKeysTable {
  id: string;
  public_key: string;
  private_key: string;
  created_at: string;
}

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

export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  rooms: RoomsTable;
  spectators: SpectatorsTable;
  game_events: GameEventsTable;
  spectator_invites: SpectatorInvitesTable;
  accounts: AccountsTable;
  ratings: RatingsTable;
  rated_games: RatedGamesTable;
  rating_changes: RatingChangesTable;
  rank_snapshots: RankSnapshotsTable;
  friendships: FriendshipsTable;
  user_blocks: UserBlocksTable;
  challenges: ChallengesTable;
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  banned_words: BannedWordsTable;
  chat_moderation_log: ChatModerationLogTable;
  leases: LeasesTable;
  user_achievements: UserAchievementsTable;
  achievement_counters: AchievementCountersTable;
  achievement_games: AchievementGamesTable;
  achievement_opponents: AchievementOpponentsTable;
  daily_attempts: DailyAttemptsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
  pairing_entries: PairingEntriesTable;
  pairing_matches: PairingMatchesTable;
  seeks: SeeksTable;
}
