// The rooms module: creating rooms, seats, invite codes, spectators and spectator invites.
export { ballotColumns, openingPlies, wireBallotOf } from './ballot-row.js';
export { InviteService, type Invitee, type PendingInvite } from './invites.js';
export {
  clockStartColumns,
  storedClockOf,
  clockText,
  timeControlColumn,
  timeControlOf,
  type StoredClock,
} from './clock-row.js';
export { newRoomRow, seatOf, type NewRoomFields } from './room-row.js';
export { PlayerGames, type PlayerGame, type PlayerGamesQuery } from './player-games.js';
export {
  playersColumn,
  seatPlayersOf,
  type PlayersNow,
  type SeatPlayer,
  type SeatPlayers,
} from './seat-players.js';
export {
  RoomService,
  type Caller,
  type Membership,
  type StartingState,
  type StartOptions,
} from './room-service.js';
export {
  RoomStore,
  type FinishedGame,
  type NewEvent,
  type StoredEvent,
  type WriteResult,
} from './room-store.js';
export { RoomSweep } from './room-sweep.js';
export { roomRoutes } from './routes.js';
export type { OpponentJoined, SeatObserver } from './seat-observer.js';
export type { SpectatorSeats } from './spectator-seats.js';
export { INVITE_LIST_PER_MINUTE, spectateRoutes, type ListedPlayer } from './spectate-routes.js';
export type * from './tables.js';
