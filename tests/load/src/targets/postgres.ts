// A throwaway PostgreSQL for the cluster target: a fresh database cluster made with initdb in a
// temporary folder, listening on a free loopback port, stopped and removed afterwards. PostgreSQL
// refuses to run as root, so as root its commands run as the `postgres` user (Debian's package
// makes it), as scripts/cluster.sh and scripts/postgres-test.sh do.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawn.js';

const run = promisify(execFile);

/** A running PostgreSQL with one empty database. */
export interface StartedPostgres {
  /** DATABASE_URL of the database `checkers`. */
  readonly url: string;
  /** The postmaster: every backend and worker is its child. */
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * Settings beside the defaults. Durability stays as deployed (fsync and synchronous commit on), so
 * a commit's wait for the disk is in the figures as it would be in production; shared_buffers stays
 * PostgreSQL's modest default of 128 MB, on a machine that also holds the nodes and the driver.
 */
const SETTINGS = [
  'listen_addresses=127.0.0.1',
  // Each node's pool holds up to 10 connections: room for many nodes and a psql to look inside.
  'max_connections=200',
  'shared_buffers=128MB',
];

/** PG_BIN, or the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name));
  } catch {
    // no Debian package
  }
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined)
    throw new Error("PostgreSQL binaries not found (install Debian's postgresql package, or set PG_BIN)");
  return join('/usr/lib/postgresql', newest, 'bin');
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** The postgres user's uid and gid, which own the cluster when we are root. */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string): Promise<number> =>
    Number((await run('id', [flag, 'postgres'], { encoding: 'utf8' })).stdout.trim());
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    throw new Error('running as root needs a postgres user to own the PostgreSQL cluster');
  }
}

/** Makes the cluster, starts it and creates the database; on any failure, leaves nothing behind. */
export async function startPostgres(log: (line: string) => void): Promise<StartedPostgres> {
  const bin = binDir();
  const pg = (tool: string, args: readonly string[]): Promise<unknown> =>
    isRoot()
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args);
  const work = mkdtempSync(join(tmpdir(), 'checkers-load-pg-'));
  const data = join(work, 'data');
  const logFile = join(work, 'postgres.log');
  // Set as pg_ctl start is tried: one that failed or timed out may still leave a postmaster to stop.
  let started = false;
  const stop = async (): Promise<void> => {
    if (started) {
      // Immediate: the data is thrown away, so no checkpoint is worth waiting for.
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    chmodSync(work, 0o755);
    if (isRoot()) {
      const { uid, gid } = await postgresUser();
      chownSync(work, uid, gid);
    }
    await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    const port = await freePort();
    const options = [`-p ${port}`, `-k ${work}`, ...SETTINGS.map((setting) => `-c ${setting}`)].join(' ');
    started = true;
    await pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
    await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'checkers']);
    // postmaster.pid's first line is the postmaster's pid.
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    log(`  postgres: pid ${pid}, port ${port}, ${SETTINGS.join(' ')}`);
    return { url: `postgres://postgres@127.0.0.1:${port}/checkers`, pid, stop };
  } catch (error) {
    if (started) logTail(logFile, log);
    await stop();
    throw error;
  }
}

/** The end of PostgreSQL's own log, which says why it would not start, before the folder goes. */
function logTail(path: string, log: (line: string) => void): void {
  try {
    for (const line of readFileSync(path, 'utf8').trim().split('\n').slice(-10)) log(`  [postgres] ${line}`);
  } catch {
    // it wrote no log
  }
}
