// Reading our JSON frames on the driver's side. The driver is one process for 10,000 sockets, so it
// does not parse what it does not need: a full `game_update` state is recognised by its first bytes.
import type { RoomEvents, Seat } from './types.js';

const SKIPPED = ['{"type":"game_update"', '{"type":"pong"', '{"type":"spectator_', '{"type":"player_'];

/** Hands a JSON frame received on a seat's socket to the room's events. */
export function dispatchJson(text: string, seat: Seat, events: RoomEvents): void {
  for (const prefix of SKIPPED) if (text.startsWith(prefix)) return;
  const message = JSON.parse(text) as { type?: string; payload?: { clientMoveId?: string; code?: string } };
  if (message.type === 'move' || message.type === 'jump_sequence') {
    events.onMove(seat, message.payload?.clientMoveId);
  } else if (message.type === 'error') {
    events.onError(seat, message.payload?.code ?? 'error', message.payload?.clientMoveId);
  }
}
