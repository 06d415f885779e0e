// Challenge expiry (by the sweep, or on any read or answer without it, each heard once) and the
// challenge calls' authorization and rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pause } from './chat-fixtures.js';
import { SWEEP_MS, age, challenge, friendsAt, type WireChallenge } from './challenge-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import {
  befriend,
  dataOf,
  expectFailure,
  ofType,
  person,
  userSocket,
  type Person,
} from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ challengeSweepMs: SWEEP_MS });
});
afterAll(async () => server.close());

const friends = (): Promise<[Person, Person]> => friendsAt(server.url);

describe('expiry', () => {
  it('the sweep expires a challenge past its deadline; both hear challenge_expired once', async () => {
    const [a, b] = await friends();
    const aSocket = await userSocket(server.url, a);
    const bSocket = await userSocket(server.url, b);
    const sent = await challenge(a, b);
    await age(server, sent.id);
    for (const socket of [aSocket, bSocket]) {
      const told = await socket.waitFor((m) => m.type === 'challenge_expired');
      expect(told.payload).toEqual({ challenge_id: sent.id });
    }
    await pause(SWEEP_MS * 3);
    expect(ofType(aSocket, 'challenge_expired')).toHaveLength(1);
    expect(ofType(bSocket, 'challenge_expired')).toHaveLength(1);
    const row = await server.app.services.storage.db
      .selectFrom('challenges')
      .selectAll()
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'expired', pending_pair: null });
    expectFailure(
      await b.client.post(`/api/challenges/${sent.id}/accept`),
      409,
      'This challenge has expired',
    );
    // The pair may challenge again.
    await challenge(b, a);
    aSocket.ws.close();
    bSocket.ws.close();
  });

  it('without the sweep, any read or answer expires it first', async () => {
    const quiet = await startServer({ challengeSweepMs: 0 });
    try {
      const a = await person(quiet.url);
      const b = await person(quiet.url);
      await befriend(a, b);
      const aSocket = await userSocket(quiet.url, a);
      const post = (from: Person, to: Person) =>
        from.client.post('/api/challenges', { challenged_id: to.id });

      // A list read.
      const first = dataOf<{ challenge: WireChallenge }>(await post(a, b)).challenge;
      await age(quiet, first.id);
      expect(
        dataOf<{ pending_challenges: unknown[] }>(await b.client.get('/api/challenges/pending'))
          .pending_challenges,
      ).toEqual([]);
      await aSocket.waitFor((m) => m.type === 'challenge_expired' && m.payload.challenge_id === first.id);

      // An answer.
      const second = dataOf<{ challenge: WireChallenge }>(await post(a, b)).challenge;
      await age(quiet, second.id);
      expectFailure(
        await b.client.post(`/api/challenges/${second.id}/accept`),
        409,
        'This challenge has expired',
      );
      await aSocket.waitFor((m) => m.type === 'challenge_expired' && m.payload.challenge_id === second.id);

      // A new challenge of the pair.
      const third = dataOf<{ challenge: WireChallenge }>(await post(a, b)).challenge;
      await age(quiet, third.id);
      expect((await post(b, a)).status).toBe(201);
      await aSocket.waitFor((m) => m.type === 'challenge_expired' && m.payload.challenge_id === third.id);
      expect(ofType(aSocket, 'challenge_expired')).toHaveLength(3);
      const history = dataOf<{ history: WireChallenge[] }>(
        await a.client.get(`/api/challenges/history/${b.id}`),
      );
      expect(history.history.map((c) => c.status)).toEqual(['expired', 'expired', 'expired']);
      aSocket.ws.close();
    } finally {
      await quiet.close();
    }
  });
});

describe('authorization and limits', () => {
  it('refuses every call without a token and to a guest: 401 Authentication required', async () => {
    const anonymous = await new Client(server.url).init();
    const table = await openTable(server.url);
    const guest = await new Client(server.url).init();
    guest.token = table.red.token;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/challenges/pending'],
      ['GET', '/api/challenges/sent'],
      ['GET', '/api/challenges/history/x'],
      ['POST', '/api/challenges', { challenged_id: 'x' }],
      ['POST', '/api/challenges/x/accept', {}],
      ['POST', '/api/challenges/x/decline', {}],
      ['POST', '/api/challenges/x/cancel', {}],
    ];
    for (const who of [anonymous, guest]) {
      for (const [method, path, body] of calls) {
        const reply = await who.send(method, path, body === undefined ? undefined : JSON.stringify(body));
        expectFailure(reply, 401, 'Authentication required');
      }
    }
  });

  it('rate limits the writing calls per token', async () => {
    const limited = await startServer({ rateLimit: { challengeActions: 2 } });
    try {
      const me = await person(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await me.client.post('/api/challenges', { challenged_id: me.id })).status);
      expect(statuses).toEqual([409, 409, 429, 429]);
      expect((await me.client.get('/api/challenges/pending')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
