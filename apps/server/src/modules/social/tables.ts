// The social module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. No other module names them: others ask this module's
// services.
import type { ChallengeColor, ChallengeStatus } from '@checkers/protocol';
import type { AccountsSharedTables } from '../accounts/index.js';

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
  status: ChallengeStatus;
  /** The two ids in order joined by '|'. */
  pair_key: string;
  /** `pair_key` while pending, else null: unique, one pending challenge per pair. */
  pending_pair: string | null;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
  /** The room code, once accepted. */
  game_id: string | null;
  /** The game's clock as JSON (0018); null: untimed. */
  time_control: string | null;
  /** The colour the challenger asked for (0018). */
  color: ChallengeColor;
}

/** The tables the social module owns, by name. */
export interface SocialTables {
  friendships: FriendshipsTable;
  user_blocks: UserBlocksTable;
  challenges: ChallengesTable;
}

/** What this module's stores may query: its own tables, and read only, what accounts share. */
export type SocialDb = SocialTables & AccountsSharedTables;
