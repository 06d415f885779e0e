// A small cluster for multi-node tests: a throwaway Redis and several server processes on free
// ports, sharing one fresh PostgreSQL database (TEST_DATABASE_URL's cluster; see
// scripts/cluster-test.sh). Processes are real, so a test can SIGKILL one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, eventually } from '../harness.js';

export { eventually };
import { freshDatabase, type TestDatabase } from '../pg.js';
import { freePort } from '../server-process.js';

export { freePort };

const serverDir = join(import.meta.dirname, '..', '..');

/** A free TCP port on the loopback interface. */

/** A Redis server of its own, without persistence. */
export class TestRedis {
  private proc: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedis> {
    const redis = new TestRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (again) on the same port, empty. */
  async restart(): Promise<void> {
    this.proc = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await eventually(
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = createConnection(this.port, '127.0.0.1');
          socket.once('data', (data) => {
            socket.destroy();
            if (String(data).startsWith('+PONG')) resolve();
            else reject(new Error(String(data)));
          });
          socket.once('connect', () => socket.write('PING\r\n'));
          socket.once('error', reject);
        }),
    );
  }

  /** Stops at once (SIGKILL). */
  async kill(): Promise<void> {
    await killProcess(this.proc);
    this.proc = undefined;
  }
}

async function killProcess(proc: ChildProcess | undefined): Promise<void> {
  if (proc === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
}

/** One server process. */
export class TestNode {
  private proc: ChildProcess | undefined;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'checkers-node-'));

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.proc = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_MOVES: '100000',
        RATE_LIMIT_JOINS: '100000',
        RATE_LIMIT_CREATE_ROOM: '100000',
        RATE_LIMIT_SOCKET: '1000',
        ...this.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const proc = this.proc;
    await eventually(async () => {
      if (proc.exitCode !== null) throw new Error(`node on ${this.port} exited (${proc.exitCode})`);
      const reply = await fetch(`${this.url}/api/health`);
      if (!reply.ok) throw new Error(`health ${reply.status}`);
    }, 30_000);
  }

  /** Ends the process with SIGKILL: no clean-up of any kind. */
  async kill(): Promise<void> {
    await killProcess(this.proc);
    this.proc = undefined;
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A browser-like client of this node. */
  async client(token?: string): Promise<Client> {
    const client = await new Client(this.url).init();
    client.token = token;
    return client;
  }
}

/** Nodes sharing one database and one Redis. */
export interface Cluster {
  readonly nodes: TestNode[];
  readonly redis: TestRedis;
  readonly database: TestDatabase;
  stop(): Promise<void>;
}

/**
 * Starts `count` nodes on a fresh database and Redis. `route` may give the nodes another way to the
 * database (say, through a connection a test can cut).
 */
export async function startCluster(
  count: number,
  env: Record<string, string> = {},
  route: (databaseUrl: string) => Promise<string> | string = (url) => url,
): Promise<Cluster> {
  const database = await freshDatabase();
  if (database === undefined)
    throw new Error('multi-node tests need TEST_DATABASE_URL (npm run test:cluster)');
  const redis = await TestRedis.start();
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const databaseUrl = await route(database.url);
  const nodes = ports.map(
    (port) => new TestNode(port, { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, ...env }),
  );
  // One node first, so the database migrations run once before the others start.
  await nodes[0]!.start();
  await Promise.all(nodes.slice(1).map((node) => node.start()));
  return {
    nodes,
    redis,
    database,
    stop: async () => {
      await Promise.all(nodes.map((node) => node.stop()));
      await redis.kill();
      await database.drop();
    },
  };
}

/** A registered account made on `node`: its client, signed in, and its id. */
export async function registeredAccount(
  node: TestNode,
  name: string,
): Promise<{ client: Client; id: string }> {
  const client = await node.client();
  const reply = await client.post<{ account: { id: string }; token: string }>('/api/auth/register', {
    username: `${name}_${Date.now() % 1_000_000}`,
    password: 'long enough',
  });
  if (reply.status !== 201) throw new Error(`registering ${name} answered ${reply.status}`);
  client.token = reply.body.token;
  return { client, id: reply.body.account.id };
}
