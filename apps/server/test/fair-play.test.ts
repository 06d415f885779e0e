// Fair play: a game ended before each side made two moves is aborted, not rated; rated games
// between the same two accounts count at most RATED_PAIR_LIMIT (3) a day, later ones are casual and
// say why; a rating change is announced only for rated games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { playOpening, type State } from './players.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const db = () => server.app.services.storage.db;

interface Player {
  readonly client: Client;
  readonly id: string;
}

let nextName = 1;
async function account(): Promise<Player> {
  const client = await new Client(server.url).init();
  const reply = await client.post<{ account: { id: string }; token: string }>('/api/auth/register', {
    username: `fair_${nextName++}_${Date.now() % 100000}`,
    password: 'long enough',
  });
  expect(reply.status).toBe(201);
  client.token = reply.body.token;
  return { client, id: reply.body.account.id };
}

type Wire = State & { rated: boolean; casualReason?: string | null };

/** `red` creates a room as red, `black` joins; the code. */
async function seat(red: Player, black: Player): Promise<string> {
  const created = await red.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
  expect((await black.client.get(`/api/join-room?code=${created.body.invite_code}`)).status).toBe(200);
  return created.body.invite_code;
}

const stateOf = async (client: Client, code: string): Promise<Wire> =>
  (await client.get<Wire>(`/api/game-state?code=${code}`)).body;

const ratingsOf = (ids: string[]) =>
  db().selectFrom('ratings').selectAll().where('user_id', 'in', ids).execute();

describe('a game ended too early', () => {
  it('resigned at move 0 is aborted: no winner, no rating, the overlay is told why', async () => {
    const [alice, bob] = [await account(), await account()];
    const code = await seat(alice, bob);
    expect((await stateOf(alice.client, code)).rated).toBe(true);
    const socket = await SocketClient.open(server.url, code, alice.client.token!);
    // Joined once the state arrives: an event published before the server has the socket in the
    // room would reach it only as the state, not as `game_over`.
    await socket.waitFor((m) => m.type === 'game_update');
    expect((await bob.client.post('/api/resign', { code })).status).toBe(200);
    const over = await socket.waitFor((m) => m.type === 'game_over');
    expect(over.payload).toEqual({ winner: null, isDraw: false, reason: 'aborted' });
    const state = await stateOf(alice.client, code);
    expect(state).toMatchObject({
      isGameOver: true,
      winner: null,
      isDraw: false,
      reason: 'aborted',
      rated: false,
      casualReason: 'aborted',
      // Bob, black, resigned.
      abort: { reason: 'resignation', by: 'black' },
    });
    expect(await server.app.services.ratings.rateFinished(code)).toEqual({
      status: 'skipped',
      reason: 'casual',
    });
    // Whatever the game's end set off in the background has finished: nothing of it was rated.
    await server.app.services.ratings.settled();
    expect(await ratingsOf([alice.id, bob.id])).toEqual([]);
    expect(socket.messages.some((m) => m.type === 'rating_updated')).toBe(false);
    socket.close();
  });

  it('after three moves, agreed drawn or claimed, is aborted too; after four it counts', async () => {
    const [alice, bob] = [await account(), await account()];
    const code = await seat(alice, bob);
    const of = (color: 'red' | 'black') => (color === 'red' ? alice.client : bob.client);
    for (const [color, from, to] of [
      ['black', 'b6', 'a5'],
      ['red', 'g3', 'h4'],
      ['black', 'd6', 'c5'],
    ] as const) {
      expect((await of(color).post('/api/move', { code, from, to })).status).toBe(200);
    }
    await alice.client.post('/api/draw', { code, action: 'offer' });
    const agreed = await bob.client.post<Wire>('/api/draw', { code, action: 'accept' });
    expect(agreed.body).toMatchObject({
      reason: 'aborted',
      isDraw: false,
      rated: false,
      abort: { reason: 'agreement', by: null },
    });

    const next = await seat(alice, bob);
    await playOpening({ code: next, of });
    expect((await bob.client.post('/api/resign', { code: next })).status).toBe(200);
    expect(await stateOf(alice.client, next)).toMatchObject({
      winner: 'red',
      reason: 'resignation',
      rated: true,
    });
  });
});

describe('rated games between the same two accounts', () => {
  it('count three a day; the fourth is casual with its reason, whatever the colours', async () => {
    const [alice, bob] = [await account(), await account()];
    const of = (code: string, red: Player, black: Player) => ({
      code,
      of: (color: 'red' | 'black') => (color === 'red' ? red.client : black.client),
    });
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [red, black] = i % 2 === 0 ? [alice, bob] : [bob, alice];
      const code = await seat(red, black);
      codes.push(code);
      expect(await stateOf(alice.client, code)).toMatchObject({ rated: true, casualReason: null });
      await playOpening(of(code, red, black));
      expect((await black.client.post('/api/resign', { code })).status).toBe(200);
    }
    const fourth = await seat(bob, alice);
    expect(await stateOf(alice.client, fourth)).toMatchObject({ rated: false, casualReason: 'pair_limit' });
    await playOpening(of(fourth, bob, alice));
    expect((await alice.client.post('/api/resign', { code: fourth })).status).toBe(200);
    expect(await server.app.services.ratings.rateFinished(fourth)).toEqual({
      status: 'skipped',
      reason: 'casual',
    });
    // A rematch of it is casual too, and another pair is not affected.
    await alice.client.post('/api/rematch', { code: fourth });
    const rematch = await bob.client.post<{ newRoomCode: string }>('/api/rematch', { code: fourth });
    expect(await stateOf(alice.client, rematch.body.newRoomCode)).toMatchObject({
      rated: false,
      casualReason: 'pair_limit',
    });
    const carol = await account();
    expect(await stateOf(carol.client, await seat(alice, carol))).toMatchObject({ rated: true });
    // Three rated games in the ratings, not more, once every rating set off has been made.
    await server.app.services.ratings.settled();
    const after = await db()
      .selectFrom('ratings')
      .select(['games'])
      .where('user_id', '=', alice.id)
      .where('pool', '=', 'global')
      .executeTakeFirst();
    expect(after?.games).toBe(3);
  });

  it('aborted games do not use up the day', async () => {
    const [alice, bob] = [await account(), await account()];
    for (let i = 0; i < 4; i++) {
      const code = await seat(alice, bob);
      expect((await bob.client.post('/api/resign', { code })).status).toBe(200);
    }
    expect(await stateOf(alice.client, await seat(alice, bob))).toMatchObject({ rated: true });
  });
});
