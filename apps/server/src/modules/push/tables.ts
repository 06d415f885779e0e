// The push module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. No other module names them: others ask this module's
// services.

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

/** The tables the push module owns, by name. */
export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
}

/** What this module's stores may query: its own tables. */
export type PushDb = PushTables;
