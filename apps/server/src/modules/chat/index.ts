// The chat module: spectator chat over the room socket (reading, writing, its limits, banned words)
// and its moderation, and the players' own chat beside it, as the realtime module's ChatPort.
export type { ChatRooms } from './chat-rooms.js';
export { ChatService, type ChatDeps } from './chat-service.js';
export { ChatSweep } from './chat-sweep.js';
export type * from './tables.js';
