// The sockets of this node, by room. Subscribes each room to the bus once, while it has sockets,
// and forwards every event to them. Sending is best effort: a socket that is gone is skipped.
import type { ServerMessage } from '@checkers/protocol';
import type { EventBus } from './bus.js';

/** What the hub needs of a socket. */
export interface HubSocket {
  send(data: string): void;
  readonly readyState: number;
}

const OPEN = 1;

interface RoomSockets {
  readonly sockets: Set<HubSocket>;
  readonly unsubscribe: () => void;
}

/** Room-by-room socket registry with bus fan-out. */
export class Hub {
  private readonly rooms = new Map<string, RoomSockets>();

  constructor(private readonly bus: EventBus) {}

  /** Adds a socket to a room. */
  add(room: string, socket: HubSocket): void {
    let entry = this.rooms.get(room);
    if (entry === undefined) {
      const sockets = new Set<HubSocket>();
      const unsubscribe = this.bus.subscribe(room, (message) => this.deliver(sockets, message));
      this.rooms.set(room, (entry = { sockets, unsubscribe }));
    }
    entry.sockets.add(socket);
  }

  /** Removes a socket; the room's subscription ends with its last socket. */
  remove(room: string, socket: HubSocket): void {
    const entry = this.rooms.get(room);
    if (entry === undefined) return;
    entry.sockets.delete(socket);
    if (entry.sockets.size === 0) {
      entry.unsubscribe();
      this.rooms.delete(room);
    }
  }

  /** Sends one message to one socket. */
  static send(socket: HubSocket, message: ServerMessage): void {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  private deliver(sockets: Set<HubSocket>, message: ServerMessage): void {
    const data = JSON.stringify(message);
    for (const socket of sockets) if (socket.readyState === OPEN) socket.send(data);
  }

  /** Number of sockets on this node. */
  get socketCount(): number {
    let count = 0;
    for (const entry of this.rooms.values()) count += entry.sockets.size;
    return count;
  }
}
