// The SQLite files hold password hashes and session tokens: readable and writable by the server's
// user alone, whether the server creates them or finds them left by an older start.
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorage } from './database.js';

const modeOf = (path: string): number => statSync(path).mode & 0o777;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function openAndWrite(dataDir: string): Promise<void> {
  const storage = await openStorage({ databaseUrl: undefined, dataDir });
  // A write, so that the log and its index exist.
  await storage.db.deleteFrom('leases').where('name', '=', 'none').execute();
  const files = ['checkers.sqlite', 'checkers.sqlite-wal', 'checkers.sqlite-shm'];
  for (const name of files) expect(modeOf(join(dataDir, name)), name).toBe(0o600);
  await storage.close();
}

describe('the SQLite files', () => {
  it('are created readable by their owner alone', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'checkers-modes-'));
    dirs.push(parent);
    const dataDir = join(parent, 'data');
    await openAndWrite(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('are tightened when an older start left them readable by everyone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkers-modes-'));
    dirs.push(dataDir);
    await (await openStorage({ databaseUrl: undefined, dataDir })).close();
    for (const name of ['checkers.sqlite', 'checkers.sqlite-wal', 'checkers.sqlite-shm']) {
      const path = join(dataDir, name);
      try {
        chmodSync(path, 0o644);
      } catch {
        writeFileSync(path, '', { mode: 0o644 });
      }
    }
    await openAndWrite(dataDir);
  });
});
