// Friends (CONTRACTS "Friends"; extended spec §7): the ten calls and the unblock, their rules,
// the `{ success, data }` envelope, what both sides hear on their user sockets, presence
// (friend_online / friend_offline, debounced), blocking, search, authorization, bad input and the
// rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pause } from './chat-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import { SocketClient } from './socket-client.js';
import { befriend, dataOf, expectFailure, person, userSocket, type Person } from './social-fixtures.js';

const OFFLINE_DELAY_MS = 300;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ presenceOfflineDelayMs: OFFLINE_DELAY_MS });
});
afterAll(async () => server.close());

const remove = (who: Person, id: string) => who.client.send('DELETE', `/api/friends/${id}`);

describe('friend requests', () => {
  it('sends, lists on both sides, accepts; both hear each step; friends list both ways', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    const aSocket = await userSocket(server.url, a);
    const bSocket = await userSocket(server.url, b);

    const sent = await a.client.post('/api/friends/request', { friend_id: b.id });
    expect(sent.status).toBe(201);
    expect(dataOf(sent)).toEqual({
      status: 'pending',
      friend_id: b.id,
      friend: { id: b.id, username: b.name, avatar_url: null },
    });
    const heard = await bSocket.waitFor((m) => m.type === 'friend_request');
    expect(heard.payload).toMatchObject({ from: { id: a.id, username: a.name }, to: { id: b.id } });
    await aSocket.waitFor((m) => m.type === 'friend_request');

    const pending = dataOf<{ pending_requests: unknown[] }>(
      await b.client.get('/api/friends/requests/pending'),
    );
    expect(pending.pending_requests).toEqual([
      {
        user_id: a.id,
        friend: { id: a.id, username: a.name, avatar_url: null },
        created_at: expect.any(String),
      },
    ]);
    const outgoing = dataOf<{ sent_requests: unknown[] }>(await a.client.get('/api/friends/requests/sent'));
    expect(outgoing.sent_requests).toEqual([
      {
        friend_id: b.id,
        friend: { id: b.id, username: b.name, avatar_url: null },
        created_at: expect.any(String),
      },
    ]);
    expect(
      dataOf<{ sent_requests: unknown[] }>(await b.client.get('/api/friends/requests/sent')).sent_requests,
    ).toEqual([]);

    const accepted = await b.client.post(`/api/friends/${a.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(dataOf<{ friend: { friend_id: string; online: boolean } }>(accepted).friend).toMatchObject({
      friend_id: a.id,
      online: true,
    });
    const told = await aSocket.waitFor((m) => m.type === 'friend_accepted');
    expect(told.payload).toMatchObject({ from: { id: b.id, username: b.name }, to: { id: a.id } });
    await bSocket.waitFor((m) => m.type === 'friend_accepted');

    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const { friends } = dataOf<{ friends: { friend_id: string; friend: { username: string } }[] }>(
        await me.client.get('/api/friends'),
      );
      expect(friends.map((f) => [f.friend_id, f.friend.username])).toEqual([[other.id, other.name]]);
    }
    expect(
      dataOf<{ pending_requests: unknown[] }>(await b.client.get('/api/friends/requests/pending'))
        .pending_requests,
    ).toEqual([]);
    // Nothing the sockets got is outside the protocol.
    expect([...aSocket.invalid, ...bSocket.invalid]).toEqual([]);
    aSocket.ws.close();
    bSocket.ws.close();
  });

  it('refuses a request to oneself, a duplicate, to a friend, and to nobody', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    expectFailure(
      await a.client.post('/api/friends/request', { friend_id: a.id }),
      409,
      'You cannot send a friend request to yourself',
    );
    expect((await a.client.post('/api/friends/request', { friend_id: b.id })).status).toBe(201);
    expectFailure(
      await a.client.post('/api/friends/request', { friend_id: b.id }),
      409,
      'You have already sent a friend request to this user',
    );
    expect((await b.client.post(`/api/friends/${a.id}/accept`)).status).toBe(200);
    expectFailure(
      await b.client.post('/api/friends/request', { friend_id: a.id }),
      409,
      'You are already friends with this user',
    );
    expectFailure(
      await a.client.post('/api/friends/request', { friend_id: 'u_nobody' }),
      404,
      'User not found',
    );
    // A guest is no one to befriend.
    const table = await openTable(server.url);
    expectFailure(
      await a.client.post('/api/friends/request', { friend_id: table.redId }),
      404,
      'User not found',
    );
  });

  it('a request to someone who asked first accepts theirs', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    const aSocket = await userSocket(server.url, a);
    expect((await a.client.post('/api/friends/request', { friend_id: b.id })).status).toBe(201);
    const crossed = await b.client.post('/api/friends/request', { friend_id: a.id });
    expect(crossed.status).toBe(200);
    expect(dataOf(crossed)).toMatchObject({ status: 'accepted', friend_id: a.id });
    await aSocket.waitFor((m) => m.type === 'friend_accepted');
    expect(dataOf<{ friends: unknown[] }>(await a.client.get('/api/friends')).friends).toHaveLength(1);
    aSocket.ws.close();
  });

  it('two people asking each other at once end up friends, with one row', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    const replies = await Promise.all([
      a.client.post('/api/friends/request', { friend_id: b.id }),
      b.client.post('/api/friends/request', { friend_id: a.id }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(dataOf<{ friends: unknown[] }>(await a.client.get('/api/friends')).friends).toHaveLength(1);
    const rows = await server.app.services.storage.db
      .selectFrom('friendships')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', a.id), eb('friend_id', '=', a.id)]))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('declines: the request is gone on both sides, both hear friend_removed; a second decline is 404', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    const aSocket = await userSocket(server.url, a);
    await a.client.post('/api/friends/request', { friend_id: b.id });
    const declined = await b.client.post(`/api/friends/${a.id}/decline`);
    expect(dataOf(declined)).toEqual({ friend_id: a.id });
    const removed = await aSocket.waitFor((m) => m.type === 'friend_removed');
    expect(removed.payload).toEqual({ from: { id: b.id }, to: { id: a.id } });
    expect(
      dataOf<{ sent_requests: unknown[] }>(await a.client.get('/api/friends/requests/sent')).sent_requests,
    ).toEqual([]);
    expectFailure(
      await b.client.post(`/api/friends/${a.id}/decline`),
      404,
      'No pending friend request from this user',
    );
    // The sender cannot accept its own request.
    await a.client.post('/api/friends/request', { friend_id: b.id });
    expectFailure(
      await a.client.post(`/api/friends/${b.id}/accept`),
      404,
      'No pending friend request from this user',
    );
    aSocket.ws.close();
  });

  it('removes a friend (either side), or cancels a sent request; both hear of it', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    const c = await person(server.url);
    await befriend(a, b);
    const bSocket = await userSocket(server.url, b);
    expect(dataOf(await remove(a, b.id))).toEqual({ friend_id: b.id });
    expect((await bSocket.waitFor((m) => m.type === 'friend_removed')).payload).toEqual({
      from: { id: a.id },
      to: { id: b.id },
    });
    expect(dataOf<{ friends: unknown[] }>(await b.client.get('/api/friends')).friends).toEqual([]);
    expectFailure(await remove(a, b.id), 404, 'You are not friends with this user');
    // A sent request is withdrawn the same way.
    await a.client.post('/api/friends/request', { friend_id: c.id });
    expect((await remove(a, c.id)).status).toBe(200);
    expect(
      dataOf<{ pending_requests: unknown[] }>(await c.client.get('/api/friends/requests/pending'))
        .pending_requests,
    ).toEqual([]);
    bSocket.ws.close();
  });
});

describe('blocking', () => {
  it('ends the friendship, refuses requests both ways, hides the blocker from search; unblock lifts it', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    await befriend(a, b);
    const bSocket = await userSocket(server.url, b);
    const blocked = await a.client.post(`/api/friends/block/${b.id}`);
    expect(dataOf(blocked)).toEqual({ friend_id: b.id });
    await bSocket.waitFor((m) => m.type === 'friend_removed');
    expect(dataOf<{ friends: unknown[] }>(await a.client.get('/api/friends')).friends).toEqual([]);
    expect(dataOf<{ friends: unknown[] }>(await b.client.get('/api/friends')).friends).toEqual([]);
    // Blocking again is fine.
    expect((await a.client.post(`/api/friends/block/${b.id}`)).status).toBe(200);

    expectFailure(
      await b.client.post('/api/friends/request', { friend_id: a.id }),
      409,
      'You cannot send a friend request to this user',
    );
    expectFailure(
      await a.client.post('/api/friends/request', { friend_id: b.id }),
      409,
      'You have blocked this user',
    );
    // The blocked user does not find the blocker; the blocker finds the blocked, marked.
    const bSearch = dataOf<{ users: { id: string }[] }>(
      await b.client.get(`/api/friends/search?q=${encodeURIComponent(a.name)}`),
    );
    expect(bSearch.users).toEqual([]);
    const aSearch = dataOf<{ users: { id: string; blocked: boolean }[] }>(
      await a.client.get(`/api/friends/search?q=${encodeURIComponent(b.name)}`),
    );
    expect(aSearch.users).toMatchObject([{ id: b.id, blocked: true }]);

    expectFailure(await a.client.post(`/api/friends/block/${a.id}`), 409, 'You cannot block yourself');
    expectFailure(await a.client.post('/api/friends/block/u_nobody'), 404, 'User not found');

    expect((await a.client.send('DELETE', `/api/friends/block/${b.id}`)).status).toBe(200);
    expectFailure(
      await a.client.send('DELETE', `/api/friends/block/${b.id}`),
      404,
      'You have not blocked this user',
    );
    expect((await b.client.post('/api/friends/request', { friend_id: a.id })).status).toBe(201);
    bSocket.ws.close();
  });

  it('a block drops a pending request the blocked user sent', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    await b.client.post('/api/friends/request', { friend_id: a.id });
    await a.client.post(`/api/friends/block/${b.id}`);
    expect(
      dataOf<{ pending_requests: unknown[] }>(await a.client.get('/api/friends/requests/pending'))
        .pending_requests,
    ).toEqual([]);
    expect(
      dataOf<{ sent_requests: unknown[] }>(await b.client.get('/api/friends/requests/sent')).sent_requests,
    ).toEqual([]);
  });
});

describe('search', () => {
  it('matches username prefixes in any case, not oneself, with where one stands and presence', async () => {
    const me = await person(server.url);
    const friend = await person(server.url);
    const asked = await person(server.url);
    const asker = await person(server.url);
    const stranger = await person(server.url);
    await befriend(me, friend);
    await me.client.post('/api/friends/request', { friend_id: asked.id });
    await asker.client.post('/api/friends/request', { friend_id: me.id });
    const socket = await userSocket(server.url, stranger);
    const found = dataOf<{
      users: {
        id: string;
        username: string;
        avatar_url: string | null;
        online: boolean;
        is_friend: boolean;
        request_sent: boolean;
        request_received: boolean;
      }[];
    }>(await me.client.get('/api/friends/search?q=WARDEN_&limit=50'));
    const byId = new Map(found.users.map((u) => [u.id, u]));
    expect(byId.has(me.id)).toBe(false);
    expect(byId.get(friend.id)).toMatchObject({ is_friend: true, request_sent: false, online: false });
    expect(byId.get(asked.id)).toMatchObject({
      is_friend: false,
      request_sent: true,
      request_received: false,
    });
    expect(byId.get(asker.id)).toMatchObject({ request_received: true, request_sent: false });
    expect(byId.get(stranger.id)).toMatchObject({
      username: stranger.name,
      avatar_url: null,
      is_friend: false,
      request_sent: false,
      online: true,
    });
    // Exact prefix, case-insensitive; the limit holds.
    const exact = dataOf<{ users: { id: string }[] }>(
      await me.client.get(`/api/friends/search?q=${encodeURIComponent(friend.name.toUpperCase())}`),
    );
    expect(exact.users.map((u) => u.id)).toEqual([friend.id]);
    const few = dataOf<{ users: unknown[] }>(await me.client.get('/api/friends/search?q=warden&limit=2'));
    expect(few.users).toHaveLength(2);
    expect(
      dataOf<{ users: unknown[] }>(await me.client.get('/api/friends/search?q=zz_nobody')).users,
    ).toEqual([]);
    socket.ws.close();
  });

  it('needs at least 2 characters (after trimming) and a sane limit', async () => {
    const me = await person(server.url);
    expectFailure(
      await me.client.get('/api/friends/search?q=a'),
      400,
      'q: Search needs at least 2 characters',
    );
    expectFailure(await me.client.get('/api/friends/search?q=%20a%20'), 400, /at least 2 characters/);
    expectFailure(await me.client.get('/api/friends/search'), 400, /at least 2 characters/);
    expectFailure(await me.client.get('/api/friends/search?q=ab&limit=0'), 400, /limit/);
    expectFailure(await me.client.get('/api/friends/search?q=ab&limit=x'), 400, /limit/);
  });
});

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
