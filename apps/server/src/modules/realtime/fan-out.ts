// The event bus and presence: in this process by default; in Redis with a Redis URL, shared by every
// node. Start-up waits for Redis once; afterwards a Redis outage is survived (see redis-bus.ts).
import { LocalEventBus, type EventBus } from './bus.js';
import { LocalPresence, type Presence } from './presence.js';
import type * as MultiNode from './multi-node.js';
import type { MissedEvents, Warn } from './multi-node.js';
import { LocalUserPresence, type UserPresence } from './user-presence.js';

/** How to fan out. */
export interface FanOutOptions {
  /** Redis, for several nodes; absent, this process only. */
  readonly redisUrl: string | undefined;
  /** How long a player must be away before the opponent may claim the win. */
  readonly abandonClaimMs: number;
  /** How long a node's presence entries live in Redis without its heartbeat. */
  readonly presenceTtlMs: number;
  /** Reads a room's stored events after a version (a node catching up after Redis was away). */
  readonly missed: MissedEvents;
  readonly warn: Warn;
  /** How long a user must have no socket open before going offline (user presence). */
  readonly offlineDelayMs?: number;
}

/** What openFanOut opens. */
export interface FanOut {
  readonly bus: EventBus;
  /** Who is in each room. */
  readonly presence: Presence;
  /** Which users are online. */
  readonly userPresence: UserPresence;
}

/** The Redis bus and presences, loaded on demand (multi-node.ts). */
export const loadMultiNode = (): Promise<typeof MultiNode> => import('./multi-node.js');

/** Opens the bus and the presences. */
export async function openFanOut(options: FanOutOptions): Promise<FanOut> {
  const { redisUrl, abandonClaimMs, offlineDelayMs } = options;
  if (redisUrl === undefined) {
    return {
      bus: new LocalEventBus(),
      presence: new LocalPresence(abandonClaimMs),
      userPresence: new LocalUserPresence(offlineDelayMs),
    };
  }
  // Loaded only in multi-node mode: a single node does not carry the Redis client in its memory.
  const { RedisEventBus, RedisPresence, RedisUserPresence } = await loadMultiNode();
  const bus = new RedisEventBus(redisUrl, options.missed, options.warn);
  await bus.ready();
  const presence = new RedisPresence(redisUrl, abandonClaimMs, options.warn, {
    ttlMs: options.presenceTtlMs,
  });
  const userPresence = new RedisUserPresence(redisUrl, options.warn, options.presenceTtlMs, offlineDelayMs);
  return { bus, presence, userPresence };
}
