// Opens the database: SQLite (better-sqlite3, WAL) in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Runs migrations before returning.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { QueryResult } from 'pg';
import { WalCheckpointer } from './checkpointer.js';
import { migrationProviderWith } from './migrations.js';
import type { MigrationHooks } from './speed-ladder-migrations.js';
import { cachingStatements } from './statement-cache.js';
import type { InfrastructureTables } from './schema.js';

/**
 * An open database and how to close it. `DB` is the whole schema, which the modules declare and
 * database-schema.ts composes above them; db/ itself knows only its own tables.
 */
export interface Storage<DB = InfrastructureTables> {
  readonly db: Kysely<DB>;
  readonly dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** The better-sqlite3 handle behind a Kysely instance, and the checkpoints of its log. */
export interface SqliteFile {
  readonly file: SQLite.Database;
  readonly checkpoints: WalCheckpointer;
  /** Run first when the storage closes, while the file is open (the rooms' journal applies itself). */
  readonly beforeClose: (() => void)[];
}

// Kept here, for the writes that keep their own journal (the rooms' sqlite-journal.ts), so that
// callers that know only the Kysely instance can find it.
const sqliteFiles = new WeakMap<object, SqliteFile>();

/** The SQLite file behind `db`, or undefined on PostgreSQL. */
export const sqliteOf = <DB>(db: Kysely<DB>): SqliteFile | undefined => sqliteFiles.get(db);

/**
 * The PostgreSQL pool behind a Kysely instance, as the rooms' group commit (postgres-batch.ts) uses
 * it: a text of several statements sent at once (the simple query protocol, one implicit
 * transaction), and the driver's quoting of a string for it.
 */
export interface PostgresText {
  /** Runs `text`; one result per statement, with the rows each changed. */
  query(text: string): Promise<readonly { readonly rowCount: number | null }[]>;
  escapeLiteral(value: string): string;
}

const postgresTexts = new WeakMap<object, PostgresText>();

/** The PostgreSQL pool behind `db`, or undefined on SQLite. */
export const postgresOf = <DB>(db: Kysely<DB>): PostgresText | undefined => postgresTexts.get(db);

/** Where to store data. */
export interface StorageOptions {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** SQLite's `synchronous` setting; `normal` when left out (see Config). */
  readonly sqliteSynchronous?: 'normal' | 'off' | 'full';
  /** What migrations need from the modules (the speed ladders' replay). */
  readonly migrationHooks?: MigrationHooks;
}

/**
 * Makes the database file readable and writable by its owner alone (it holds password hashes and
 * session tokens), creating it so if it is new. SQLite gives its -wal and -shm files the database
 * file's mode; those left by an older start are tightened too.
 */
function ownerOnly(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  for (const name of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(name)) chmodSync(name, 0o600);
}

function openSqlite<DB>(
  dataDir: string,
  synchronous: StorageOptions['sqliteSynchronous'] = 'normal',
): { db: Kysely<DB>; checkpoints: WalCheckpointer; beforeClose: (() => void)[] } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, 'checkers.sqlite');
  ownerOnly(path);
  const file = new SQLite(path);
  // WAL lets readers run beside the writer. With WAL every committed transaction survives a process
  // crash (SIGKILL) at any `synchronous` setting, which is the durability the server promises: a
  // commit is in the log file once written, whatever the disk has flushed. NORMAL (the default) also
  // keeps the file whole across a power loss by flushing at each checkpoint; OFF, an operator's
  // choice, skips those flushes (once the tail of the move latency; the checkpoints now run in a
  // worker thread, docs/PERFORMANCE.md).
  file.pragma('journal_mode = WAL');
  file.pragma(`synchronous = ${synchronous.toUpperCase()}`);
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  // Checkpoints run beside the event loop (checkpointer.ts). SQLite's own, inside a commit, stays
  // as a backstop for a log the background ones cannot keep short.
  file.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const checkpoints = new WalCheckpointer(file, synchronous.toUpperCase());
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cachingStatements(file) }) });
  const beforeClose: (() => void)[] = [];
  sqliteFiles.set(db, { file, checkpoints, beforeClose });
  return { db, checkpoints, beforeClose };
}

// SQLite's default; the background checkpoints keep the log well under it.
const BACKSTOP_CHECKPOINT_PAGES = 1000;

async function openPostgres<DB>(url: string): Promise<Kysely<DB>> {
  // Loaded only when used: a SQLite node does not carry the driver in its memory.
  const { default: pg } = await import('pg');
  // An unreachable database must fail a call within seconds (a 503), not hang it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection cut by a database restart is reported here; unhandled, it would end the
  // process. The pool replaces the connection on the next call.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  postgresTexts.set(db, {
    query: async (text) => {
      const result = (await pool.query(text)) as unknown as QueryResult | QueryResult[];
      return Array.isArray(result) ? result : [result];
    },
    escapeLiteral: (value) => pg.escapeLiteral(value),
  });
  return db;
}

/** Opens storage and brings its schema up to date. */
export async function openStorage<DB extends InfrastructureTables = InfrastructureTables>(
  options: StorageOptions,
): Promise<Storage<DB>> {
  const dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  const sqlite = options.databaseUrl ? undefined : openSqlite<DB>(options.dataDir, options.sqliteSynchronous);
  const db = sqlite?.db ?? (await openPostgres<DB>(options.databaseUrl!));
  const close = async (): Promise<void> => {
    for (const hook of sqlite?.beforeClose.splice(0) ?? []) hook();
    await sqlite?.checkpoints.close();
    await db.destroy();
  };
  const provider = migrationProviderWith(options.migrationHooks ?? {});
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await close();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return { db, dialect, close };
}
