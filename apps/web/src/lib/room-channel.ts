// The room socket as other features reach it: the room connection registers how to send on the
// open socket, and a feature (the spectator chat) sends through here without knowing the socket.
import type { ClientMessage } from '@checkers/protocol';

type Sender = (message: ClientMessage) => boolean;

let sender: Sender | null = null;

/** The room connection hands in its socket's send (null when the room is left). */
export function setRoomSender(next: Sender | null): void {
  sender = next;
}

/** Sends on the room's socket; false when there is none or it is not open. */
export function sendRoomMessage(message: ClientMessage): boolean {
  return sender?.(message) ?? false;
}
