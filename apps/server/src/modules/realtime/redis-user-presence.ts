// User presence shared by every node through Redis (multi-node mode), like room presence.
//
// Layout, per user:
//   checkers:user-presence:<user>   hash  <node> -> when the node's entry expires (ms)
//   checkers:user-online:<user>     string "online" | "offline": the last change announced
// A node writes its field when the user's first socket opens on it, removes it when the last one
// closes, and rewrites it with a fresh deadline on a heartbeat (a node killed stops counting once its
// deadline passes). A change is announced by the node whose GETSET flips the second key, so it is
// announced once whatever the number of nodes: "online" at once, "offline" after the delay, when no
// node has a live entry. A node killed with SIGKILL announces nothing for its users: their entries
// expire, so reads say offline, but no `friend_offline` is sent for them.
//
// When Redis cannot be reached, reads answer from this node's own sockets.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisOptions, type Warn } from './redis-bus.js';
import {
  DEFAULT_OFFLINE_DELAY_MS,
  NodeSockets,
  type PresenceChange,
  type UserPresence,
} from './user-presence.js';

const socketsKey = (user: string): string => `checkers:user-presence:${user}`;
const onlineKey = (user: string): string => `checkers:user-online:${user}`;

/** How long the last announced change is remembered (refreshed while the user is online). */
const ANNOUNCED_TTL_MS = 24 * 3600_000;

/** Presence in Redis keys with expiry, refreshed by each node's heartbeat. */
export class RedisUserPresence implements UserPresence {
  private readonly redis: Redis;
  private readonly sockets = new NodeSockets();
  private readonly nodeId = randomUUID();
  private readonly timer: NodeJS.Timeout;
  private listener: PresenceChange = () => {};

  constructor(
    url: string,
    private readonly warn: Warn = () => {},
    private readonly ttlMs = 10_000,
    private readonly offlineDelayMs = DEFAULT_OFFLINE_DELAY_MS,
    private readonly clock: () => number = Date.now,
  ) {
    this.redis = new Redis(url, redisOptions('checkers-user-presence'));
    this.redis.on('error', () => {
      // Reported by the bus's connections already; reads fall back to this node's sockets.
    });
    this.timer = setInterval(() => void this.heartbeat(), this.ttlMs / 3);
    this.timer.unref();
  }

  opened(userId: string): void {
    if (!this.sockets.open(userId)) return;
    this.attempt('presence update failed', async () => {
      const replies = await this.redis
        .multi()
        .hset(socketsKey(userId), this.nodeId, String(this.clock() + this.ttlMs))
        .pexpire(socketsKey(userId), this.ttlMs)
        .getset(onlineKey(userId), 'online')
        .pexpire(onlineKey(userId), ANNOUNCED_TTL_MS)
        .exec();
      const before = replies?.[2]?.[1];
      if (before !== 'online') this.listener(userId, true);
    });
  }

  closed(userId: string): void {
    if (!this.sockets.close(userId)) return;
    this.attempt('presence update failed', async () => {
      await this.redis.hdel(socketsKey(userId), this.nodeId);
    });
    this.sockets.later(userId, this.offlineDelayMs, () =>
      this.attempt('presence check failed', async () => {
        if (this.sockets.has(userId)) return;
        if ((await this.liveNodes(userId)) > 0) return;
        const replies = await this.redis
          .multi()
          .getset(onlineKey(userId), 'offline')
          .pexpire(onlineKey(userId), ANNOUNCED_TTL_MS)
          .exec();
        if (replies?.[0]?.[1] === 'online') this.listener(userId, false);
      }),
    );
  }

  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    const local = new Set(userIds.filter((id) => this.sockets.has(id)));
    if (this.redis.status !== 'ready' || userIds.length === 0) return local;
    try {
      const batch = this.redis.pipeline();
      for (const id of userIds) batch.hgetall(socketsKey(id));
      const replies = (await batch.exec()) ?? [];
      const now = this.clock();
      const online = new Set(local);
      replies.forEach(([error, fields], i) => {
        if (error !== null) return;
        const live = Object.values(fields as Record<string, string>).some(
          (deadline) => Number(deadline) > now,
        );
        if (live) online.add(userIds[i]!);
      });
      return online;
    } catch (error) {
      this.warn({ err: (error as Error).message }, 'presence read failed; answering for this node');
      return local;
    }
  }

  listen(listener: PresenceChange): void {
    this.listener = listener;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    const users = [...this.sockets.users()];
    this.sockets.clear();
    if (this.redis.status === 'ready' && users.length > 0) {
      const batch = this.redis.multi();
      for (const user of users) batch.hdel(socketsKey(user), this.nodeId);
      await batch.exec().catch(() => {});
    }
    this.redis.disconnect();
  }

  /** Rewrites this node's entries with a fresh deadline. */
  private async heartbeat(): Promise<void> {
    if (this.redis.status !== 'ready') return;
    const users = [...this.sockets.users()];
    if (users.length === 0) return;
    const deadline = String(this.clock() + this.ttlMs);
    const batch = this.redis.multi();
    for (const user of users) {
      batch.hset(socketsKey(user), this.nodeId, deadline);
      batch.pexpire(socketsKey(user), this.ttlMs);
      batch.pexpire(onlineKey(user), ANNOUNCED_TTL_MS);
    }
    await batch
      .exec()
      .catch((error: Error) => this.warn({ err: error.message }, 'user presence heartbeat failed'));
  }

  /** How many nodes have a live entry for the user. */
  private async liveNodes(userId: string): Promise<number> {
    const now = this.clock();
    const fields = await this.redis.hgetall(socketsKey(userId));
    return Object.values(fields).filter((deadline) => Number(deadline) > now).length;
  }

  private attempt(what: string, work: () => Promise<void>): void {
    if (this.redis.status !== 'ready') return;
    work().catch((error: unknown) => this.warn({ err: (error as Error).message }, what));
  }
}
