// Answering challenges: accepting makes one room with both seated (rated), even when accepted
// twice at once, the challenger's colour at random, declining and cancelling (only by the right
// side), and a removed friendship or a block cancelling the pending challenge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_MS, challenge, friendsAt, type WireChallenge } from './challenge-fixtures.js';
import { startServer, type TestServer } from './harness.js';
import { SocketClient } from './socket-client.js';
import { befriend, dataOf, expectFailure, person, userSocket, type Person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ challengeSweepMs: SWEEP_MS });
});
afterAll(async () => server.close());

const friends = (): Promise<[Person, Person]> => friendsAt(server.url);

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
        time_control: { kind: 'untimed' },
        color: expect.stringMatching(/^(red|black)$/),
      });
    }
    const room = await server.app.services.store.find(game_id);
    expect(room).toMatchObject({ status: 'active', rated: 1, time_control: null });
    // The colour told is the one the challenger got.
    const told = aSocket.messages.find((m) => m.type === 'challenge_accepted');
    expect(room![told!.payload.color === 'red' ? 'red_user_id' : 'black_user_id']).toBe(a.id);
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
