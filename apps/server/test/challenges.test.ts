// Challenges (CONTRACTS "Challenges"; extended spec §4, §5, §7): the seven calls, their rules (only
// friends, not blocked, one pending per pair either way, only the right side answers, only pending
// unexpired ones), accept making one room with both seated (rated between accounts), expiry by the
// sweep and on reading, what both sides hear, history, authorization, bad input and rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pause } from './chat-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import { SocketClient } from './socket-client.js';
import {
  befriend,
  dataOf,
  expectFailure,
  ofType,
  person,
  userSocket,
  type Person,
} from './social-fixtures.js';

interface WireChallenge {
  id: string;
  challenger: { id: string; username: string };
  challenged: { id: string; username: string };
  message: string;
  status: string;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
  game_id: string | null;
}

const SWEEP_MS = 200;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ challengeSweepMs: SWEEP_MS });
});
afterAll(async () => server.close());

async function friends(): Promise<[Person, Person]> {
  const a = await person(server.url);
  const b = await person(server.url);
  await befriend(a, b);
  return [a, b];
}

async function challenge(
  from: Person,
  to: Person,
  body: Record<string, unknown> = {},
): Promise<WireChallenge> {
  const reply = await from.client.post('/api/challenges', { challenged_id: to.id, ...body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return dataOf<{ challenge: WireChallenge }>(reply).challenge;
}

/** Moves a challenge's deadline into the past, as if its minutes had gone by. */
async function age(target: TestServer, id: string): Promise<void> {
  await target.app.services.storage.db
    .updateTable('challenges')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
}

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
    expectFailure(await post({ challenged_id: b.id, color: 'red' }), 400, 'Unknown field: color');
    expect((await post({ challenged_id: b.id, message: 'x'.repeat(200) })).status).toBe(201);
  });
});

describe('answering', () => {
  it('accept makes one room with both seated, rated; both hear challenge_accepted with the game id', async () => {
    const [a, b] = await friends();
    const aSocket = await userSocket(server.url, a);
    const bSocket = await userSocket(server.url, b);
    const sent = await challenge(a, b);
    // The challenger cannot accept its own challenge.
    expectFailure(
      await a.client.post(`/api/challenges/${sent.id}/accept`),
      403,
      'Only the challenged player can answer this challenge',
    );
    const accepted = await b.client.post(`/api/challenges/${sent.id}/accept`);
    expect(accepted.status).toBe(200);
    const { game_id, challenge: ended } = dataOf<{ game_id: string; challenge: WireChallenge }>(accepted);
    expect(game_id).toMatch(/^[A-Z0-9]{6}$/);
    expect(ended).toMatchObject({ id: sent.id, status: 'accepted', game_id });
    for (const socket of [aSocket, bSocket]) {
      const told = await socket.waitFor((m) => m.type === 'challenge_accepted');
      expect(told.payload).toEqual({
        challenge_id: sent.id,
        accepted_by: { id: b.id, username: b.name },
        game_id,
      });
    }
    const room = await server.app.services.store.find(game_id);
    expect(room).toMatchObject({ status: 'active', rated: 1 });
    expect([room!.red_user_id, room!.black_user_id].sort()).toEqual([a.id, b.id].sort());
    // Both can open the room's socket as players and get the game.
    const aRoom = await SocketClient.open(server.url, game_id, a.client.token!);
    const bRoom = await SocketClient.open(server.url, game_id, b.client.token!);
    const state = await aRoom.waitForState(() => true);
    expect([state.playerRed, state.playerBlack].sort()).toEqual([a.id, b.id].sort());
    await bRoom.waitForState(() => true);
    // Gone from the lists; in the history of both.
    expect(
      dataOf<{ pending_challenges: unknown[] }>(await b.client.get('/api/challenges/pending'))
        .pending_challenges,
    ).toEqual([]);
    expect(
      dataOf<{ sent_challenges: unknown[] }>(await a.client.get('/api/challenges/sent')).sent_challenges,
    ).toEqual([]);
    const history = dataOf<{ history: WireChallenge[] }>(
      await a.client.get(`/api/challenges/history/${b.id}`),
    );
    expect(history.history).toMatchObject([{ id: sent.id, status: 'accepted', game_id }]);
    // Answering again is refused.
    expectFailure(
      await b.client.post(`/api/challenges/${sent.id}/accept`),
      409,
      'This challenge has already been accepted',
    );
    expectFailure(
      await b.client.post(`/api/challenges/${sent.id}/decline`),
      409,
      'This challenge has already been accepted',
    );
    for (const s of [aSocket, bSocket, aRoom, bRoom]) s.ws.close();
  });

  it('accepting twice at once makes one room', async () => {
    const [a, b] = await friends();
    const sent = await challenge(a, b);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => b.client.post(`/api/challenges/${sent.id}/accept`)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const rooms = await server.app.services.storage.db
      .selectFrom('rooms')
      .select('code')
      .where((eb) =>
        eb.or([
          eb.and([eb('red_user_id', '=', a.id), eb('black_user_id', '=', b.id)]),
          eb.and([eb('red_user_id', '=', b.id), eb('black_user_id', '=', a.id)]),
        ]),
      )
      .execute();
    expect(rooms).toHaveLength(1);
  });

  it('the challenger is black or red at random', async () => {
    const colours = new Set<string>();
    for (let i = 0; i < 12 && colours.size < 2; i++) {
      const [a, b] = await friends();
      const sent = await challenge(a, b);
      const { game_id } = dataOf<{ game_id: string }>(
        await b.client.post(`/api/challenges/${sent.id}/accept`),
      );
      const room = await server.app.services.store.find(game_id);
      colours.add(room!.red_user_id === a.id ? 'red' : 'black');
    }
    expect(colours).toEqual(new Set(['red', 'black']));
  });

  it('declines (the challenged) and cancels (the challenger); both hear; the wrong side is 403', async () => {
    const [a, b] = await friends();
    const aSocket = await userSocket(server.url, a);
    const bSocket = await userSocket(server.url, b);
    const first = await challenge(a, b);
    expectFailure(await a.client.post(`/api/challenges/${first.id}/decline`), 403, /challenged player/);
    const declined = await b.client.post(`/api/challenges/${first.id}/decline`);
    expect(dataOf<{ challenge: WireChallenge }>(declined).challenge).toMatchObject({ status: 'declined' });
    expect((await aSocket.waitFor((m) => m.type === 'challenge_declined')).payload).toEqual({
      challenge_id: first.id,
      declined_by: { id: b.id, username: b.name },
    });
    await bSocket.waitFor((m) => m.type === 'challenge_declined');

    const second = await challenge(a, b);
    expectFailure(
      await b.client.post(`/api/challenges/${second.id}/cancel`),
      403,
      'Only the challenger can cancel this challenge',
    );
    const canceled = await a.client.post(`/api/challenges/${second.id}/cancel`);
    expect(dataOf<{ challenge: WireChallenge }>(canceled).challenge).toMatchObject({ status: 'canceled' });
    expect((await bSocket.waitFor((m) => m.type === 'challenge_canceled')).payload).toEqual({
      challenge_id: second.id,
      canceled_by: { id: a.id, username: a.name },
    });
    expectFailure(
      await a.client.post(`/api/challenges/${second.id}/cancel`),
      409,
      'This challenge has already been canceled',
    );
    expectFailure(
      await b.client.post(`/api/challenges/${second.id}/accept`),
      409,
      'This challenge has already been canceled',
    );

    // Someone else's challenge, or none: 404.
    const outsider = await person(server.url);
    const third = await challenge(a, b);
    for (const action of ['accept', 'decline', 'cancel'])
      expectFailure(
        await outsider.client.post(`/api/challenges/${third.id}/${action}`),
        404,
        'Challenge not found',
      );
    expectFailure(await b.client.post('/api/challenges/nope/accept'), 404, 'Challenge not found');
    expectFailure(await b.client.post(`/api/challenges/${'x'.repeat(65)}/accept`), 400, /id/);

    // History: newest first, finished only, limited.
    const history = dataOf<{ history: WireChallenge[] }>(
      await b.client.get(`/api/challenges/history/${a.id}`),
    );
    expect(history.history.map((c) => [c.id, c.status])).toEqual([
      [second.id, 'canceled'],
      [first.id, 'declined'],
    ]);
    const one = dataOf<{ history: WireChallenge[] }>(
      await b.client.get(`/api/challenges/history/${a.id}?limit=1`),
    );
    expect(one.history.map((c) => c.id)).toEqual([second.id]);
    expect(
      dataOf<{ history: unknown[] }>(await outsider.client.get(`/api/challenges/history/${a.id}`)).history,
    ).toEqual([]);
    expectFailure(await b.client.get(`/api/challenges/history/${a.id}?limit=0`), 400, /limit/);
    expectFailure(await b.client.get(`/api/challenges/history/${a.id}?limit=101`), 400, /limit/);
    aSocket.ws.close();
    bSocket.ws.close();
  });

  it('a removed friendship or a block cancels the pending challenge', async () => {
    const [a, b] = await friends();
    const aSocket = await userSocket(server.url, a);
    const first = await challenge(a, b);
    await b.client.send('DELETE', `/api/friends/${a.id}`);
    expect((await aSocket.waitFor((m) => m.type === 'challenge_canceled')).payload).toEqual({
      challenge_id: first.id,
    });
    await befriend(a, b);
    const second = await challenge(b, a);
    await a.client.post(`/api/friends/block/${b.id}`);
    await aSocket.waitFor((m) => m.type === 'challenge_canceled' && m.payload.challenge_id === second.id);
    expectFailure(
      await a.client.post(`/api/challenges/${second.id}/accept`),
      409,
      'This challenge has already been canceled',
    );
    aSocket.ws.close();
  });
});

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
