// Presence shared by every node through Redis, so each node gives the same spectator count and the
// same answer to "is the opponent gone?".
//
// Layout, per room:
//   checkers:presence:<room>      hash  "<node>|<user>" -> "<spectator|player>|<expires at, ms>"
//   checkers:seen:<room>:<user>   string, when the user was last seen (ms), with an expiry
// Each node owns its fields and rewrites them with a fresh deadline on a heartbeat (and the hash's
// own expiry with them). A node killed with SIGKILL stops refreshing, so its sockets stop counting
// once their deadline passes; readers skip and remove expired fields. Redis restarted empty is
// filled again by the next heartbeat.
//
// When Redis cannot be reached, answers come from this node's own facts, so HTTP calls keep working.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { NodePresence, type Presence } from './presence.js';
import { redisOptions, type Warn } from './redis-bus.js';

/** Timings of the shared presence. */
export interface RedisPresenceOptions {
  /** How long a node's entries live without a heartbeat. */
  readonly ttlMs: number;
  /** How long "last seen" is remembered; beyond it a user's abandonment clock starts afresh. */
  readonly seenTtlMs: number;
}

const DEFAULTS: RedisPresenceOptions = { ttlMs: 10_000, seenTtlMs: 3_600_000 };

/**
 * While a user has a socket on this node, their "last seen" in Redis is rewritten at most this
 * often. It only counts once they have no socket anywhere, and closing their last socket writes it
 * exactly, so between those it matters only if this node dies without closing them (its presence
 * fields outlive it by up to `ttlMs` anyway). A write on every message was two Redis commands a move.
 */
export const SEEN_REFRESH_MS = 5_000;

const roomKey = (room: string): string => `checkers:presence:${room}`;
const seenKey = (room: string, user: string): string => `checkers:seen:${room}:${user}`;

interface Entry {
  readonly node: string;
  readonly user: string;
  readonly spectator: boolean;
}

/** Presence in Redis keys with expiry, refreshed by each node's heartbeat. */
export class RedisPresence implements Presence {
  private readonly redis: Redis;
  private readonly node: NodePresence;
  private readonly nodeId = randomUUID();
  private readonly options: RedisPresenceOptions;
  private readonly timer: NodeJS.Timeout;
  /** When "last seen" was last written for a user with a socket here, by its key. */
  private readonly seenWritten = new Map<string, number>();

  constructor(
    url: string,
    readonly goneAfterMs: number,
    private readonly warn: Warn = () => {},
    options: Partial<RedisPresenceOptions> = {},
    private readonly clock: () => number = Date.now,
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.node = new NodePresence(goneAfterMs, clock);
    this.redis = new Redis(url, redisOptions('checkers-presence'));
    this.redis.on('error', () => {
      // Reported by the bus's connections already; presence falls back to this node's facts.
    });
    this.timer = setInterval(() => void this.heartbeat(), this.options.ttlMs / 3);
    this.timer.unref();
  }

  async connect(room: string, user: string, spectator: boolean): Promise<boolean> {
    const first = this.node.connect(room, user, spectator);
    if (!first) return false;
    this.seenWritten.set(seenKey(room, user), this.clock());
    return this.shared(first, async () => {
      await this.redis
        .multi()
        .hset(roomKey(room), this.field(user), this.value(spectator))
        .pexpire(roomKey(room), this.options.ttlMs)
        .set(seenKey(room, user), String(this.clock()), 'PX', this.options.seenTtlMs)
        .exec();
      return (await this.live(room)).filter((e) => e.user === user).length === 1;
    });
  }

  async disconnect(room: string, user: string): Promise<boolean> {
    const last = this.node.disconnect(room, user);
    if (!last) return false;
    this.seenWritten.delete(seenKey(room, user));
    return this.shared(last, async () => {
      await this.redis
        .multi()
        .hdel(roomKey(room), this.field(user))
        .set(seenKey(room, user), String(this.clock()), 'PX', this.options.seenTtlMs)
        .exec();
      return !(await this.live(room)).some((e) => e.user === user);
    });
  }

  touch(room: string, user: string): void {
    this.node.touch(room, user);
    const now = this.clock();
    const key = seenKey(room, user);
    if (this.node.isConnected(room, user)) {
      const written = this.seenWritten.get(key);
      if (written !== undefined && now - written < SEEN_REFRESH_MS) return;
      this.seenWritten.set(key, now);
    }
    this.redis.set(key, String(now), 'PX', this.options.seenTtlMs).catch(() => {});
  }

  async spectatorCount(room: string): Promise<number> {
    return this.shared(this.node.spectatorCount(room), async () => {
      const spectators = (await this.live(room)).filter((e) => e.spectator).map((e) => e.user);
      return new Set(spectators).size;
    });
  }

  async isConnected(room: string, user: string): Promise<boolean> {
    return this.shared(this.node.isConnected(room, user), async () =>
      (await this.live(room)).some((e) => e.user === user),
    );
  }

  async isGone(room: string, user: string): Promise<boolean> {
    return this.shared(this.node.isGone(room, user), async () => {
      if (await this.isConnected(room, user)) return false;
      const now = this.clock();
      const seen = await this.redis.get(seenKey(room, user));
      if (seen === null) {
        // Not seen by any node yet (or forgotten): the clock starts now.
        await this.redis.set(seenKey(room, user), String(now), 'PX', this.options.seenTtlMs, 'NX');
        return false;
      }
      return now - Number(seen) > this.goneAfterMs;
    });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    // This node's sockets are closing with it: take them out of the counts at once.
    const fields = new Map<string, string[]>();
    for (const { room, user } of this.node.connected())
      fields.set(room, [...(fields.get(room) ?? []), this.field(user)]);
    if (this.redis.status === 'ready' && fields.size > 0) {
      const batch = this.redis.multi();
      for (const [room, names] of fields) batch.hdel(roomKey(room), ...names);
      await batch.exec().catch(() => {});
    }
    this.redis.disconnect();
  }

  /** Rewrites this node's entries with a fresh deadline. */
  private async heartbeat(): Promise<void> {
    if (this.redis.status !== 'ready') return;
    const batch = this.redis.multi();
    const rooms = new Set<string>();
    for (const { room, user, spectator } of this.node.connected()) {
      batch.hset(roomKey(room), this.field(user), this.value(spectator));
      rooms.add(room);
    }
    if (rooms.size === 0) return;
    for (const room of rooms) batch.pexpire(roomKey(room), this.options.ttlMs);
    await batch
      .exec()
      .catch((error: Error) => this.warn({ err: error.message }, 'presence heartbeat failed'));
  }

  /** The room's entries whose deadline has not passed; expired ones are removed on the way. */
  private async live(room: string): Promise<Entry[]> {
    const now = this.clock();
    const entries: Entry[] = [];
    const expired: string[] = [];
    for (const [field, value] of Object.entries(await this.redis.hgetall(roomKey(room)))) {
      const [role, deadline] = value.split('|');
      const split = field.indexOf('|');
      if (Number(deadline) <= now) expired.push(field);
      else
        entries.push({
          node: field.slice(0, split),
          user: field.slice(split + 1),
          spectator: role === 'spectator',
        });
    }
    if (expired.length > 0) this.redis.hdel(roomKey(room), ...expired).catch(() => {});
    return entries;
  }

  private field(user: string): string {
    return `${this.nodeId}|${user}`;
  }

  private value(spectator: boolean): string {
    return `${spectator ? 'spectator' : 'player'}|${this.clock() + this.options.ttlMs}`;
  }

  /** Asks Redis; when Redis is away, this node's own answer stands. */
  private async shared<T>(fallback: T, ask: () => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') return fallback;
    try {
      return await ask();
    } catch (error) {
      this.warn({ err: (error as Error).message }, 'presence read failed; answering for this node');
      return fallback;
    }
  }
}
