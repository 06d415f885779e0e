// The retention sweep's work on the chat's tables: the chat of rooms that are going, and which users
// the chat keeps (an author, a moderator, a muted user: the moderation log names them). Retention
// decides when; this only reads and deletes.
import type { Kysely } from 'kysely';
import type { ChatDb } from './tables.js';

/** The chat's part of the retention sweep. */
export class ChatSweep {
  constructor(private readonly db: Kysely<ChatDb>) {}

  /** Deletes the messages, mutes and moderation log of these rooms. */
  async forgetRooms(codes: readonly string[]): Promise<void> {
    if (codes.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const table of ['chat_messages', 'chat_mutes', 'chat_moderation_log'] as const)
        await trx.deleteFrom(table).where('room_code', 'in', codes).execute();
    });
  }

  /** Those of these users the chat names: authors, deleters, the muted and muters, moderators. */
  async keptUsers(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const [messages, mutes, log, words] = await Promise.all([
      this.db
        .selectFrom('chat_messages')
        .select(['user_id as a', 'deleted_by as b'])
        .where((eb) => eb.or([eb('user_id', 'in', ids), eb('deleted_by', 'in', ids)]))
        .execute(),
      this.db
        .selectFrom('chat_mutes')
        .select(['user_id as a', 'muted_by as b'])
        .where((eb) => eb.or([eb('user_id', 'in', ids), eb('muted_by', 'in', ids)]))
        .execute(),
      this.db
        .selectFrom('chat_moderation_log')
        .select('moderator_id as a')
        .where('moderator_id', 'in', ids)
        .execute(),
      this.db.selectFrom('banned_words').select('added_by as a').where('added_by', 'in', ids).execute(),
    ]);
    const named = new Set<string | null>(
      [...messages, ...mutes].flatMap((row) => [row.a, row.b]).concat([...log, ...words].map((row) => row.a)),
    );
    return ids.filter((id) => named.has(id));
  }
}
