// Writes a seeded ladder's rows in one transaction, as multi-row inserts of a few hundred rows.
// On SQLite the statements go straight to better-sqlite3, prepared once per table: building the
// same insert through Kysely costs as much again as SQLite's own work, at hundreds of thousands of
// rows. PostgreSQL gets the same multi-row inserts through Kysely.
import type SQLite from 'better-sqlite3';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { sqliteFileOf } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';

/** Rows for some tables, written in this order (parents before the rows that refer to them). */
export type LadderRows = { readonly [T in keyof Database]?: readonly Insertable<Database[T]>[] };

// Rows per statement: a few hundred, and always under SQLite's 32,766 and PostgreSQL's 65,535 bound
// parameters whatever the column count.
const rowsPerInsert = (columns: number): number => Math.min(500, Math.floor(30_000 / columns));

/** Writes every table's rows in one transaction. */
export async function writeRows(db: Kysely<Database>, rows: LadderRows): Promise<void> {
  const tables = Object.keys(rows) as (keyof Database)[];
  const file = sqliteFileOf(db);
  if (file !== undefined) {
    file.transaction(() => {
      for (const table of tables) insertSqlite(file, table, rows[table] ?? []);
    })();
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const table of tables) await insertKysely(trx, table, rows[table] ?? []);
  });
}

function insertSqlite(file: SQLite.Database, table: string, rows: readonly object[]): void {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  const size = rowsPerInsert(columns.length);
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const statement = (count: number): SQLite.Statement =>
    // Table and column names come from this file's own rows, never from input.
    file.prepare(
      `insert into ${table} (${columns.join(', ')}) values ${Array(count).fill(tuple).join(', ')}`,
    );
  const full = statement(size);
  for (let at = 0; at < rows.length; at += size) {
    const chunk = rows.slice(at, at + size) as Record<string, unknown>[];
    const values = chunk.flatMap((row) => columns.map((column) => row[column]));
    (chunk.length === size ? full : statement(chunk.length)).run(values);
  }
}

async function insertKysely<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const size = rowsPerInsert(Object.keys(first).length);
  for (let at = 0; at < rows.length; at += size) {
    // Kysely cannot type values() for a table chosen by a type parameter; the rows are typed above.
    await trx
      .insertInto(table)
      .values(rows.slice(at, at + size) as never)
      .execute();
  }
}
