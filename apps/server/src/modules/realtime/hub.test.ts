// The hub holds live events back while a joining socket is replayed what it missed, never sends
// a socket the same version twice, and sends spectator chat and the players' chat each to its own
// readers only.
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

  it('sends spectator chat only to the sockets marked as its readers', () => {
    const bus = new LocalEventBus();
    const hub = new Hub(bus);
    const player = new FakeSocket();
    const spectator = new FakeSocket();
    hub.add('ROOM01', player);
    hub.add('ROOM01', spectator);
    Hub.readChat(spectator, true);
    const chat = (id: string): ServerMessage => ({
      type: 'spectator_chat',
      payload: { message_id: id, username: 'Guest', message: 'hi', timestamp: 1, isModerator: false },
    });
    bus.publish('ROOM01', chat('c1'));
    bus.publish('ROOM01', { type: 'spectator_count_update', payload: { count: 1 } });
    bus.publish('ROOM01', event(1));
    expect(player.sent.map((m) => m.type)).toEqual(['spectator_count_update', 'game_update']);
    expect(spectator.sent.map((m) => m.type)).toEqual([
      'spectator_chat',
      'spectator_count_update',
      'game_update',
    ]);
    // The game is over: the player reads the chat too, from a history sent while live events wait.
    Hub.readChat(player, true);
    hub.hold(player);
    bus.publish('ROOM01', chat('c2'));
    bus.publish('ROOM01', chat('c3'));
    Hub.send(player, chat('c1'));
    Hub.send(player, chat('c2'));
    hub.release(player, (m) => m.type === 'spectator_chat' && ['c1', 'c2'].includes(m.payload.message_id));
    const ids = player.sent.filter((m) => m.type === 'spectator_chat').map((m) => m.payload);
    expect(ids.map((p) => (p as { message_id: string }).message_id)).toEqual(['c1', 'c2', 'c3']);
  });

  it("sends the players' chat only to its readers, spectator chat readers or not", () => {
    const bus = new LocalEventBus();
    const hub = new Hub(bus);
    const red = new FakeSocket();
    const black = new FakeSocket();
    const spectator = new FakeSocket();
    for (const socket of [red, black, spectator]) hub.add('ROOM01', socket);
    Hub.readChat(spectator, true);
    Hub.readGameChat(red, true);
    Hub.readGameChat(black, true);
    const said = (id: string): ServerMessage => ({
      type: 'game_chat',
      payload: { message_id: id, username: 'Guest', message: 'gl', timestamp: 1, color: 'red' },
    });
    bus.publish('ROOM01', said('g1'));
    bus.publish('ROOM01', event(1));
    expect(red.sent.map((m) => m.type)).toEqual(['game_chat', 'game_update']);
    expect(black.sent.map((m) => m.type)).toEqual(['game_chat', 'game_update']);
    expect(spectator.sent.map((m) => m.type)).toEqual(['game_update']);
    // A reconnecting player: held events of the players' chat its history held are not sent twice.
    const again = new FakeSocket();
    hub.add('ROOM01', again, true);
    bus.publish('ROOM01', said('g2'));
    hub.release(again);
    expect(again.sent).toEqual([]);
    Hub.readGameChat(again, true);
    hub.hold(again);
    bus.publish('ROOM01', said('g3'));
    bus.publish('ROOM01', said('g4'));
    Hub.send(again, said('g3'));
    hub.release(again, (m) => m.type === 'game_chat' && m.payload.message_id === 'g3');
    expect(again.sent.map((m) => (m.payload as { message_id: string }).message_id)).toEqual(['g3', 'g4']);
  });
});
