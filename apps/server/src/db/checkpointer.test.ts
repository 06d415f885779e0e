// The log's checkpoints run in a worker thread while the writer keeps committing; the short
// finishing checkpoint on the writer lets the log restart, so it stays short, and nothing written
// is lost on the way.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { WalCheckpointer } from './checkpointer.js';

const PAGE = 4096;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function openFile(): { file: SQLite.Database; path: string } {
  const folder = mkdtempSync(join(tmpdir(), 'checkers-checkpoint-'));
  folders.push(folder);
  const path = join(folder, 'test.sqlite');
  const file = new SQLite(path);
  file.pragma('journal_mode = WAL');
  // Only the checkpointer under test copies the log: SQLite's own checkpoint is off.
  file.pragma('wal_autocheckpoint = 0');
  file.exec('create table rows (id integer primary key, body text not null)');
  return { file, path };
}

const walBytes = (path: string): number => statSync(`${path}-wal`).size;
const nextTurn = (): Promise<void> => new Promise((done) => setImmediate(done));

/** Commits between two waits for the worker: the writer never runs far ahead of the copying. */
const PACE_EVERY = 32;

/**
 * Commits `count` rows of ~1 KB one by one, as a writer under steady load does. With checkpoints,
 * it waits for the worker every few dozen commits: how far the log grows then depends on the
 * design alone, not on how busy the machine running the test is (a starved worker thread would
 * otherwise let the log grow without the code being at fault).
 */
async function writeSteadily(
  file: SQLite.Database,
  count: number,
  checkpoints?: WalCheckpointer,
): Promise<void> {
  const insert = file.prepare('insert into rows (body) values (?)');
  for (let i = 0; i < count; i++) {
    insert.run(`row ${i} `.padEnd(1000, 'x'));
    checkpoints?.committed();
    // As the group commit does: no commit while the finishing checkpoint runs.
    if (checkpoints?.shouldFinish) await checkpoints.finish();
    if (checkpoints && i % PACE_EVERY === PACE_EVERY - 1) await checkpoints.settled();
    await nextTurn();
  }
}

describe('background checkpoints', () => {
  it('keep the log short while the writer commits, and lose nothing', async () => {
    const { file, path } = openFile();
    const checkpoints = new WalCheckpointer(file, 'NORMAL', {
      everyMs: 0,
      restartAtFrames: 64,
      // Long enough for a finishing checkpoint on a loaded machine: a timed-out one leaves the log
      // to grow, which is the production backstop's business, not what is measured here.
      holdAtMostMs: 60_000,
    });
    // The log grows while the worker thread starts; from then on it is restarted again and again.
    await writeSteadily(file, 3000, checkpoints);
    const warm = walBytes(path);
    await writeSteadily(file, 6000, checkpoints);
    await checkpoints.close();

    // 6,000 more commits of a page or more each did not lengthen it (much).
    expect(walBytes(path) - warm).toBeLessThan(1000 * PAGE);
    expect(file.prepare('select count(*) as n from rows').get()).toEqual({ n: 9000 });
    file.close();
    const reopened = new SQLite(path, { readonly: true });
    expect(reopened.prepare('select count(*) as n, max(id) as last from rows').get()).toEqual({
      n: 9000,
      last: 9000,
    });
    reopened.close();
  });

  it('without them the same writes grow the log', async () => {
    const { file, path } = openFile();
    await writeSteadily(file, 3000);
    const warm = walBytes(path);
    await writeSteadily(file, 6000);
    expect(walBytes(path) - warm).toBeGreaterThan(6000 * PAGE);
    file.close();
  });

  it('ask for the finishing checkpoint only once the log is long', async () => {
    const { file } = openFile();
    const checkpoints = new WalCheckpointer(file, 'NORMAL', {
      everyMs: 0,
      restartAtFrames: 1_000_000,
      holdAtMostMs: 1000,
    });
    await writeSteadily(file, 200, checkpoints);
    expect(checkpoints.shouldFinish).toBe(false);
    await checkpoints.close();
    // Closed: no more background work is started.
    checkpoints.committed();
    file.close();
  });
});
