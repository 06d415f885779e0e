// The floor: a bare relay that forwards every frame to the room's other sockets. The driver sends
// the same move frames as to our server and reads them back unchanged from the opponent's socket.
import type WebSocket from 'ws';
import { dispatchJson } from './json-frames.js';
import { openSocket } from './socket.js';
import type { Adapter, RoomEvents, RoomLink, SocketGauge } from './types.js';

/** Talks to the relay at `base` (http://host:port). */
export class RelayAdapter implements Adapter {
  private next = 0;

  constructor(
    private readonly base: string,
    private readonly gauge: SocketGauge,
  ) {}

  async open(events: RoomEvents, spectators: number): Promise<RoomLink> {
    const url = `${this.base.replace(/^http/, 'ws')}/?room=r${this.next++}`;
    let closing = false;
    const sockets: WebSocket[] = [];
    const close = (): void => {
      closing = true;
      for (const ws of sockets) ws.close();
    };
    try {
      const open = (onText: (text: string) => void): Promise<WebSocket> =>
        openSocket(url, this.gauge, events, () => closing, onText);
      sockets.push(
        await open((text) => dispatchJson(text, 0, events)),
        await open((text) => dispatchJson(text, 1, events)),
      );
      for (let i = 0; i < spectators; i++) sockets.push(await open(() => undefined));
    } catch (error) {
      close();
      throw error;
    }
    return { send: (seat, frame) => sockets[seat]!.send(JSON.stringify(frame)), close };
  }
}
