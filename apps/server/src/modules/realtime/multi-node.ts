// The realtime module's multi-node parts: the bus and the presences kept in Redis. Loaded only by
// `loadMultiNode` (index.ts), so that a single node never loads the Redis client.
export { RedisEventBus, type MissedEvents, type Warn } from './redis-bus.js';
export { RedisPresence, SEEN_REFRESH_MS } from './redis-presence.js';
export { RedisUserPresence } from './redis-user-presence.js';
