// A player may have at most 100 friend requests waiting for an answer: the 101st is refused with
// 409 and what to do, cancelling one makes room again, and requests sent at the same instant never
// pass the cap. The waiting requests are written straight into the table (registering 100
// accounts would take the test's whole time budget).
import { SOCIAL_LIMITS } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_TEXTS } from '../src/modules/social/index.js';
import { startServer, type TestServer } from './harness.js';
import { dataOf, expectFailure, person, type Person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

/** Writes `count` requests from `me` waiting for an answer; the ids of the users asked. */
async function seedPending(me: Person, count: number): Promise<string[]> {
  const db = server.app.services.storage.db;
  const now = new Date().toISOString();
  const targets = Array.from({ length: count }, (_, i) => `u_capped_${me.id}_${i}`);
  await db
    .insertInto('users')
    .values(
      targets.map((id) => ({
        id,
        kind: 'account' as const,
        display_name: id,
        created_at: now,
        last_seen_at: null,
      })),
    )
    .execute();
  await db
    .insertInto('friendships')
    .values(
      targets.map((id) => ({
        user_id: me.id,
        friend_id: id,
        status: 'pending' as const,
        created_at: now,
        pair_key: [me.id, id].sort().join('|'),
      })),
    )
    .execute();
  return targets;
}

describe('pending friend requests', () => {
  it('are capped per sender; cancelling one makes room', async () => {
    const me = await person(server.url);
    const friend = await person(server.url);
    const targets = await seedPending(me, SOCIAL_LIMITS.maxPendingRequests);

    const refused = await me.client.post('/api/friends/request', { friend_id: friend.id });
    expectFailure(refused, 409, FRIEND_TEXTS.tooManyPending);
    // The other way round is an answer, not a new request of mine: the cap is the sender's.
    const theirs = await friend.client.post('/api/friends/request', { friend_id: me.id });
    expect(theirs.status).toBe(201);
    expect((await friend.client.send('DELETE', `/api/friends/${me.id}`)).status).toBe(200);

    expect((await me.client.send('DELETE', `/api/friends/${targets[0]}`)).status).toBe(200);
    const sent = await me.client.post('/api/friends/request', { friend_id: friend.id });
    expect(sent.status).toBe(201);
    expect(dataOf(sent)).toMatchObject({ status: 'pending', friend_id: friend.id });
  });

  it('sent at the same instant never pass the cap', async () => {
    const me = await person(server.url);
    await seedPending(me, SOCIAL_LIMITS.maxPendingRequests - 2);
    const others = await Promise.all(Array.from({ length: 8 }, () => person(server.url)));
    const replies = await Promise.all(
      others.map((other) => me.client.post('/api/friends/request', { friend_id: other.id })),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(2);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expectFailure(reply, 409, FRIEND_TEXTS.tooManyPending);
    }
  });
});
