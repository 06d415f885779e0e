// Each module queries only the tables it declares in its tables.ts, and reads (never writes) only
// what a module it uses shares: the accounts' names and countries, the ratings' rows for the
// leaderboard. The compiler already refuses most of it (each store is typed over its own tables);
// this reads the source, so a cast or a raw SQL string cannot slip past either.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tablesOf, type Database } from '../src/database-schema.js';
import type { LeaderboardDb } from '../src/modules/leaderboard/index.js';
import type { RoomsTable } from '../src/modules/rooms/index.js';

const MODULES = join(import.meta.dirname, '../src/modules');

/** The module folders (the folder also holds the module graph's declaration). */
const moduleFolders = (): string[] =>
  readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A table a module may name, and whether it may write it. */
type Access = 'own' | 'read';

/** A table named where the module may not name it (or write where it may only read). */
interface Violation {
  readonly file: string;
  readonly table: string;
  readonly write: boolean;
}

const read = (path: string): string => readFileSync(path, 'utf8');
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The keys of `export interface <name> { key: Type; ... }` in a tables.ts. */
function interfaceKeys(source: string, name: string): string[] {
  const body = new RegExp(`export interface ${name} \\{([^}]*)\\}`).exec(source)?.[1];
  if (body === undefined) throw new Error(`no interface ${name}`);
  return [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
}

/** Each module's own tables, from `export interface <X>Tables` in its tables.ts. */
function ownTables(): Map<string, { source: string; tables: string[] }> {
  const owned = new Map<string, { source: string; tables: string[] }>();
  for (const module of moduleFolders()) {
    const file = join(MODULES, module, 'tables.ts');
    if (!existsSync(file)) continue;
    const source = read(file);
    const name = /export interface (\w+Tables) \{/.exec(source)?.[1];
    if (name === undefined) throw new Error(`${module}/tables.ts declares no <X>Tables`);
    owned.set(module, { source, tables: interfaceKeys(source, name) });
  }
  return owned;
}

/**
 * What each module may name: its own tables, and those of the `<X>SharedTables` its `<X>Db` type
 * takes in (a `Pick<...>` of names, or a module's whole `<X>Tables`).
 */
function allowedTables(): Map<string, Map<string, Access>> {
  const owned = ownTables();
  const shared = new Map<string, string[]>();
  for (const { source, tables } of owned.values()) {
    for (const m of source.matchAll(/export type (\w+SharedTables) = ([^;]+);/g)) {
      const picked = [...m[2]!.matchAll(/'(\w+)'/g)].map((q) => q[1]!);
      shared.set(m[1]!, m[2]!.startsWith('Pick<') ? picked : tables);
    }
  }
  const allowed = new Map<string, Map<string, Access>>();
  for (const module of moduleFolders()) {
    const access = new Map<string, Access>();
    const own = owned.get(module);
    if (own !== undefined) {
      const db = /export type \w+Db = ([^;]+);/.exec(own.source)?.[1] ?? '';
      for (const name of db.match(/\w+SharedTables/g) ?? []) {
        for (const table of shared.get(name) ?? []) access.set(table, 'read');
      }
      for (const table of own.tables) access.set(table, 'own');
    }
    allowed.set(module, access);
  }
  return allowed;
}

const ALL_TABLES = (): Set<string> => new Set([...ownTables().values()].flatMap((o) => o.tables));

/** Every table a source names in a query, and whether it writes it. */
function tablesNamed(source: string, known: ReadonlySet<string>): { table: string; write: boolean }[] {
  const code = withoutComments(source);
  const found: { table: string; write: boolean }[] = [];
  const add = (table: string, write: boolean): void => {
    if (known.has(table)) found.push({ table, write });
  };
  // Kysely's builders: `selectFrom('rooms as r')`, `deleteFrom(['a', 'b'])`, the joins.
  const builder =
    /\b(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*(\[[^\]]*\]|'[^']*')/g;
  for (const m of code.matchAll(builder)) {
    const write = ['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto'].includes(m[1]!);
    for (const name of m[2]!.matchAll(/'(\w+)/g)) add(name[1]!, write);
  }
  // Tables given through a list (`for (const table of ['a', 'b'] as const) trx.deleteFrom(table)`).
  for (const m of code.matchAll(/\[([^\]]*)\]\s*as const/g)) {
    for (const name of m[1]!.matchAll(/'(\w+)'/g)) add(name[1]!, true);
  }
  // SQL written out: sql`...` templates and statement strings.
  const statement = /\b(delete\s+from|insert\s+into|update|from|join|into)\s+"?(\w+)"?/gi;
  for (const literal of code.matchAll(/`[^`]*`|'[^'\n]*'|"[^"\n]*"/g)) {
    for (const m of literal[0].matchAll(statement)) {
      const keyword = m[1]!.toLowerCase().replace(/\s+/g, ' ');
      add(m[2]!, keyword !== 'from' && keyword !== 'join');
    }
  }
  return found;
}

/** Where `source`, a file of `module`, names a table it may not (or writes one it may only read). */
function violations(
  module: string,
  file: string,
  source: string,
  allowed: ReadonlyMap<string, ReadonlyMap<string, Access>>,
  known: ReadonlySet<string>,
): Violation[] {
  const access = allowed.get(module) ?? new Map<string, Access>();
  return tablesNamed(source, known)
    .filter(({ table, write }) => {
      const may = access.get(table);
      return may === undefined || (write && may === 'read');
    })
    .map(({ table, write }) => ({ file, table, write }));
}

/** The source files of a module, tests and its table declarations left out. */
function sourcesOf(module: string): string[] {
  const dir = join(MODULES, module);
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'tables.ts')
    .map((f) => join(dir, f));
}

describe('table ownership', () => {
  const allowed = allowedTables();
  const known = ALL_TABLES();

  it('finds each module’s tables in its tables.ts, every table owned once', () => {
    const owners = [...ownTables()].flatMap(([module, { tables }]) => tables.map((t) => `${t}:${module}`));
    expect(owners.length).toBe(known.size);
    expect(allowed.get('rooms')?.get('rooms')).toBe('own');
    expect(allowed.get('leaderboard')?.get('ratings')).toBe('read');
    expect(allowed.get('chat')?.get('users')).toBe('read');
    expect(allowed.get('chat')?.has('tokens')).toBe(false);
    expect(allowed.get('games')?.size).toBe(0);
  });

  it('sees the queries in the source: the rooms name all theirs, and the accounts’ users', () => {
    const named = new Set(
      sourcesOf('rooms').flatMap((file) => tablesNamed(read(file), known).map((t) => t.table)),
    );
    expect([...named].sort()).toEqual([
      'accounts',
      'game_events',
      'rated_pair_slots',
      'rooms',
      'spectator_invites',
      'spectators',
      'users',
    ]);
  });

  it('no module queries a table it does not own, nor writes one it may only read', () => {
    const found = [...allowed.keys()].flatMap((module) =>
      sourcesOf(module).flatMap((file) => violations(module, file, read(file), allowed, known)),
    );
    expect(found).toEqual([]);
  });

  it('catches a query on another module’s table, however it is written', () => {
    const check = (module: string, source: string): string[] =>
      violations(module, 'snippet.ts', source, allowed, known).map(
        (v) => `${v.table}${v.write ? ' (write)' : ''}`,
      );
    expect(check('leaderboard', `db.selectFrom('friendships').select('friend_id')`)).toEqual(['friendships']);
    expect(
      check('ratings', `db.selectFrom('ratings as r').innerJoin('rooms as x', 'x.code', 'r.pool')`),
    ).toEqual(['rooms']);
    expect(
      check('chat', 'await sql`select user_id from spectators where room_code = ${room}`.execute(db)'),
    ).toEqual(['spectators']);
    expect(check('rooms', `const INSERT = 'insert into "chat_messages" ("id") values (?)';`)).toEqual([
      'chat_messages (write)',
    ]);
    expect(
      check('retention', `for (const t of ['tokens', 'rooms'] as const) await trx.deleteFrom(t).execute();`),
    ).toEqual(['tokens (write)', 'rooms (write)']);
    // Shared tables are read only.
    expect(check('rooms', `db.updateTable('users').set({ display_name: 'x' })`)).toEqual(['users (write)']);
    // What a module owns, and a shared read, pass.
    expect(check('chat', `db.selectFrom('chat_messages').innerJoin('users', 'users.id', 'user_id')`)).toEqual(
      [],
    );
    // A comment naming a table is no query.
    expect(check('chat', `// the rooms' rows come from selectFrom('rooms') in the rooms' store`)).toEqual([]);
  });

  it('is refused by the compiler first (the typecheck runs over these lines)', () => {
    // A module's store sees its own tables and its shared reads, nothing else.
    const leaderboard = (db: Kysely<LeaderboardDb>) => ({
      ratings: db.selectFrom('ratings').select('user_id'),
      // @ts-expect-error: the friendships are the social module's
      friendships: db.selectFrom('friendships'),
    });
    // The connection is narrowed only to tables the database has, with their row types.
    const narrowed = (db: Kysely<Database>) => ({
      rooms: tablesOf<{ rooms: RoomsTable }>(db),
      // @ts-expect-error: no such table
      missing: tablesOf<{ nope: RoomsTable }>(db),
    });
    expect([typeof leaderboard, typeof narrowed]).toEqual(['function', 'function']);
  });
});
