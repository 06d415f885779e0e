// The tournaments module: arenas and Swiss events (creating, listing, joining, withdrawing), run by
// a director on one node at a time under a lease (starting them, pairing, results, the finish and
// the champion), with the server's recurring arenas. It asks the rooms for each game and for
// finished games, the ratings for players' ratings and the achievements for the champion through
// ports (tournament-deps.ts); services.ts wires them.
export {
  iso,
  type AwardChampion,
  type EndedRoom,
  type RatingsFor,
  type DirectorDeps,
  type RoomGames,
  type ScheduledArena,
  type StartTournamentGame,
  type TournamentDeps,
} from './tournament-deps.js';
export { DIRECTOR_LEASE, TournamentDirector } from './director.js';
export { MAX_START_TRIES } from './launch.js';
export { openTournaments, type TournamentsWiring } from './open.js';
export { TournamentService } from './tournament-service.js';
export { TournamentStore } from './tournament-store.js';
export { tournamentRoutes, type TournamentRouteOptions } from './routes.js';
export type * from './tables.js';
