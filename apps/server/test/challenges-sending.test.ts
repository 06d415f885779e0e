// Sending and listing challenges: the defaults and what both sides hear, the pending and sent
// lists, a trimmed message and the minutes asked for, one pending challenge per pair either way,
// only friends (not oneself, nobody, nor across a block), and the body's validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_MS, challenge, friendsAt, type WireChallenge } from './challenge-fixtures.js';
import { startServer, type TestServer } from './harness.js';
import { dataOf, expectFailure, person, userSocket, type Person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ challengeSweepMs: SWEEP_MS });
});
afterAll(async () => server.close());

const friends = (): Promise<[Person, Person]> => friendsAt(server.url);

describe('sending and listing', () => {
  it('sends with defaults; both sides hear challenge_received; pending and sent lists', async () => {
    const [a, b] = await friends();
    const aSocket = await userSocket(server.url, a);
    const bSocket = await userSocket(server.url, b);
    const before = Date.now();
    const sent = await challenge(a, b);
    expect(sent).toMatchObject({
      challenger: { id: a.id, username: a.name, avatar_url: null },
      challenged: { id: b.id, username: b.name, avatar_url: null },
      message: '',
      status: 'pending',
      responded_at: null,
      game_id: null,
      time_control: { kind: 'untimed' },
      color: 'random',
    });
    const minutes = (Date.parse(sent.expires_at) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
    const received = await bSocket.waitFor((m) => m.type === 'challenge_received');
    expect(received.payload).toEqual({
      challenge_id: sent.id,
      challenger: { id: a.id, username: a.name },
      challenge: sent,
    });
    await aSocket.waitFor((m) => m.type === 'challenge_received');

    expect(
      dataOf<{ pending_challenges: WireChallenge[] }>(await b.client.get('/api/challenges/pending'))
        .pending_challenges,
    ).toEqual([sent]);
    expect(
      dataOf<{ sent_challenges: WireChallenge[] }>(await a.client.get('/api/challenges/sent'))
        .sent_challenges,
    ).toEqual([sent]);
    expect(
      dataOf<{ pending_challenges: WireChallenge[] }>(await a.client.get('/api/challenges/pending'))
        .pending_challenges,
    ).toEqual([]);
    expect(
      dataOf<{ sent_challenges: WireChallenge[] }>(await b.client.get('/api/challenges/sent'))
        .sent_challenges,
    ).toEqual([]);
    expect([...aSocket.invalid, ...bSocket.invalid]).toEqual([]);
    aSocket.ws.close();
    bSocket.ws.close();
  });

  it('keeps a trimmed message and the minutes asked for', async () => {
    const [a, b] = await friends();
    const sent = await challenge(a, b, { message: '  good luck  ', expires_in: 1440 });
    expect(sent.message).toBe('good luck');
    expect(Date.parse(sent.expires_at) - Date.parse(sent.created_at)).toBe(1440 * 60_000);
  });

  it('allows one pending challenge per pair, in either direction', async () => {
    const [a, b] = await friends();
    await challenge(a, b);
    const text = 'There is already a pending challenge with this user';
    expectFailure(await a.client.post('/api/challenges', { challenged_id: b.id }), 409, text);
    expectFailure(await b.client.post('/api/challenges', { challenged_id: a.id }), 409, text);
    // At the same moment, too: one is written.
    const [c, d] = await friends();
    const replies = await Promise.all([
      c.client.post('/api/challenges', { challenged_id: d.id }),
      d.client.post('/api/challenges', { challenged_id: c.id }),
      c.client.post('/api/challenges', { challenged_id: d.id }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('only friends may be challenged; not oneself, nobody, or across a block', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    expectFailure(
      await a.client.post('/api/challenges', { challenged_id: b.id }),
      403,
      'You can only challenge your friends',
    );
    // A request is not a friendship yet.
    await a.client.post('/api/friends/request', { friend_id: b.id });
    expectFailure(
      await a.client.post('/api/challenges', { challenged_id: b.id }),
      403,
      'You can only challenge your friends',
    );
    expectFailure(
      await a.client.post('/api/challenges', { challenged_id: a.id }),
      409,
      'You cannot challenge yourself',
    );
    expectFailure(
      await a.client.post('/api/challenges', { challenged_id: 'u_nobody' }),
      404,
      'User not found',
    );
    await b.client.post(`/api/friends/${a.id}/accept`);
    await b.client.post(`/api/friends/block/${a.id}`);
    expectFailure(
      await a.client.post('/api/challenges', { challenged_id: b.id }),
      403,
      'You cannot challenge this user',
    );
    expectFailure(
      await b.client.post('/api/challenges', { challenged_id: a.id }),
      403,
      'You cannot challenge this user',
    );
  });

  it('validates the body', async () => {
    const [a, b] = await friends();
    const post = (body: unknown) => a.client.post('/api/challenges', body);
    expectFailure(await post({}), 400, /challenged_id/);
    expectFailure(
      await post({ challenged_id: b.id, expires_in: 0 }),
      400,
      'expires_in: expires_in must be between 1 and 1440 minutes',
    );
    expectFailure(await post({ challenged_id: b.id, expires_in: 1441 }), 400, /between 1 and 1440/);
    expectFailure(await post({ challenged_id: b.id, expires_in: 2.5 }), 400, /whole number/);
    expectFailure(await post({ challenged_id: b.id, expires_in: '30' }), 400, /expires_in/);
    expectFailure(
      await post({ challenged_id: b.id, message: 'x'.repeat(201) }),
      400,
      'message: Message too long (max 200 characters)',
    );
    expectFailure(await post({ challenged_id: b.id, message: 5 }), 400, /message/);
    expectFailure(await post({ challenged_id: b.id, colour: 'red' }), 400, 'Unknown field: colour');
    expect((await post({ challenged_id: b.id, message: 'x'.repeat(200) })).status).toBe(201);
  });
});
