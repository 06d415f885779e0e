// Starts each server under test as its own process on a free port, so the driver never shares an
// event loop or a heap with it, and its CPU and memory can be read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TargetName } from '../args.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../..');

/** A server started for a run. */
export interface StartedTarget {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** A TCP port free on the loopback interface just now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** How to start one server process and know it is up. */
export interface Recipe {
  readonly cwd: string;
  readonly script: string;
  readonly env: Record<string, string>;
  readonly health: string;
  readonly cleanup?: () => void;
  /** Node's flags, as the server's start command gives them. */
  readonly nodeFlags?: readonly string[];
}

/**
 * Our server as the `checkers` target runs it; `env` adds to its environment (a cluster's node is
 * given DATABASE_URL and REDIS_URL).
 */
export function checkersRecipe(env: Readonly<Record<string, string>> = {}): Recipe {
  const dataDir = mkdtempSync(join(tmpdir(), 'checkers-load-'));
  return {
    cwd: join(repoRoot, 'apps/server'),
    script: 'dist/server.js',
    // As `npm start` runs it: 16 MB semi-spaces, so that what a burst of moves has in flight dies
    // young instead of being promoted (docs/PERFORMANCE.md, "The flag timers, and the young
    // generation at 10,000 rooms"); one V8 helper thread, so that a major GC's concurrent marking
    // leaves a core to the event loop.
    nodeFlags: ['--max-semi-space-size=16', '--v8-pool-size=1'],
    // SQLite in a fresh folder; limits raised because every simulated player comes from one IP.
    env: {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_CREATE_ROOM: '1000000',
      RATE_LIMIT_JOINS: '1000000',
      RATE_LIMIT_MOVES: '1000000',
      RATE_LIMIT_SOCKET: '1000000',
      // Every simulated player's sockets come from one address too.
      MAX_SOCKETS_PER_IP: '1000000',
      // The machine's own file-descriptor limit is the bound here, as for the peers measured
      // beside it (the node's default reserve of 256 would refuse sockets they accept).
      MAX_SOCKETS: '1000000',
      ...env,
    },
    health: '/api/health',
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function recipe(name: Exclude<TargetName, 'cluster'>): Recipe {
  if (name === 'checkers') return checkersRecipe();
  return {
    cwd: join(repoRoot, 'tests/load'),
    script: `dist/targets/${name}-server.js`,
    env: {},
    health: '/health',
  };
}

/** Copies a child's output to ours with a prefix, a bounded number of lines. */
function relay(child: ChildProcess, name: string, log: (line: string) => void): void {
  let lines = 0;
  const forward = (chunk: Buffer): void => {
    for (const line of String(chunk).split('\n')) {
      if (line.trim() === '' || lines >= 40) continue;
      lines++;
      log(`  [${name}] ${line.slice(0, 300)}${lines === 40 ? ' (further output dropped)' : ''}`);
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
}

/**
 * Node flags added to every server a run starts, from `LOAD_NODE_FLAGS` (space-separated): for a
 * look inside a run (`--trace-gc --trace-gc-nvp`, `--inspect=9239`) or a V8 setting tried against
 * the recipe's (a later flag wins). `LOAD_SERVER_LOG=PREFIX` keeps each server's whole standard
 * output in `PREFIX.NAME` (the run's own log shows only its first 40 lines).
 */
function extraNodeFlags(): string[] {
  return (process.env.LOAD_NODE_FLAGS ?? '').split(' ').filter((flag) => flag !== '');
}

/** Where a started server (a target, or a cluster's node) writes its V8 CPU profile when it exits. */
export function cpuProfilePath(dir: string, name: string): string {
  return resolve(dir, `${name}.cpuprofile`);
}

/**
 * Starts a target and waits until it answers its health check; with `cpuProfDir`, node profiles it
 * (`--cpu-prof`) and writes the profile there when it stops.
 */
export async function startTarget(
  name: Exclude<TargetName, 'cluster'>,
  log: (line: string) => void,
  cpuProfDir?: string,
): Promise<StartedTarget> {
  return startServer(name, recipe(name), log, cpuProfDir);
}

/**
 * Starts one server process from its recipe, named `name` in the log and in its profile's file, and
 * waits until it answers its health check.
 */
export async function startServer(
  name: string,
  serverRecipe: Recipe,
  log: (line: string) => void,
  cpuProfDir?: string,
): Promise<StartedTarget> {
  const port = await freePort();
  const { cwd, script, env, health, cleanup, nodeFlags: recipeFlags = [] } = serverRecipe;
  const nodeFlags =
    cpuProfDir === undefined
      ? recipeFlags
      : [
          ...recipeFlags,
          '--cpu-prof',
          `--cpu-prof-dir=${resolve(cpuProfDir)}`,
          `--cpu-prof-name=${name}.cpuprofile`,
          // A sample every 4 ms instead of every 1: at 10,000 sockets the default's stack walks
          // cost enough to push our server past what it can carry at 1,000 moves a second.
          '--cpu-prof-interval=4000',
        ];
  // node itself (not npm or a wrapper) is the child, so its pid is the server's. Every server runs
  // compiled, as deployed: a TypeScript loader in the process would add its own memory (about 60 MB
  // for our server) and start-up work to what is measured.
  const child = spawn(process.execPath, [...nodeFlags, ...extraNodeFlags(), script], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relay(child, name, log);
  const logPrefix = process.env.LOAD_SERVER_LOG;
  if (logPrefix !== undefined && logPrefix !== '')
    child.stdout?.pipe(createWriteStream(`${logPrefix}.${name}`));
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (!exited) {
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    cleanup?.();
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      cleanup?.();
      throw new Error(`${name} exited during start-up`);
    }
    try {
      const response = await fetch(`${url}${health}`);
      await response.text();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer ${health} within 60 s`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { url, pid: child.pid!, stop };
}
