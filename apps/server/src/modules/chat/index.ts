// The chat module: spectator chat over the room socket (reading, writing, its limits, banned words)
// and its moderation, as the realtime module's ChatPort.
export { ChatService, type ChatDeps } from './chat-service.js';
