// The chat's tables: messages (kept with the room; deleted ones marked, never removed), mutes per
// room, the words moderators ban, and the moderation log. Every moderator action writes its log
// row in the same transaction as its change, so the log cannot miss one. The players' own chat
// lives in the same table under its own channel; moderators' deletes and clears, which act on what
// they read, touch the spectators' channel only.
import type { GameChatPayload, SpectatorChatPayload, WireColor } from '@checkers/protocol';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ChatChannel, ChatDb, ChatModerationLogTable } from './tables.js';
import { randomId } from '../../lib/tokens.js';

/** A message to store. */
export interface NewChatMessage {
  readonly room: string;
  readonly userId: string;
  readonly username: string;
  readonly message: string;
  readonly isModerator: boolean;
}

/** Who did a moderator action, where. */
export interface Moderator {
  readonly room: string;
  readonly userId: string;
}

type LogTarget = Partial<Pick<ChatModerationLogTable, 'message_id' | 'target_user_id' | 'username' | 'word'>>;

/** Chat storage over Kysely (SQLite or PostgreSQL). */
export class ChatStore {
  constructor(private readonly db: Kysely<ChatDb>) {}

  /** Stores a spectators' message; returns it as sent. */
  async add(message: NewChatMessage): Promise<SpectatorChatPayload> {
    const { id, timestamp } = await this.insert(message, 'spectators');
    const { username, message: text, isModerator } = message;
    return { message_id: id, username, message: text, timestamp, isModerator };
  }

  /** Stores a message of the players' chat, written from the `color` seat; returns it as sent. */
  async addForPlayers(message: NewChatMessage, color: WireColor): Promise<GameChatPayload> {
    const { id, timestamp } = await this.insert(message, 'players');
    return { message_id: id, username: message.username, message: message.message, timestamp, color };
  }

  private async insert(
    message: NewChatMessage,
    channel: ChatChannel,
  ): Promise<{ id: string; timestamp: number }> {
    const now = new Date();
    const id = randomId('c');
    await this.db
      .insertInto('chat_messages')
      .values({
        id,
        room_code: message.room,
        user_id: message.userId,
        username: message.username,
        message: message.message,
        is_moderator: message.isModerator ? 1 : 0,
        created_at: now.toISOString(),
        deleted_at: null,
        deleted_by: null,
        channel,
      })
      .execute();
    return { id, timestamp: now.getTime() };
  }

  /** The room's last `limit` spectators' messages not deleted, oldest first. */
  async history(room: string, limit: number): Promise<SpectatorChatPayload[]> {
    const rows = await this.latest(room, 'spectators', limit);
    return rows.map((row) => ({
      message_id: row.id,
      username: row.username,
      message: row.message,
      timestamp: Date.parse(row.created_at),
      isModerator: row.is_moderator === 1,
    }));
  }

  /** The room's last `limit` messages of the players' chat, oldest first; `seatOf` names a writer's seat. */
  async playersHistory(
    room: string,
    limit: number,
    seatOf: (userId: string) => WireColor | undefined,
  ): Promise<GameChatPayload[]> {
    const rows = await this.latest(room, 'players', limit);
    return rows.flatMap((row) => {
      const color = seatOf(row.user_id);
      if (color === undefined) return [];
      const { id, username, message } = row;
      return [{ message_id: id, username, message, timestamp: Date.parse(row.created_at), color }];
    });
  }

  private async latest(room: string, channel: ChatChannel, limit: number) {
    const rows = await this.db
      .selectFrom('chat_messages')
      .select(['id', 'user_id', 'username', 'message', 'is_moderator', 'created_at'])
      .where('room_code', '=', room)
      .where('channel', '=', channel)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  async isMuted(room: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('chat_mutes')
      .select('user_id')
      .where('room_code', '=', room)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Who wrote in the room under `name` (in any case), in either chat: names are not unique
   * (guests'), and a player muted for what they wrote to the opponent cannot write to anyone.
   */
  async authorsNamed(room: string, name: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('chat_messages')
      .select('user_id')
      .distinct()
      .where('room_code', '=', room)
      .where(sql<string>`lower(username)`, '=', name.toLowerCase())
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** Those of these users (a room's players) whose name is `name`, in any case. */
  async usersNamed(ids: readonly string[], name: string): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', ids)
      .where(sql<string>`lower(display_name)`, '=', name.toLowerCase())
      .execute();
    return rows.map((row) => row.id);
  }

  /** The words moderators banned. */
  async bannedWords(): Promise<string[]> {
    const rows = await this.db.selectFrom('banned_words').select('word').execute();
    return rows.map((row) => row.word);
  }

  /** Marks one message of the room deleted; false if there is none (or it already was). */
  async deleteMessage(by: Moderator, messageId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const updated = await trx
        .updateTable('chat_messages')
        .set({ deleted_at: now, deleted_by: by.userId })
        .where('room_code', '=', by.room)
        .where('id', '=', messageId)
        .where('channel', '=', 'spectators')
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await log(trx, by, 'delete', { message_id: messageId });
      return true;
    });
  }

  /** Marks every message of the room deleted. */
  async clear(by: Moderator): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('chat_messages')
        .set({ deleted_at: new Date().toISOString(), deleted_by: by.userId })
        .where('room_code', '=', by.room)
        .where('channel', '=', 'spectators')
        .where('deleted_at', 'is', null)
        .execute();
      await log(trx, by, 'clear', {});
    });
  }

  /** Mutes (or unmutes) users in the room, named `username` by the moderator. */
  async setMuted(by: Moderator, userIds: readonly string[], username: string, muted: boolean): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      for (const userId of userIds) {
        if (muted) {
          await trx
            .insertInto('chat_mutes')
            .values({ room_code: by.room, user_id: userId, muted_by: by.userId, created_at: now })
            .onConflict((conflict) => conflict.columns(['room_code', 'user_id']).doNothing())
            .execute();
        } else {
          await trx
            .deleteFrom('chat_mutes')
            .where('room_code', '=', by.room)
            .where('user_id', '=', userId)
            .execute();
        }
        await log(trx, by, muted ? 'mute' : 'unmute', { target_user_id: userId, username });
      }
    });
  }

  /** Bans a word (lower-cased) in every room. */
  async banWord(by: Moderator, word: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('banned_words')
        .values({ word, added_by: by.userId, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('word').doNothing())
        .execute();
      await log(trx, by, 'ban_word', { word });
    });
  }
}

async function log(
  trx: Transaction<ChatDb>,
  by: Moderator,
  action: ChatModerationLogTable['action'],
  target: LogTarget,
): Promise<void> {
  await trx
    .insertInto('chat_moderation_log')
    .values({
      id: randomId('mod'),
      room_code: by.room,
      moderator_id: by.userId,
      action,
      message_id: target.message_id ?? null,
      target_user_id: target.target_user_id ?? null,
      username: target.username ?? null,
      word: target.word ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
