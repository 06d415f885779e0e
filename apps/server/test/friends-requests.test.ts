// Friend requests: sending, listing on both sides and accepting (both sides hearing each step on
// their user sockets), the refused requests, crossing requests, declining, removing a friend and
// cancelling a sent request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
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
