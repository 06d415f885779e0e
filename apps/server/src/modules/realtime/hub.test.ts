// The hub holds live events back while a joining socket is replayed what it missed, and never sends
// a socket the same version twice.
import type { ServerMessage } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { LocalEventBus } from './bus.js';
import { Hub, type HubSocket } from './hub.js';

class FakeSocket implements HubSocket {
  readonly readyState = 1;
  readonly sent: ServerMessage[] = [];
  send(data: string): void {
    this.sent.push(JSON.parse(data) as ServerMessage);
  }
  versions(): (number | undefined)[] {
    return this.sent.map((m) => (m as { v?: number }).v);
  }
}

const event = (v?: number): ServerMessage =>
  ({ type: 'game_update', payload: {}, ...(v === undefined ? {} : { v }) }) as ServerMessage;

describe('Hub', () => {
  it('delivers live events held during a replay after it, without repeats', () => {
    const bus = new LocalEventBus();
    const hub = new Hub(bus);
    const socket = new FakeSocket();
    hub.add('ROOM01', socket, true);
    bus.publish('ROOM01', event(3)); // live, while the replay reads the log
    bus.publish('ROOM01', event(4));
    for (const v of [1, 2, 3]) Hub.send(socket, event(v)); // the replay
    expect(socket.versions()).toEqual([1, 2, 3]);
    hub.release(socket);
    expect(socket.versions()).toEqual([1, 2, 3, 4]);
    bus.publish('ROOM01', event(4)); // a repeat (say, caught up from the log already)
    bus.publish('ROOM01', event()); // unversioned: always delivered
    bus.publish('ROOM01', event(5));
    expect(socket.versions()).toEqual([1, 2, 3, 4, undefined, 5]);
  });

  it('resends versions a client asks for again', () => {
    const bus = new LocalEventBus();
    const hub = new Hub(bus);
    const socket = new FakeSocket();
    hub.add('ROOM01', socket);
    bus.publish('ROOM01', event(1));
    Hub.send(socket, event(1)); // an explicit resync
    expect(socket.versions()).toEqual([1, 1]);
  });

  it("holds a socket's writes to the end of the tick, so the events of one change leave together", async () => {
    const bus = new LocalEventBus();
    const hub = new Hub(bus);
    const stream = {
      writableCorked: 0,
      corks: 0,
      cork() {
        this.corks++;
        this.writableCorked++;
      },
      uncork() {
        this.writableCorked--;
      },
    };
    const socket = Object.assign(new FakeSocket(), { _socket: stream });
    hub.add('ROOM01', socket);
    bus.publish('ROOM01', event(1));
    bus.publish('ROOM01', event(2));
    Hub.send(socket, event(3));
    expect(stream).toMatchObject({ corks: 1, writableCorked: 1 });
    await new Promise((resolve) => process.nextTick(resolve));
    expect(stream).toMatchObject({ corks: 1, writableCorked: 0 });
    expect(socket.versions()).toEqual([1, 2, 3]);
  });
});
