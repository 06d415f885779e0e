// The Colyseus peer, through its own client library: matchmaking over HTTP (create, then join by id),
// then Colyseus's binary protocol. Moves go as messages of the same type and payload as our frames.
import { Client, type Room } from 'colyseus.js';
import type { Adapter, RoomEvents, RoomLink, Seat, SocketGauge } from './types.js';

interface MovePayload {
  readonly clientMoveId?: string;
}

/** Talks to the Colyseus peer at `base` (http://host:port). */
export class ColyseusAdapter implements Adapter {
  private readonly client: Client;

  constructor(
    base: string,
    private readonly gauge: SocketGauge,
  ) {
    this.client = new Client(base.replace(/^http/, 'ws'));
  }

  async open(events: RoomEvents, spectators: number): Promise<RoomLink> {
    let closing = false;
    const rooms: Room[] = [];
    const track = (room: Room, seat: Seat | null): Room => {
      this.gauge.opened();
      rooms.push(room);
      room.onLeave((code) => {
        this.gauge.closed();
        if (!closing) events.onClose(code);
      });
      const onMove = (payload: MovePayload): void => {
        if (seat !== null) events.onMove(seat, payload.clientMoveId);
      };
      room.onMessage('move', onMove);
      room.onMessage('jump_sequence', onMove);
      room.onMessage('game_over', () => undefined);
      room.onMessage('error', (payload: { code?: string; clientMoveId?: string }) => {
        if (seat !== null) events.onError(seat, payload.code ?? 'error', payload.clientMoveId);
      });
      return room;
    };
    const close = (): void => {
      closing = true;
      for (const room of rooms) void room.leave().catch(() => undefined);
    };
    try {
      // The room seats players in the order they join: the creator is black (seat 0).
      const first = track(await this.client.create('checkers'), 0);
      track(await this.client.joinById(first.roomId), 1);
      for (let i = 0; i < spectators; i++) {
        track(await this.client.joinById(first.roomId, { spectator: true }), null);
      }
    } catch (error) {
      close();
      throw error;
    }
    return {
      send: (seat, frame) => rooms[seat]!.send(frame.type, frame.payload),
      close,
    };
  }
}
