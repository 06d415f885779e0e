// The games as the room sockets (the realtime module) see them: who may open a socket in a room,
// what a reconnecting socket missed, and its moves.
import type { MoveIntent, ServerMessage } from '@checkers/protocol';
import type { Outcome } from '../../lib/errors.js';
import type { Identity } from '../accounts/index.js';
import type { Presence, RoomPlace, RoomPort } from '../realtime/index.js';
import { seatOf, type RoomStore } from '../rooms/index.js';
import type { EventLog } from './event-log.js';
import type { GameService } from './game-service.js';

/** What the port is built from. */
export interface RoomPortDeps {
  readonly store: RoomStore;
  readonly log: EventLog;
  readonly games: GameService;
  readonly presence: Presence;
  /** Events replayed at most on a resync; an older gap gets the full state instead. */
  readonly maxReplay: number;
}

/** The room port over the games module. */
export function gamesRoomPort(deps: RoomPortDeps): RoomPort {
  const { store, log, games, presence, maxReplay } = deps;
  return {
    async placeOf(code: string, userId: string): Promise<RoomPlace> {
      const row = await store.find(code);
      if (row === undefined) return { status: 'no_room' };
      const color = seatOf(row, userId);
      if (color === null && !(await store.isSpectator(row.code, userId))) return { status: 'not_member' };
      return { status: 'member', room: row.code, color };
    },
    catchUp(code: string, after: number | undefined): Promise<ServerMessage[]> {
      return log.catchUp(code, after, maxReplay, presence);
    },
    play(
      identity: Identity,
      code: string,
      intent: MoveIntent,
      clientMoveId?: string,
      moveTimeMs?: number,
    ): Promise<Outcome<unknown>> {
      return games.play(identity, code, intent, clientMoveId, moveTimeMs);
    },
  };
}
