// What a room's sockets ask of the games behind them. The realtime module carries frames; what a
// room is, who sits where and what a move does are the rooms' and games' to say. The app hands in
// an implementation (the games module's), so this module depends on neither.
import type { MoveIntent, ServerMessage, WireColor } from '@checkers/protocol';
import type { Outcome } from '../../lib/errors.js';
import type { Identity } from '../accounts/index.js';

/** A user's place in a room: its seat (null for a spectator), or why it has none. */
export type RoomPlace =
  | { readonly status: 'member'; readonly room: string; readonly color: WireColor | null }
  | { readonly status: 'no_room' }
  | { readonly status: 'not_member' };

/** The games behind a room's sockets. */
export interface RoomPort {
  /** Where the user stands in the room with this (already well-formed) code. */
  placeOf(code: string, userId: string): Promise<RoomPlace>;
  /**
   * What a client that last saw version `after` needs to be current: the events it missed, or, when
   * they are too many or gone (or `after` is not given), the whole state of a started game.
   */
  catchUp(code: string, after: number | undefined): Promise<ServerMessage[]>;
  /** Plays a move for a player; its events reach the sockets through the bus. */
  play(
    identity: Identity,
    code: string,
    intent: MoveIntent,
    clientMoveId?: string,
    /** The client's own measure of its think time, for the clock's lag credit. */
    moveTimeMs?: number,
  ): Promise<Outcome<unknown>>;
}
