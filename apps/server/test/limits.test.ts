// Rate limits: room creations, joins, moves and socket messages are counted per IP and per token,
// and past the limit the answer is 429 "Too many requests" with the game left as it was. The
// server trusts X-Forwarded-For here so that each test client can play a different IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type Reply, type TestServer } from './harness.js';
import type { State } from './players.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    trustProxy: true,
    rateLimit: { createRoom: 2, joins: 2, moves: 2, socketMessagesPerSecond: 3 },
  });
});
afterAll(async () => server.close());

let nextIp = 1;
/** A client on an IP of its own. */
const fromNewIp = (): Promise<Client> =>
  new Client(server.url, { 'x-forwarded-for': `10.0.0.${nextIp++}` }).init();

function expectTooMany(reply: Reply): void {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual({
    error: 'Too many requests - please slow down',
    message: 'Too many requests',
    code: 'rate_limited',
  });
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
}

async function createRoom(client: Client): Promise<Reply<{ invite_code: string; token: string }>> {
  return client.post('/api/create-room', { color: 'red' });
}

describe('room creation', () => {
  it('is limited per IP', async () => {
    const host = await fromNewIp();
    expect((await createRoom(host)).status).toBe(201);
    expect((await createRoom(host)).status).toBe(201);
    expectTooMany(await createRoom(host));
    expect((await createRoom(await fromNewIp())).status).toBe(201);
  });

  it('is limited per token, whatever the IP', async () => {
    const first = await fromNewIp();
    const token = (await createRoom(first)).body.token; // made without a token: not counted
    const elsewhere = async (): Promise<Client> => Object.assign(await fromNewIp(), { token });
    expect((await createRoom(await elsewhere())).status).toBe(201);
    expect((await createRoom(await elsewhere())).status).toBe(201);
    expectTooMany(await createRoom(await elsewhere()));
  });
});

describe('joins', () => {
  it('are limited per IP, GET /api/join-room and POST /api/spectate/join together', async () => {
    const code = (await createRoom(await fromNewIp())).body.invite_code;
    const visitor = await fromNewIp();
    expect((await visitor.get(`/api/join-room?code=${code}`)).status).toBe(200);
    expect((await visitor.post('/api/spectate/join', { room_code: code })).status).toBe(200);
    expectTooMany(await visitor.get(`/api/join-room?code=${code}`));
    expectTooMany(await visitor.post('/api/spectate/join', { room_code: code }));
  });
});

describe('moves', () => {
  it('are limited per player; a refused move changes nothing', async () => {
    const red = await fromNewIp();
    const created = await createRoom(red);
    red.token = created.body.token;
    const code = created.body.invite_code;
    const black = await fromNewIp();
    black.token = (await black.get<{ token: string }>(`/api/join-room?code=${code}`)).body.token;
    const plies: [Client, string, string][] = [
      [black, 'b6', 'a5'],
      [red, 'a3', 'b4'],
      [black, 'h6', 'g5'],
      [red, 'c3', 'd4'],
    ];
    for (const [client, from, to] of plies) {
      expect((await client.post('/api/move', { code, from, to })).status).toBe(200);
    }
    const before = (await red.get<State>(`/api/game-state?code=${code}`)).body;
    expectTooMany(await black.post('/api/move', { code, from: 'f6', to: 'e5' }));
    expectTooMany(await black.post('/api/jump-sequence', { code, jumps: [{ from: 'a5', to: 'c3' }] }));
    expect((await red.get<State>(`/api/game-state?code=${code}`)).body).toEqual(before);
  });
});

describe('socket messages', () => {
  it('are limited per second; the socket stays open and works again after a pause', async () => {
    const host = await fromNewIp();
    const created = await createRoom(host);
    const socket = await SocketClient.open(server.url, created.body.invite_code, created.body.token, 0, {
      headers: { 'x-forwarded-for': host.headers['x-forwarded-for']! },
    });
    for (let i = 0; i < 6; i++) socket.send({ type: 'ping', payload: { t: i } });
    const limited = await socket.waitFor((m) => m.type === 'error');
    expect(limited.payload).toEqual({ message: 'Too many requests', code: 'rate_limited' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    socket.send({ type: 'ping', payload: { t: 99 } });
    await socket.waitFor((m) => m.type === 'pong' && m.payload.t === 99);
    expect(socket.closeCode).toBeUndefined();
    socket.close();
  });
});
