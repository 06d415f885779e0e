// The only module that reads the environment. Everything else receives a Config.
import { resolve } from 'node:path';
import { MAX_SPECTATORS } from '@checkers/protocol';

/** Server configuration, from the environment with embedded defaults. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Folder for the SQLite file and generated keys. */
  readonly dataDir: string;
  /** PostgreSQL connection string; SQLite in `dataDir` when absent. */
  readonly databaseUrl: string | undefined;
  /** Redis connection string for multi-node mode; in-process events when absent. */
  readonly redisUrl: string | undefined;
  readonly logLevel: string;
  /** Requests per minute: overall per caller, room creations per IP, moves per caller; socket frames per second. */
  readonly rateLimit: {
    readonly max: number;
    readonly windowMs: number;
    readonly createRoom: number;
    readonly moves: number;
    readonly socketMessagesPerSecond: number;
  };
  /** Spectators allowed per room. */
  readonly maxSpectators: number;
  /** How long a bearer token lives. */
  readonly tokenTtlMs: number;
  /** Mark cookies Secure (behind HTTPS). */
  readonly secureCookies: boolean;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimit: {
      max: intFrom(env.RATE_LIMIT_MAX, 300, 'RATE_LIMIT_MAX'),
      windowMs: 60_000,
      createRoom: intFrom(env.RATE_LIMIT_CREATE_ROOM, 20, 'RATE_LIMIT_CREATE_ROOM'),
      moves: intFrom(env.RATE_LIMIT_MOVES, 120, 'RATE_LIMIT_MOVES'),
      socketMessagesPerSecond: intFrom(env.RATE_LIMIT_SOCKET, 20, 'RATE_LIMIT_SOCKET'),
    },
    maxSpectators: intFrom(env.MAX_SPECTATORS, MAX_SPECTATORS, 'MAX_SPECTATORS'),
    tokenTtlMs: 30 * 24 * 3600 * 1000,
    secureCookies: env.SECURE_COOKIES === '1',
    ...overrides,
  };
}
