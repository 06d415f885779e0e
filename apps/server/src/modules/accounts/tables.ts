// The accounts module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. Only this module writes them; the modules that use
// accounts may join `users` and `accounts` to read a name, a kind or a country beside their own
// rows (AccountsSharedTables), which a call per row could not do for a board of thousands.
import type { Role } from '@checkers/protocol';

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
  role: Role;
  created_at: string;
}

/** The tables the accounts module owns, by name. */
export interface AccountsTables {
  users: UsersTable;
  tokens: TokensTable;
  accounts: AccountsTable;
}

/** What another module may join, read only: who a user is (`users`) and an account's profile. */
export type AccountsSharedTables = Pick<AccountsTables, 'users' | 'accounts'>;

/** What this module's stores may query: its own tables. */
export type AccountsDb = AccountsTables;
