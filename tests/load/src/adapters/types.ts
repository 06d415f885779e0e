// What the driver needs of a server: open a room with two seated players (and spectators), send a
// move from a seat, and hear about moves, refusals and closed sockets. One small adapter per server.
import type { ClientMessage } from '@checkers/protocol';

/** A move frame as our protocol writes it; the other servers take the same shape. */
export type MoveFrame = Extract<ClientMessage, { type: 'move' | 'jump_sequence' }>;

/** Seat 0 moves first (black), seat 1 is red. Spectators are not seats. */
export type Seat = 0 | 1;

/** What a room reports to the driver. */
export interface RoomEvents {
  /** A seat's socket received a move event. */
  onMove(seat: Seat, clientMoveId: string | undefined): void;
  /** A seat's socket received an error frame. */
  onError(seat: Seat, code: string, clientMoveId: string | undefined): void;
  /** A socket of the room closed without being asked to. */
  onClose(code: number): void;
}

/** An open room. */
export interface RoomLink {
  send(seat: Seat, frame: MoveFrame): void;
  /** Closes every socket of the room. */
  close(): void;
}

/** Open sockets, counted across all rooms of a run. */
export class SocketGauge {
  open = 0;
  peak = 0;

  opened(): void {
    this.open++;
    if (this.open > this.peak) this.peak = this.open;
  }

  closed(): void {
    this.open--;
  }
}

/** A way to reach one kind of server. */
export interface Adapter {
  /** Opens a room with both seats taken and `spectators` watchers connected. */
  open(events: RoomEvents, spectators: number): Promise<RoomLink>;
}
