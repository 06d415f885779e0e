// Signing out closes the sockets the session opened before (room and user sockets alike) with the
// close code a client shows as 'Session expired. Please refresh the page.'; signing out one session
// leaves the user's other sessions' sockets open; signing out everywhere closes them all.
import { CLOSE_CODES } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { person, type Person } from './social-fixtures.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

/** A second session of the same account (another device's sign-in). */
async function signInAgain(who: Person): Promise<Client> {
  const client = await new Client(server.url).init();
  const reply = await client.post<{ token: string }>('/api/auth/login', {
    username: who.name,
    password: 'long enough',
  });
  expect(reply.status).toBe(200);
  client.token = reply.body.token;
  return client;
}

/** A room `who` created and is seated in, and its code. */
async function roomOf(who: Client): Promise<string> {
  const created = await who.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
  expect(created.status).toBe(201);
  return created.body.invite_code;
}

/** True once the socket answers a ping: it is open and still served. */
async function answers(socket: SocketClient): Promise<boolean> {
  socket.send({ type: 'ping', payload: { t: 77 } });
  await socket.waitFor((m) => m.type === 'pong' && m.payload.t === 77);
  return true;
}

describe('signing out', () => {
  it("closes that session's room and user sockets, and no other session's", async () => {
    const me = await person(server.url);
    const phone = await signInAgain(me);
    const code = await roomOf(me.client);
    const roomSocket = await SocketClient.open(server.url, code, me.client.token!);
    const userSocket = await SocketClient.openUser(server.url, me.client.token!);
    const phoneSocket = await SocketClient.openUser(server.url, phone.token!);

    expect((await me.client.post('/api/auth/logout')).status).toBe(200);
    expect(await roomSocket.closed()).toBe(CLOSE_CODES.sessionExpired);
    expect(await userSocket.closed()).toBe(CLOSE_CODES.sessionExpired);
    expect(await answers(phoneSocket)).toBe(true);
    phoneSocket.close();
  });

  it('everywhere closes every socket of every session, and the old tokens open none', async () => {
    const me = await person(server.url);
    const opponent = await person(server.url);
    const laptop = await signInAgain(me);
    const code = await roomOf(me.client);
    expect((await opponent.client.get(`/api/join-room?code=${code}`)).status).toBe(200);
    const sockets = [
      await SocketClient.open(server.url, code, me.client.token!),
      await SocketClient.open(server.url, code, laptop.token!),
      await SocketClient.openUser(server.url, laptop.token!),
    ];
    const watching = await SocketClient.open(server.url, code, opponent.client.token!);

    const ended = await laptop.post<{ sessions: number }>('/api/auth/logout-all');
    expect(ended.status).toBe(200);
    expect(ended.body.sessions).toBe(2);
    for (const socket of sockets) expect(await socket.closed()).toBe(CLOSE_CODES.sessionExpired);
    // The opponent's socket is not the signed-out user's: it stays.
    expect(await answers(watching)).toBe(true);
    // And the signed-out tokens open nothing any more.
    const again = await SocketClient.open(server.url, code, me.client.token!);
    expect(await again.closed()).not.toBe(undefined);
    watching.close();
  });
});
