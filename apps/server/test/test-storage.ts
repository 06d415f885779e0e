// Storage for a test file: SQLite in a temporary folder, or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set; opened before the file's tests and closed (and removed) after them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openStorage, type Storage } from '../src/db/database.js';
import type { Database } from '../src/database-schema.js';
import { freshDatabase, type TestDatabase } from './pg.js';

/** Registers the hooks; the returned function gives the open storage inside tests. */
export function useTestStorage(prefix: string): () => Storage<Database> {
  let storage: Storage<Database> | undefined;
  let database: TestDatabase | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), `checkers-${prefix}-`));
  beforeAll(async () => {
    database = await freshDatabase();
    storage = await openStorage<Database>({ databaseUrl: database?.url, dataDir });
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (storage === undefined) throw new Error('storage is opened before the tests run');
    return storage;
  };
}
