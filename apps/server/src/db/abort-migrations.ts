// Aborted games keep how they ended (0019): a game ended before each side made two moves is stored
// as `aborted`, which alone cannot tell players who ran out of time, resigned or left. Rooms
// aborted before this migration keep null in both columns.
import type { Kysely, Migration } from 'kysely';

export const abortMigrations: Record<string, Migration> = {
  '0019_aborted_games': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rooms').addColumn('aborted_reason', 'text').execute();
      await db.schema.alterTable('rooms').addColumn('aborted_by', 'text').execute();
    },
  },
};
