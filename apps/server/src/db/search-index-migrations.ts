// The player search's prefix index covers the user id (0026): a search counts and pages the
// accounts whose name starts with a prefix, then looks each one up on the board by user id. With
// the id in the index, the thousands of names a common prefix spans are read from the index alone,
// never from the accounts' rows. On PostgreSQL it replaces 0020's `text_pattern_ops` index with the
// same one including the id; on SQLite it is a new index (the unique one on the name stays).
import { sql, type Kysely, type Migration } from 'kysely';
import { onPostgres } from './speed-ladder-migrations.js';

export const searchIndexMigrations: Record<string, Migration> = {
  '0026_username_search_covering': {
    async up(db: Kysely<unknown>) {
      if (onPostgres(db)) {
        await sql`CREATE INDEX accounts_username_search ON accounts (username_key text_pattern_ops) INCLUDE (user_id)`.execute(
          db,
        );
        await sql`DROP INDEX accounts_username_prefix`.execute(db);
        return;
      }
      await db.schema
        .createIndex('accounts_username_search')
        .on('accounts')
        .columns(['username_key', 'user_id'])
        .execute();
    },
  },
};
