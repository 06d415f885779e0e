// Kysely's SQLite driver calls `prepare()` for every query it runs, so better-sqlite3 compiled each
// statement again on every move (a third of the server's time under load). This wrapper hands
// Kysely the same compiled statement for the same SQL text. Compiled statements stay valid across
// schema changes (SQLite re-prepares them itself), and a statement is only busy while Kysely
// iterates it, which it never does concurrently on its single connection.
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** The part of a better-sqlite3 `Database` that Kysely uses. */
type Prepares = SqliteDatabase;

/**
 * A database whose `prepare(sql)` returns a cached statement per SQL text. The cache is bounded,
 * dropping the least recently used text: queries with a variable number of parameters (a multi-row
 * insert) make one text per shape, and those must not grow without end.
 */
export function cachingStatements(database: Prepares, max = 256): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        // Map order is insertion order: moving the text to the end keeps the order by recent use.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > max) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
