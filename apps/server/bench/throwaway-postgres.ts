// A PostgreSQL cluster made for one benchmark run, the way scripts/postgres-test.sh makes one for
// the tests: a temporary folder, a free port, trust authentication on 127.0.0.1, stopped and
// removed afterwards. PostgreSQL refuses to run as root, so as root the cluster belongs to the
// `postgres` user (made by Debian's postgresql package).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running cluster with one empty database. */
export interface ThrowawayPostgres {
  readonly url: string;
  stop(): void;
}

/** The newest installed server binaries, or PG_BIN. */
function serverBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const newest = versions.at(-1);
  const bin = newest === undefined ? '' : join(root, newest, 'bin');
  if (!existsSync(join(bin, 'initdb'))) {
    throw new Error(
      'PostgreSQL binaries not found (install the postgresql package, or set PG_BIN or DATABASE_URL)',
    );
  }
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a PostgreSQL program, as the postgres user when we are root. */
function runAsPostgres(program: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [command, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Makes, starts and returns a fresh cluster. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = serverBinaries();
  const work = mkdtempSync(join(tmpdir(), 'checkers-bench-pg-'));
  chmodSync(work, 0o755);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:', work]);
  const data = join(work, 'data');
  const port = await freePort();
  const stop = (): void => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      try {
        runAsPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone: nothing left to stop.
      }
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    runAsPostgres(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    // As for the tests, the data is thrown away afterwards, so durability is traded for a faster
    // seed. Reads, which are what is measured, do not depend on these settings.
    const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    runAsPostgres(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(work, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
    runAsPostgres(join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      'checkers_bench',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/checkers_bench`, stop };
}
