// Friends' presence (friend_online, and friend_offline after a delay, so that a reload does not
// flap; a player in a game counts as online) and the friends calls' authorization, body
// validation and rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pause } from './chat-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import { SocketClient } from './socket-client.js';
import { befriend, dataOf, expectFailure, person, userSocket } from './social-fixtures.js';

const OFFLINE_DELAY_MS = 300;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ presenceOfflineDelayMs: OFFLINE_DELAY_MS });
});
afterAll(async () => server.close());

describe('presence', () => {
  it('tells friends when a user comes online and, after the delay, goes offline; a reload does not flap', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    await befriend(a, b);
    const bSocket = await userSocket(server.url, b);
    const stranger = await person(server.url);
    const strangerSocket = await userSocket(server.url, stranger);

    const aSocket = await userSocket(server.url, a);
    const online = await bSocket.waitFor((m) => m.type === 'friend_online' && m.payload.user_id === a.id);
    expect(online.payload).toEqual({ user_id: a.id, user: { username: a.name } });
    const listed = dataOf<{ online_friends: { friend_id: string; online: boolean }[] }>(
      await b.client.get('/api/friends/online'),
    );
    expect(listed.online_friends).toMatchObject([{ friend_id: a.id, online: true }]);

    // A reload: closed and opened again within the delay. Nothing is said.
    aSocket.ws.close();
    await pause(50);
    const again = await userSocket(server.url, a);
    await pause(OFFLINE_DELAY_MS * 2);
    const aboutA = bSocket.messages.filter((m) => m.payload.user_id === a.id).map((m) => m.type);
    expect(aboutA).toEqual(['friend_online']);

    // The last socket closed: after the delay, A is offline.
    again.ws.close();
    await pause(OFFLINE_DELAY_MS * 2);
    const offline = await bSocket.waitFor((m) => m.type === 'friend_offline' && m.payload.user_id === a.id);
    expect(offline.payload).toEqual({ user_id: a.id, user: { username: a.name } });
    expect(
      dataOf<{ online_friends: unknown[] }>(await b.client.get('/api/friends/online')).online_friends,
    ).toEqual([]);
    const { friends } = dataOf<{ friends: { online: boolean }[] }>(await b.client.get('/api/friends'));
    expect(friends).toMatchObject([{ online: false }]);
    // Strangers hear nothing.
    expect(strangerSocket.messages.filter((m) => m.type.startsWith('friend_'))).toEqual([]);
    bSocket.ws.close();
    strangerSocket.ws.close();
  });

  it('counts room sockets: a player in a game is online', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    await befriend(a, b);
    const bSocket = await userSocket(server.url, b);
    const created = await a.client.post<{ invite_code: string }>('/api/create-room', {});
    const room = await SocketClient.open(server.url, created.body.invite_code, a.client.token!);
    await bSocket.waitFor((m) => m.type === 'friend_online' && m.payload.user_id === a.id);
    room.ws.close();
    await bSocket.waitFor((m) => m.type === 'friend_offline' && m.payload.user_id === a.id);
    bSocket.ws.close();
  });
});

describe('authorization and input', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/friends'],
    ['GET', '/api/friends/online'],
    ['GET', '/api/friends/requests/pending'],
    ['GET', '/api/friends/requests/sent'],
    ['GET', '/api/friends/search?q=ab'],
    ['POST', '/api/friends/request', { friend_id: 'x' }],
    ['POST', '/api/friends/x/accept', {}],
    ['POST', '/api/friends/x/decline', {}],
    ['DELETE', '/api/friends/x'],
    ['POST', '/api/friends/block/x', {}],
  ];

  it('refuses every call without a token and to a guest: 401 Authentication required', async () => {
    const anonymous = await new Client(server.url).init();
    const table = await openTable(server.url);
    const guest = await new Client(server.url).init();
    guest.token = table.red.token;
    for (const who of [anonymous, guest]) {
      for (const [method, path, body] of calls) {
        const reply = await who.send(method, path, body === undefined ? undefined : JSON.stringify(body));
        expectFailure(reply, 401, 'Authentication required');
      }
    }
  });

  it('validates bodies: missing or extra fields, wrong types, bad JSON', async () => {
    const me = await person(server.url);
    expectFailure(await me.client.post('/api/friends/request', {}), 400, /friend_id/);
    expectFailure(await me.client.post('/api/friends/request', { friend_id: 7 }), 400, /friend_id/);
    expectFailure(
      await me.client.post('/api/friends/request', { friend_id: 'x', extra: 1 }),
      400,
      'Unknown field: extra',
    );
    expectFailure(
      await me.client.post('/api/friends/request', { friend_id: 'x'.repeat(65) }),
      400,
      /friend_id/,
    );
    expectFailure(await me.client.send('POST', '/api/friends/request', '{oops'), 400);
  });

  it('rate limits the writing calls per token', async () => {
    const limited = await startServer({ rateLimit: { friendActions: 3 } });
    try {
      const me = await person(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await me.client.post('/api/friends/request', { friend_id: me.id })).status);
      expect(statuses).toEqual([409, 409, 409, 429, 429]);
      const reply = await me.client.post('/api/friends/request', { friend_id: me.id });
      expectFailure(reply, 429, 'Too many requests');
      // Reading is not limited by it.
      expect((await me.client.get('/api/friends')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
