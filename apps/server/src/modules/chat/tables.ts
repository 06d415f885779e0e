// The chat module's tables. Portable across SQLite and PostgreSQL: text for ids, JSON and ISO
// times, integers for counters and flags. No other module names them: others ask this module's
// services.
import type { ChatModerationAction } from '@checkers/protocol';
import type { ColumnType } from 'kysely';
import type { AccountsSharedTables } from '../accounts/index.js';

/** Which chat a message belongs to: the spectators', or the two players' own. */
export type ChatChannel = 'spectators' | 'players';

/** A chat message, kept with its room (and the finished game). */
export interface ChatMessagesTable {
  id: string;
  room_code: string;
  user_id: string;
  /** The author's name when they wrote it. */
  username: string;
  /** As sent, banned words already masked. */
  message: string;
  /** 1 when the author was a moderator (the spectators' chat shows a badge; the players' has none). */
  is_moderator: number;
  created_at: string;
  /** Set when a moderator deleted it (or cleared the chat): kept for the audit, never sent again. */
  deleted_at: string | null;
  deleted_by: string | null;
  /** The spectators' chat unless written as the players' (the column's default). */
  channel: ColumnType<ChatChannel, ChatChannel | undefined, ChatChannel>;
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
  action: ChatModerationAction;
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

/** The tables the chat module owns, by name. */
export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  banned_words: BannedWordsTable;
  chat_moderation_log: ChatModerationLogTable;
}

/** What this module's stores may query: its own tables, and read only, what accounts share. */
export type ChatDb = ChatTables & AccountsSharedTables;
