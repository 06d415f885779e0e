// Test harness: a real server on a real port with a fresh data directory, and small HTTP and
// WebSocket clients that behave like the browser (CSRF cookie + header, bearer tokens).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { freshDatabase } from './pg.js';

/** Configuration a test may change; rate limits one by one. */
export type TestOverrides = Omit<Partial<Config>, 'rateLimit'> & {
  readonly rateLimit?: Partial<Config['rateLimit']>;
};

/** A running server for one test file. */
export interface TestServer {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts a server on a free port with empty storage: a fresh SQLite folder, or a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set.
 */
export async function startServer(overrides: TestOverrides = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'checkers-test-'));
  const database = await freshDatabase();
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database?.url ?? '' },
    {
      port: 0,
      host: '127.0.0.1',
      ...overrides,
      // Generous limits unless a test asks for low ones: every test client shares one IP.
      rateLimit: {
        max: 100_000,
        windowMs: 60_000,
        createRoom: 100_000,
        joins: 100_000,
        moves: 100_000,
        logins: 100_000,
        loginsPerAddress: 100_000,
        loginFailures: 100_000,
        registers: 100_000,
        achievementReports: 100_000,
        friendActions: 100_000,
        challengeActions: 100_000,
        dailyHints: 100_000,
        dailySubmits: 100_000,
        socketMessagesPerSecond: 1_000,
        socketFloodClose: 50,
        ...overrides.rateLimit,
      },
    },
  );
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    app,
    dataDir,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A reply as the tests look at it. */
export interface Reply<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/** An HTTP client with its own CSRF cookie and bearer token, like one browser tab. */
export class Client {
  token: string | undefined;
  private csrf: string | undefined;

  /** `headers` go with every request, e.g. X-Forwarded-For to play another IP. */
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  /** Fetches the CSRF token from /api/health. */
  async init(): Promise<this> {
    const response = await fetch(`${this.baseUrl}/api/health`, { headers: this.headers });
    this.csrf = response.headers.get('x-csrf-token') ?? undefined;
    return this;
  }

  async get<T = Record<string, unknown>>(path: string): Promise<Reply<T>> {
    return this.send<T>('GET', path);
  }

  async post<T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<Reply<T>> {
    return this.send<T>('POST', path, JSON.stringify(body));
  }

  /** Sends a request with raw body text, for malformed-input tests. */
  async send<T>(
    method: string,
    path: string,
    rawBody?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...this.headers, ...extraHeaders };
    if (rawBody !== undefined) headers['content-type'] ??= 'application/json';
    if (this.csrf !== undefined) {
      headers['x-csrf-token'] ??= this.csrf;
      headers.cookie ??= `csrf_token=${this.csrf}`;
    }
    if (this.token !== undefined) headers.authorization ??= `Bearer ${this.token}`;
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: rawBody ?? null });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` passes, or throws its last error after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(50);
    }
  }
}
