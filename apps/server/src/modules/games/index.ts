// The games module: the change loop (moves, resignation, draws, abandonment claims, rematches), the
// games in memory, the event log and the wire states built from it, the room sockets' port, game
// records and each player's finished games.
export { EventLog } from './event-log.js';
export { GameService } from './game-service.js';
export { MAX_LAG_CREDIT_MS, lagGainMs } from './clock-plan.js';
export { matchOf, stateOf } from './game-view.js';
export { gamesRoomPort, type RoomPortDeps } from './room-port.js';
export { gameRoutes, type GameRouteDeps } from './routes.js';
export { playersNow, type RecordSources } from './game-record.js';
export { MY_GAMES_PER_MINUTE, myGamesRoutes, type MyGamesRouteDeps } from './my-games-routes.js';
export type { GameObserver, WholeMoveFact } from './game-observer.js';
