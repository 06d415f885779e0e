// Blocking (ending the friendship, refusing requests both ways, hiding the blocker from search,
// unblocking) and the friend search by username prefix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { befriend, dataOf, expectFailure, person, userSocket } from './social-fixtures.js';

const OFFLINE_DELAY_MS = 300;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ presenceOfflineDelayMs: OFFLINE_DELAY_MS });
});
afterAll(async () => server.close());

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
