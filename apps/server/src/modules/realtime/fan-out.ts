// The event bus and presence: in this process by default; in Redis with a Redis URL, shared by every
// node. Start-up waits for Redis once; afterwards a Redis outage is survived (see redis-bus.ts).
import { LocalEventBus, type EventBus } from './bus.js';
import { LocalPresence, type Presence } from './presence.js';
import type { MissedEvents, Warn } from './redis-bus.js';

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
}

/** Opens the bus and the presence. */
export async function openFanOut(options: FanOutOptions): Promise<{ bus: EventBus; presence: Presence }> {
  const { redisUrl, abandonClaimMs } = options;
  if (redisUrl === undefined) {
    return { bus: new LocalEventBus(), presence: new LocalPresence(abandonClaimMs) };
  }
  // Loaded only in multi-node mode: a single node does not carry the Redis client in its memory.
  const [{ RedisEventBus }, { RedisPresence }] = await Promise.all([
    import('./redis-bus.js'),
    import('./redis-presence.js'),
  ]);
  const bus = new RedisEventBus(redisUrl, options.missed, options.warn);
  await bus.ready();
  const presence = new RedisPresence(redisUrl, abandonClaimMs, options.warn, {
    ttlMs: options.presenceTtlMs,
  });
  return { bus, presence };
}
