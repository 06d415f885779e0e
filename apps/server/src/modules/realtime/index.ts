// The realtime module: the event bus (in process or Redis), each node's socket hub, presence, the
// heartbeat, socket message limits, the room socket and the user socket, users' presence; the ports it asks the games, the
// chat and the spectator seats through.
//
// The Redis parts are not exported here as values: `loadMultiNode` loads them when a node runs with
// Redis, so that a single node never loads the Redis client (a static export here would load it into
// every node; single-node-imports.test.ts fails then).
export { LocalEventBus, type EventBus, type NodeNote, type NodeSignal } from './bus.js';
export type { ChatMember, ChatPort } from './chat-port.js';
export {
  CAP_REASONS,
  ConnectionCaps,
  type CapRefusal,
  type CapSlot,
  type ConnectionCapLimits,
} from './connection-caps.js';
export { loadMultiNode, openFanOut, type FanOut, type FanOutOptions } from './fan-out.js';
export { Hub } from './hub.js';
export { MessageLimiter } from './message-limiter.js';
export { LocalPresence, type Presence } from './presence.js';
export type { RoomPlace, RoomPort } from './room-port.js';
export type { SeatPort } from './seat-port.js';
export { SessionSockets } from './session-sockets.js';
export { socketRoutes, type ClientFacts, type SocketDeps } from './socket-routes.js';
export { userChannel, userNotifier, type NotifyUser } from './user-connection.js';
export {
  DEFAULT_OFFLINE_DELAY_MS,
  LocalUserPresence,
  type PresenceChange,
  type UserPresence,
} from './user-presence.js';
