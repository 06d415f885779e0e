// The operator's command as an operator runs it: its own process on the server's data folder. It
// must end with its own exit code once the storage (and SQLite's checkpoint thread) has closed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '../db/database.js';
import { AccountService } from '../modules/accounts/index.js';
import { IdentityService } from '../modules/accounts/index.js';
import { tablesOf, type Database } from '../database-schema.js';

const dataDir = mkdtempSync(join(tmpdir(), 'checkers-grant-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function grant(...args: string[]): { status: number | null; out: string } {
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/cli/grant-moderator.ts', ...args],
    {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('grant-moderator', () => {
  it('grants and revokes the role of an account, and says so', async () => {
    const storage = await openStorage<Database>({ databaseUrl: undefined, dataDir });
    const accounts = new AccountService(
      tablesOf(storage.db),
      new IdentityService(tablesOf(storage.db), 60_000),
    );
    const registered = await accounts.register(null, {
      username: 'modcandidate',
      password: 'a-long-password-1',
    });
    expect(registered.ok).toBe(true);
    await storage.close();

    expect(grant('modcandidate')).toEqual({ status: 0, out: 'modcandidate is now a moderator\n' });
    expect(grant('modcandidate', '--revoke')).toEqual({ status: 0, out: 'modcandidate is now a player\n' });
  });

  it('fails with 1 for an unknown account and 2 for a bad command line', () => {
    const unknown = grant('nobody_here');
    expect(unknown.status).toBe(1);
    expect(unknown.out).toContain('No account named "nobody_here"');
    expect(grant().status).toBe(2);
  });
});
