// Spectator seats are held by live sockets: visitors who joined and left (or never opened a socket)
// give their seats up SPECTATOR_SEAT_MS after, so they cannot keep a room's audience full for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SPECTATORS } from '@checkers/protocol';
import { pause } from './chat-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import { SocketClient } from './socket-client.js';

// Long enough for 60 joins to be made before the first seat expires, short enough to wait for.
const SEAT_MS = 5000;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ spectatorSeatMs: SEAT_MS });
});
afterAll(async () => server.close());

interface Joined {
  token: string;
  player_id: string;
}

async function join(
  code: string,
  client?: Client,
): Promise<{ status: number; body: Joined; client: Client }> {
  const caller = client ?? (await new Client(server.url).init());
  const reply = await caller.post<Joined>('/api/spectate/join', { room_code: code });
  if (reply.status === 200) caller.token = reply.body.token;
  return { status: reply.status, body: reply.body, client: caller };
}

describe('spectator seats', () => {
  it('of 60 joins without sockets expire, and let a later spectator in', async () => {
    const table = await openTable(server.url);
    const statuses = [(await join(table.code)).status];
    // The first seat was last seen before this: it expires at the latest SEAT_MS after.
    const firstSeen = Date.now();
    // All at once, so that a slow machine still makes them well inside the first seat's time.
    const rest = await Promise.all(Array.from({ length: 59 }, () => join(table.code)));
    statuses.push(...rest.map((r) => r.status));
    expect(Date.now() - firstSeen).toBeLessThan(SEAT_MS);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_SPECTATORS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(60 - MAX_SPECTATORS);
    const refused = await join(table.code);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Room is full', code: 'room_full' });
    await pause(SEAT_MS - (Date.now() - firstSeen) + 100);
    const later = await join(table.code);
    expect(later.status).toBe(200);
    const socket = await SocketClient.open(server.url, table.code, later.body.token);
    await socket.waitFor((m) => m.type === 'spectator_mode_changed');
    socket.close();
  });

  const SHORT_SEAT_MS = 1000;

  it('are held while a socket is open, and for a while after it closed', async () => {
    await server.close();
    server = await startServer({ spectatorSeatMs: SHORT_SEAT_MS, maxSpectators: 2 });
    const table = await openTable(server.url);
    const watching = await join(table.code);
    const socket = await SocketClient.open(server.url, table.code, watching.body.token);
    await socket.waitFor((m) => m.type === 'spectator_mode_changed');
    const idle = await join(table.code);
    expect((await join(table.code)).status).toBe(409);
    await pause(SHORT_SEAT_MS + 100);
    // The idle seat is free; the one with a socket is not, however long ago it joined.
    const newcomer = await join(table.code);
    expect(newcomer.status).toBe(200);
    expect((await join(table.code)).status).toBe(409);
    // The idle spectator's seat went to the newcomer: its socket is refused.
    const gone = await SocketClient.open(server.url, table.code, idle.body.token);
    expect(await gone.closed()).toBe(4001);

    // Its socket closed, the spectator keeps its seat for a while and may come back.
    socket.close();
    await pause(50);
    const back = await SocketClient.open(server.url, table.code, watching.body.token);
    await back.waitFor((m) => m.type === 'spectator_mode_changed');
    back.close();
    expect((await join(table.code)).status).toBe(409);
    await pause(SHORT_SEAT_MS + 100);
    // Re-joining over HTTP refreshes the seat rather than taking a second one.
    expect((await join(table.code, newcomer.client)).status).toBe(200);
    const last = await join(table.code);
    expect(last.status).toBe(200);
    expect((await join(table.code)).status).toBe(409);
  });
});
