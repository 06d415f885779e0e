// The driver against a real WebSocket server that refuses rooms the way ours does when a socket cap
// is reached: it accepts the upgrade and closes at once with 4008. The refusals are counted by kind,
// never as open rooms, and a set-up that cannot open every room stops with the counts.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { openSocket } from './adapters/socket.js';
import { SocketGauge, type Adapter, type RoomEvents, type RoomLink } from './adapters/types.js';
import { runLoad, type LoadShape } from './driver.js';
import { SETUP_TRIES, SetupRefusedError } from './refusals.js';

const servers: WebSocketServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    server.close();
  }
});

/** A server that keeps its first `keep` sockets and refuses every later one with `code`. */
async function cappedServer(keep: number, code = 4008): Promise<string> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  let accepted = 0;
  server.on('connection', (ws) => {
    if (++accepted > keep) ws.close(code, 'Too many connections');
  });
  await once(server, 'listening');
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Two real sockets per room; moves are never sent in these runs. */
function adapterFor(url: string, gauge: SocketGauge): Adapter {
  return {
    async open(events: RoomEvents): Promise<RoomLink> {
      let closing = false;
      const sockets = [
        await openSocket(
          url,
          gauge,
          events,
          () => closing,
          () => undefined,
        ),
        await openSocket(
          url,
          gauge,
          events,
          () => closing,
          () => undefined,
        ),
      ];
      return {
        send: () => undefined,
        close: () => {
          closing = true;
          for (const ws of sockets) ws.close();
        },
      };
    },
  };
}

const shape = (rooms: number): LoadShape => ({
  rooms,
  rate: 1,
  spectators: 0,
  warmup: 0,
  duration: 0,
  plyCap: 100,
  setupConcurrency: 1,
  setupRate: 1000,
  seed: 1,
});

describe('the driver set-up', () => {
  it('stops with the refusals counted when the server will not take every room', async () => {
    const url = await cappedServer(6);
    const gauge = new SocketGauge();
    const run = runLoad('capped', adapterFor(url, gauge), gauge, shape(5), undefined, () => undefined);
    const failure = await run.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SetupRefusedError);
    const refused = failure as SetupRefusedError;
    expect(refused.opened).toBe(3);
    expect(refused.asked).toBe(5);
    // Each of the two refused rooms was tried SETUP_TRIES times, each try refused once.
    expect(refused.refusals).toEqual({ 'close 4008': 2 * SETUP_TRIES });
    expect(refused.message).toContain('opened only 3 of the 5 rooms');
    expect(refused.message).toContain('close 4008 x6');
  });

  it('opens every room when refusals stop, and reports them beside the figures', async () => {
    // The first room's first try is refused (its second socket), then the server has room.
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    servers.push(server);
    let accepted = 0;
    server.on('connection', (ws) => {
      if (++accepted === 2) ws.close(4008, 'Too many connections');
    });
    await once(server, 'listening');
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const gauge = new SocketGauge();
    const figures = await runLoad(
      'flaky',
      adapterFor(url, gauge),
      gauge,
      shape(3),
      undefined,
      () => undefined,
    );
    expect(figures.roomsOpen).toBe(3);
    expect(figures.refusals).toEqual({ 'close 4008': 1 });
  });
});
