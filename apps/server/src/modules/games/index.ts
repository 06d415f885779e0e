// The games module: the change loop (moves, resignation, draws, abandonment claims, rematches), the
// games in memory, the event log and the wire states built from it, and the room sockets' port.
export { EventLog } from './event-log.js';
export { GameService } from './game-service.js';
export { MAX_LAG_CREDIT_MS, lagGainMs } from './clock-plan.js';
export { matchOf, stateOf } from './game-view.js';
export { gamesRoomPort, type RoomPortDeps } from './room-port.js';
export { gameRoutes, type GameRouteDeps } from './routes.js';
export type { GameObserver, WholeMoveFact } from './game-observer.js';
