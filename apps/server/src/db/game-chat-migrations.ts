// The players' own chat (0017) shares the spectator chat's table, mutes and moderation: a message
// says which chat it belongs to. Every message written before is the spectators'.
import type { Kysely, Migration } from 'kysely';

export const gameChatMigrations: Record<string, Migration> = {
  '0017_game_chat': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('chat_messages')
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo('spectators'))
        .execute();
    },
  },
};
