// An empty database for a migration test, with no server: SQLite in memory, or a fresh PostgreSQL
// database under `test:pg`; `close` destroys the connection and drops what it made.
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { freshDatabase } from './pg.js';

export async function bareDatabase(): Promise<{ db: Kysely<unknown>; close(): Promise<void> }> {
  const database = await freshDatabase();
  const db = new Kysely<unknown>({
    dialect:
      database === undefined
        ? new SqliteDialect({ database: new SQLite(':memory:') })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }),
  });
  return {
    db,
    close: async () => {
      await db.destroy();
      await database?.drop();
    },
  };
}
