// The only module that reads the environment. Everything else receives a Config.
import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { ABANDON_CLAIM_MS, MAX_SPECTATORS, PAIRING_TIMING } from '@checkers/protocol';
import { ASSUMED_FILE_LIMIT, openFileLimit, socketCapFor } from './lib/fd-limit.js';
import { intFrom } from './lib/env.js';
import { tournamentsFrom, type TournamentConfig } from './tournament-config.js';

/** The web app's build, beside this package in the repository (the same from src/ and dist/). */
const DEFAULT_WEB_DIR = resolve(import.meta.dirname, '../../web/dist');

/** Server configuration, from the environment with embedded defaults. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Folder for the SQLite file and generated keys. */
  readonly dataDir: string;
  /** PostgreSQL connection string; SQLite in `dataDir` when absent. */
  readonly databaseUrl: string | undefined;
  /**
   * SQLite's `synchronous` setting: `normal` (the default) survives a process crash and keeps the
   * file whole across a power loss; `off` skips the disk flushes of WAL checkpoints (a shorter latency
   * tail under load) and still survives a process crash, but a power loss may corrupt the file.
   */
  readonly sqliteSynchronous: SqliteSynchronous;
  /** Redis connection string for multi-node mode; in-process events when absent. */
  readonly redisUrl: string | undefined;
  /** Multi-node mode: how long a node's presence entries live in Redis without its heartbeat. */
  readonly presenceTtlMs: number;
  readonly logLevel: string;
  /** The built web app served at `/` when it holds an index.html. */
  readonly webDir: string;
  /**
   * Rate limits. `max` counts every API call per IP in `windowMs`; the others count per IP and,
   * separately, per bearer token: room creations, joins (as player or spectator) and moves per
   * `windowMs`, socket messages per second. Sign-ins: see accounts/sign-in-guard.ts; registrations
   * per IP per hour.
   */
  readonly rateLimit: {
    readonly max: number;
    readonly windowMs: number;
    readonly createRoom: number;
    readonly joins: number;
    readonly moves: number;
    /** Sign-in attempts per (username, address) pair per `windowMs`. */
    readonly logins: number;
    /** Sign-in attempts per address, whatever the username, per `windowMs`. */
    readonly loginsPerAddress: number;
    /** Failed sign-ins per username per hour, over every address, before the account is guarded. */
    readonly loginFailures: number;
    /** Registrations per address per hour. */
    readonly registers: number;
    /** Achievement reports (AI games, themes, re-checks) per address and per token per `windowMs`. */
    readonly achievementReports: number;
    /** Friend requests, answers, removals and blocks per address and per token per `windowMs`. */
    readonly friendActions: number;
    /** Challenges sent, accepted, declined and canceled per address and per token per `windowMs`. */
    readonly challengeActions: number;
    /** Daily-puzzle hints asked per address and per token per `windowMs`. */
    readonly dailyHints: number;
    /** Daily-puzzle solutions submitted per address and per token per `windowMs`. */
    readonly dailySubmits: number;
    readonly socketMessagesPerSecond: number;
    /** Rate-limited socket frames in a row after which the socket is closed. */
    readonly socketFloodClose: number;
  };
  /**
   * Open sockets: per bearer token, per address, and on the node (`total`: the file-descriptor
   * limit less `fdReserve`, unless MAX_SOCKETS says). `fileLimit` is the limit read at start.
   */
  readonly sockets: {
    readonly perToken: number;
    readonly perAddress: number;
    readonly total: number;
    readonly fileLimit: number;
    readonly fdReserve: number;
  };
  /** Password hashes running at once (at most the cores), and sign-ups allowed to wait. */
  readonly hashing: { readonly concurrency: number; readonly maxWaiting: number };
  /** Rated games the same two accounts may start within a day; later ones are casual. */
  readonly ratedPairLimit: number;
  /**
   * How often every node sweeps the running timed games for fallen flags (0: only the timers of the
   * node that last wrote each game).
   */
  readonly clockSweepMs: number;
  /** How often pending challenges past their deadline are expired (0: only when read). */
  readonly challengeSweepMs: number;
  /** How long a user must have no socket open before its friends hear it went offline. */
  readonly presenceOfflineDelayMs: number;
  /** How often the retention sweep runs (0: never). */
  readonly retentionSweepMs: number;
  /** Spectators allowed per room. */
  readonly maxSpectators: number;
  /**
   * How long a spectator's seat is held once its last socket closed (or after joining without
   * opening one); then a newcomer to a full room may take it.
   */
  readonly spectatorSeatMs: number;
  /** How long a player must be away from a running game before the opponent may claim the win. */
  readonly abandonClaimMs: number;
  /** Events replayed at most to a reconnecting socket; an older gap gets the full state instead. */
  readonly maxReplay: number;
  /** How often sockets are pinged; a socket that misses a ping is closed. */
  readonly heartbeatMs: number;
  /** How long a bearer token lives. */
  readonly tokenTtlMs: number;
  /**
   * Whom to believe about the client's address (X-Forwarded-For): nobody by default, as a client
   * could otherwise pick its own IP and escape the per-IP limits. Behind a load balancer: `true`,
   * a hop count, or the proxies' addresses.
   */
  readonly trustProxy: boolean | number | string;
  /** Mark cookies Secure (behind HTTPS). */
  readonly secureCookies: boolean;
  /** The daily puzzles' bank file (PUZZLE_BANK); the puzzles package's committed bank by default. */
  readonly puzzleBank: string | undefined;
  /**
   * Web Push. The VAPID key pair comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (both or neither);
   * without them the push module generates one once and keeps it (modules/push/vapid.ts).
   */
  readonly push: PushConfig;
  /** Client log batches (`POST /api/logs`) accepted per address per `windowMs`. */
  readonly clientLogsPerMinute: number;
  /** Quick pairing and seeks. */
  readonly pairing: PairingConfig;
  /** Tournaments: their calls' limits and the director. */
  readonly tournaments: TournamentConfig;
  /** Tests only: the daily puzzle's clock (the UTC day, the hint delay, the time a solve took). */
  readonly puzzleClock?: () => Date;
}

/** Web Push settings (see Config.push). */
export interface PushConfig {
  readonly vapidPublicKey: string | undefined;
  readonly vapidPrivateKey: string | undefined;
  /** The VAPID `sub` claim: a mailto: or https: URL where push services can reach the operator. */
  readonly vapidSubject: string;
  /** Subscriptions kept per user; past it the least recently renewed are dropped. */
  readonly maxSubscriptionsPerUser: number;
  /** Subscribe and unsubscribe calls per address and per token per minute. */
  readonly actionsPerMinute: number;
  /**
   * Accept endpoints on http:// or on loopback and private addresses (tests, a local push service).
   * Off by default: a subscription would otherwise let a user make the server post to its own network.
   */
  readonly allowPrivateEndpoints: boolean;
}

/** Quick pairing and seeks settings (see Config.pairing). */
export interface PairingConfig {
  /** Pool joins and leaves, seeks posted, accepted and canceled, per address and per token per minute. */
  readonly actionsPerMinute: number;
  /** Status polls and seek lists per address and per token per minute (a client polls every 2 s). */
  readonly pollsPerMinute: number;
  /** How often each node tries to pair the pools whose lease it can take (0: only when someone joins). */
  readonly tickMs: number;
  /** A waiting entry or a seek whose owner has not polled its status for this long is withdrawn. */
  readonly staleMs: number;
}

/** The values of SQLite's `synchronous` setting the server accepts. */
export const SQLITE_SYNCHRONOUS = ['normal', 'off', 'full'] as const;
export type SqliteSynchronous = (typeof SQLITE_SYNCHRONOUS)[number];

function synchronousFrom(value: string | undefined): SqliteSynchronous {
  if (value === undefined || value === '') return 'normal';
  const found = SQLITE_SYNCHRONOUS.find((s) => s === value.toLowerCase());
  if (found === undefined) {
    throw new Error(`SQLITE_SYNCHRONOUS must be one of ${SQLITE_SYNCHRONOUS.join(', ')}, got "${value}"`);
  }
  return found;
}

function trustProxyFrom(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function pairingFrom(env: NodeJS.ProcessEnv): PairingConfig {
  return {
    actionsPerMinute: intFrom(env.RATE_LIMIT_PAIRING, 30, 'RATE_LIMIT_PAIRING'),
    pollsPerMinute: intFrom(env.RATE_LIMIT_PAIRING_POLLS, 300, 'RATE_LIMIT_PAIRING_POLLS'),
    tickMs: intFrom(env.PAIRING_TICK_MS, 1_000, 'PAIRING_TICK_MS'),
    staleMs: intFrom(env.PAIRING_STALE_MS, PAIRING_TIMING.staleMs, 'PAIRING_STALE_MS'),
  };
}

function pushFrom(env: NodeJS.ProcessEnv): PushConfig {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY || undefined;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY || undefined;
  if ((vapidPublicKey === undefined) !== (vapidPrivateKey === undefined))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return {
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject: env.VAPID_SUBJECT || 'mailto:push@checkers.invalid',
    maxSubscriptionsPerUser: intFrom(env.PUSH_MAX_SUBSCRIPTIONS, 10, 'PUSH_MAX_SUBSCRIPTIONS'),
    actionsPerMinute: intFrom(env.RATE_LIMIT_PUSH, 30, 'RATE_LIMIT_PUSH'),
    allowPrivateEndpoints: env.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1',
  };
}

/** Reads the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const fileLimit = openFileLimit() ?? ASSUMED_FILE_LIMIT;
  const fdReserve = intFrom(env.FD_RESERVE, 256, 'FD_RESERVE');
  const cores = availableParallelism();
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteSynchronous: synchronousFrom(env.SQLITE_SYNCHRONOUS),
    redisUrl: env.REDIS_URL || undefined,
    presenceTtlMs: intFrom(env.PRESENCE_TTL_MS, 10_000, 'PRESENCE_TTL_MS'),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: resolve(env.WEB_DIR ?? DEFAULT_WEB_DIR),
    rateLimit: {
      max: intFrom(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX'),
      windowMs: 60_000,
      createRoom: intFrom(env.RATE_LIMIT_CREATE_ROOM, 20, 'RATE_LIMIT_CREATE_ROOM'),
      joins: intFrom(env.RATE_LIMIT_JOINS, 60, 'RATE_LIMIT_JOINS'),
      moves: intFrom(env.RATE_LIMIT_MOVES, 120, 'RATE_LIMIT_MOVES'),
      logins: intFrom(env.RATE_LIMIT_LOGINS, 10, 'RATE_LIMIT_LOGINS'),
      loginsPerAddress: intFrom(env.RATE_LIMIT_LOGINS_PER_IP, 30, 'RATE_LIMIT_LOGINS_PER_IP'),
      loginFailures: intFrom(env.RATE_LIMIT_LOGIN_FAILURES, 50, 'RATE_LIMIT_LOGIN_FAILURES'),
      registers: intFrom(env.RATE_LIMIT_REGISTER, 20, 'RATE_LIMIT_REGISTER'),
      achievementReports: intFrom(env.RATE_LIMIT_ACHIEVEMENT_REPORTS, 30, 'RATE_LIMIT_ACHIEVEMENT_REPORTS'),
      friendActions: intFrom(env.RATE_LIMIT_FRIENDS, 30, 'RATE_LIMIT_FRIENDS'),
      challengeActions: intFrom(env.RATE_LIMIT_CHALLENGES, 30, 'RATE_LIMIT_CHALLENGES'),
      dailyHints: intFrom(env.RATE_LIMIT_DAILY_HINTS, 30, 'RATE_LIMIT_DAILY_HINTS'),
      dailySubmits: intFrom(env.RATE_LIMIT_DAILY_SUBMITS, 20, 'RATE_LIMIT_DAILY_SUBMITS'),
      socketMessagesPerSecond: intFrom(env.RATE_LIMIT_SOCKET, 20, 'RATE_LIMIT_SOCKET'),
      socketFloodClose: intFrom(env.SOCKET_FLOOD_CLOSE, 50, 'SOCKET_FLOOD_CLOSE'),
    },
    sockets: {
      perToken: intFrom(env.MAX_SOCKETS_PER_TOKEN, 10, 'MAX_SOCKETS_PER_TOKEN'),
      perAddress: intFrom(env.MAX_SOCKETS_PER_IP, 200, 'MAX_SOCKETS_PER_IP'),
      total: intFrom(env.MAX_SOCKETS, socketCapFor(fileLimit, fdReserve), 'MAX_SOCKETS'),
      fileLimit,
      fdReserve,
    },
    hashing: {
      concurrency: intFrom(env.PASSWORD_HASH_CONCURRENCY, Math.min(cores, 4), 'PASSWORD_HASH_CONCURRENCY'),
      maxWaiting: intFrom(env.PASSWORD_HASH_QUEUE, 32, 'PASSWORD_HASH_QUEUE'),
    },
    ratedPairLimit: intFrom(env.RATED_PAIR_LIMIT, 3, 'RATED_PAIR_LIMIT'),
    retentionSweepMs: intFrom(env.RETENTION_SWEEP_MS, 3600_000, 'RETENTION_SWEEP_MS'),
    challengeSweepMs: intFrom(env.CHALLENGE_SWEEP_MS, 15_000, 'CHALLENGE_SWEEP_MS'),
    clockSweepMs: intFrom(env.CLOCK_SWEEP_MS, 2_000, 'CLOCK_SWEEP_MS'),
    presenceOfflineDelayMs: intFrom(env.PRESENCE_OFFLINE_DELAY_MS, 5_000, 'PRESENCE_OFFLINE_DELAY_MS'),
    maxSpectators: intFrom(env.MAX_SPECTATORS, MAX_SPECTATORS, 'MAX_SPECTATORS'),
    spectatorSeatMs: intFrom(env.SPECTATOR_SEAT_MS, 60_000, 'SPECTATOR_SEAT_MS'),
    abandonClaimMs: intFrom(env.ABANDON_CLAIM_MS, ABANDON_CLAIM_MS, 'ABANDON_CLAIM_MS'),
    maxReplay: 200,
    heartbeatMs: 20_000,
    tokenTtlMs: 30 * 24 * 3600 * 1000,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    secureCookies: env.SECURE_COOKIES === '1',
    puzzleBank: env.PUZZLE_BANK ? resolve(env.PUZZLE_BANK) : undefined,
    push: pushFrom(env),
    clientLogsPerMinute: intFrom(env.RATE_LIMIT_CLIENT_LOGS, 10, 'RATE_LIMIT_CLIENT_LOGS'),
    pairing: pairingFrom(env),
    tournaments: tournamentsFrom(env),
    ...overrides,
  };
}
