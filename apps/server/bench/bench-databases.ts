// The databases a benchmark run seeds and reads: a fresh SQLite file in a temporary folder, and a
// fresh PostgreSQL database (in DATABASE_URL's cluster when set, else in a throwaway cluster).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openStorage, sqliteOf, type Storage } from '../src/db/database.js';
import { startThrowawayPostgres } from './throwaway-postgres.js';
import type { Database } from '../src/database-schema.js';

/** A database the benchmark may use. */
export type DatabaseKind = 'sqlite' | 'postgres';

/** An opened, empty, migrated database for one run, and how to throw it away. */
export interface BenchDatabase {
  readonly storage: Storage<Database>;
  /**
   * Brings the database after the bulk load to where a running server's would be a while later:
   * SQLite's WAL checkpointed into the file, PostgreSQL's tables vacuumed and analysed (as
   * autovacuum does after many inserts), so reads find planner statistics and all-visible pages.
   */
  settle(): Promise<void>;
  /** Bytes on disk. */
  size(): Promise<number>;
  dispose(): Promise<void>;
}

/**
 * Opens a fresh database of the kind asked for. With `keep`, disposing leaves the database where it
 * is (a PostgreSQL database in DATABASE_URL's cluster, the SQLite file) and says where, so that its
 * queries can be looked at afterwards (`EXPLAIN ANALYZE`).
 */
export const openBenchDatabase = (kind: DatabaseKind, keep = false): Promise<BenchDatabase> =>
  kind === 'sqlite' ? openSqlite(keep) : openPostgres(keep);

async function openSqlite(keep: boolean): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'checkers-bench-'));
  const storage = await openStorage<Database>({ databaseUrl: undefined, dataDir });
  const file = join(dataDir, 'checkers.sqlite');
  const bytes = (path: string): number => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  return {
    storage,
    settle: async () => {
      sqliteOf(storage.db)?.file.pragma('wal_checkpoint(TRUNCATE)');
    },
    size: async () => bytes(file) + bytes(`${file}-wal`),
    dispose: async () => {
      await storage.close();
      if (keep) console.log(`kept the SQLite database: ${file}`);
      else rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(keep: boolean): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL || undefined;
  if (keep && given === undefined)
    throw new Error('--keep needs DATABASE_URL: a throwaway cluster is stopped');
  const cluster = given === undefined ? await startThrowawayPostgres() : undefined;
  const base = given ?? cluster?.url ?? '';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // Only [a-z0-9_], so the name needs no quoting.
  const name = `checkers_bench_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const storage = await openStorage<Database>({ databaseUrl: url.toString(), dataDir: tmpdir() });
  return {
    storage,
    settle: async () => {
      await sql`vacuum analyze`.execute(storage.db);
      // The bulk load starts autovacuum's own ANALYZE, whose snapshot keeps a VACUUM running beside
      // it from marking the new rows' pages all-visible (then every index-only scan visits the
      // heap: the name index's probe took 6 ms instead of 1). Vacuum again until every page is.
      for (let tries = 0; tries < 20 && (await notAllVisible(storage)) > 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await sql`vacuum`.execute(storage.db);
      }
    },
    size: async () => {
      const { rows } = await admin.query<{ n: string }>(`SELECT pg_database_size('${name}') AS n`);
      return Number(rows[0]?.n ?? 0);
    },
    dispose: async () => {
      await storage.close();
      if (keep) console.log(`kept the PostgreSQL database: ${url.toString()}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      cluster?.stop();
    },
  };
}

/** Tables of the public schema with pages not yet marked all-visible. */
async function notAllVisible(storage: Storage<Database>): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
    where ns.nspname = 'public' and c.relkind = 'r' and c.relpages > 0 and c.relallvisible < c.relpages`.execute(
    storage.db,
  );
  return Number(rows[0]?.n ?? 0);
}
