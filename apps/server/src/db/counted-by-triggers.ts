// A table of counts that the database keeps itself, by triggers on the table it counts: one row per
// group (its key columns), its `count` column moved by every insert, delete and update that moves a
// row between groups, whoever writes. SQLite's triggers run a row at a time; PostgreSQL's once a
// statement over the rows it changed (transition tables), so a bulk import is one grouped upsert.
// Used by migrations 0028 (`rated_game_counts`) and 0029 (`rating_activity`).
import { sql, type Kysely } from 'kysely';

/** What is counted and how. */
export interface CountedTable {
  /** The table of counts, its trigger and function names' prefix. */
  readonly name: string;
  /** The table whose rows are counted. */
  readonly source: string;
  /** The count's column. */
  readonly count: string;
  /** The key columns in the primary key's order, each with its value from a source row. */
  readonly keys: readonly { readonly column: string; readonly of: (row: string) => string }[];
  /** The source's columns whose update may move a row to another group. */
  readonly watched: readonly string[];
}

/** A key that is the source row's column of the same name. */
export const sameColumn = (name: string): CountedTable['keys'][number] => ({
  column: name,
  of: (row: string) => `${row}.${name}`,
});

/** Creates the triggers that keep `table` (already made and filled). */
export async function keepCounted(
  db: Kysely<unknown>,
  table: CountedTable,
  postgres: boolean,
): Promise<void> {
  await (postgres ? postgresTriggers(db, table) : sqliteTriggers(db, table));
}

async function sqliteTriggers(db: Kysely<unknown>, t: CountedTable): Promise<void> {
  const columns = t.keys.map((k) => k.column).join(', ');
  const add = (row: string): string =>
    `INSERT INTO ${t.name} (${columns}, ${t.count}) VALUES (${t.keys.map((k) => k.of(row)).join(', ')}, 1)
       ON CONFLICT (${columns}) DO UPDATE SET ${t.count} = ${t.name}.${t.count} + 1;`;
  const remove = (row: string): string =>
    `UPDATE ${t.name} SET ${t.count} = ${t.count} - 1
       WHERE ${t.keys.map((k) => `${k.column} = ${k.of(row)}`).join(' AND ')};`;
  const moved = t.keys.map((k) => `${k.of('OLD')} IS NOT ${k.of('NEW')}`).join(' OR ');
  await sql
    .raw(`CREATE TRIGGER ${t.name}_insert AFTER INSERT ON ${t.source} BEGIN ${add('NEW')} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER ${t.name}_delete AFTER DELETE ON ${t.source} BEGIN ${remove('OLD')} END`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${t.name}_update AFTER UPDATE OF ${t.watched.join(', ')} ON ${t.source}
         WHEN ${moved}
         BEGIN ${remove('OLD')} ${add('NEW')} END`,
    )
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>, t: CountedTable): Promise<void> {
  const columns = t.keys.map((k) => k.column).join(', ');
  const rows = (table: string, delta: number) =>
    `SELECT ${t.keys.map((k) => `${k.of(table)} AS ${k.column}`).join(', ')}, ${delta} AS delta FROM ${table}`;
  const triggers: [string, string, string, string][] = [
    ['inserted', 'INSERT', 'REFERENCING NEW TABLE AS added', rows('added', 1)],
    ['deleted', 'DELETE', 'REFERENCING OLD TABLE AS removed', rows('removed', -1)],
    [
      'updated',
      'UPDATE',
      'REFERENCING OLD TABLE AS removed NEW TABLE AS added',
      `${rows('removed', -1)} UNION ALL ${rows('added', 1)}`,
    ],
  ];
  for (const [kind, event, transition, moves] of triggers) {
    await sql
      .raw(
        `CREATE FUNCTION ${t.name}_${kind}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO ${t.name} (${columns}, ${t.count})
             SELECT ${columns}, sum(delta) FROM (${moves}) AS moves
             GROUP BY ${columns} HAVING sum(delta) <> 0 ORDER BY ${columns}
             ON CONFLICT (${columns}) DO UPDATE SET ${t.count} = ${t.name}.${t.count} + EXCLUDED.${t.count};
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${t.name}_${kind} AFTER ${event} ON ${t.source} ${transition}
           FOR EACH STATEMENT EXECUTE FUNCTION ${t.name}_${kind}()`,
      )
      .execute(db);
  }
}
