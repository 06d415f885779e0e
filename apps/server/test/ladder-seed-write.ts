// Writes a seeded ladder's rows in one transaction, as multi-row inserts in chunks. On SQLite the
// statements go straight to better-sqlite3, prepared once per table: building the same insert
// through Kysely costs about as much again as SQLite's own work, at hundreds of thousands of rows.
// On PostgreSQL each column of a chunk travels as one array parameter, unnested by the server, so
// a chunk of thousands of rows is one short statement, nowhere near the 65,535-parameter limit.
import type SQLite from 'better-sqlite3';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { sqliteOf } from '../src/db/database.js';
import type { Database } from '../src/database-schema.js';

/** Rows for some tables, written in this order (parents before the rows that refer to them). */
export type LadderRows = { readonly [T in keyof Database]?: readonly Insertable<Database[T]>[] };

// Rows per statement on SQLite: a few hundred, and always under its 32,766 bound parameters
// whatever the column count.
const rowsPerInsert = (columns: number): number => Math.min(500, Math.floor(30_000 / columns));

/** Writes every table's rows in one transaction. */
export async function writeRows(db: Kysely<Database>, rows: LadderRows): Promise<void> {
  const tables = Object.keys(rows) as (keyof Database)[];
  const file = sqliteOf(db)?.file;
  if (file !== undefined) {
    file.transaction(() => {
      for (const table of tables) insertSqlite(file, table, rows[table] ?? []);
    })();
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const table of tables) await insertPostgres(trx, table, rows[table] ?? []);
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

/** Rows per statement on PostgreSQL: only one parameter per column, whatever the row count. */
const ROWS_PER_UNNEST = 5000;

async function insertPostgres(
  trx: Transaction<Database>,
  table: string,
  rows: readonly object[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const all = rows as readonly Record<string, unknown>[];
  // A column null in every row is left to its default (null): an array of nulls has no type to
  // tell PostgreSQL, and text would not go into an integer column.
  const columns = Object.keys(first).filter((column) =>
    all.some((row) => row[column] !== null && row[column] !== undefined),
  );
  // Numbers go as float8 (exact for every double; PostgreSQL casts them to integer columns on
  // insert), everything else as text (the schema's ids, times and JSON are all text).
  const types = columns.map((column) =>
    typeof all.find((row) => row[column] !== null)?.[column] === 'number' ? 'float8' : 'text',
  );
  for (let at = 0; at < all.length; at += ROWS_PER_UNNEST) {
    const chunk = all.slice(at, at + ROWS_PER_UNNEST);
    const arrays = columns.map(
      (column, i) => sql`${chunk.map((row) => row[column])}::${sql.raw(types[i] ?? 'text')}[]`,
    );
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      select * from unnest(${sql.join(arrays)})`.execute(trx);
  }
}
