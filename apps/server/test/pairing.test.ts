// Quick pairing: the pools of the preset clocks pair two compatible players into one new room with
// the pool's control and opposite colours, both told by their status (and an account by its user
// socket); guests pair casually, rated needs two accounts; a player who stops polling is withdrawn;
// leaving; a new guest made for a caller without a token; authorization, bad input and the rate
// limit. Seeks are in seeks.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pause } from './chat-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import {
  expectError,
  guest,
  join,
  leave,
  matchedRoom,
  member,
  roomRow,
  roomsOf,
  seatIn,
  statusOf,
  type Status,
} from './pairing-fixtures.js';
import { SocketClient } from './socket-client.js';

const STALE_MS = 1_500;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    pairing: { actionsPerMinute: 100_000, pollsPerMinute: 100_000, tickMs: 100, staleMs: STALE_MS },
  });
});
afterAll(async () => server.close());

describe('the pools', () => {
  it('pairs two players in the 3+2 pool into one room with the 3+2 clock and opposite colours', async () => {
    const a = await member(server.url);
    const b = await member(server.url);
    const socket = await SocketClient.openUser(server.url, a.client.token!);
    const first = await join(a, '3+2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'waiting', pool: '3+2', rated: false, waitedSeconds: 0 });
    expect(first.body.token).toBeUndefined();
    const second = await join(b, '3+2');
    expect(second.status).toBe(200);
    // The second join pairs at once.
    expect(second.body.status).toBe('matched');
    const code = second.body.roomCode!;
    expect(await matchedRoom(a)).toBe(code);
    const told = await socket.waitFor((m) => m.type === 'pairing_matched');
    expect(told.payload).toEqual({ roomCode: code });
    socket.close();

    const seatA = await seatIn(a, code);
    const seatB = await seatIn(b, code);
    expect(seatA.is_spectator).toBe(false);
    expect(seatB.is_spectator).toBe(false);
    expect(new Set([seatA.color, seatB.color])).toEqual(new Set(['red', 'black']));
    const control = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };
    expect(seatA.time_control).toEqual(control);
    expect(seatB.time_control).toEqual(control);
    const row = await roomRow(server, code);
    expect(row.status).toBe('active');
    expect(row.rated).toBe(0);
    expect(row.clock_state).not.toBeNull();
    expect(await roomsOf(server, a.id)).toHaveLength(1);
    // The game is on: black (to move) sees its moves.
    const state = await (seatA.color === 'black' ? a : b).client.get<{ status: string; validMoves: object }>(
      `/api/game-state?code=${code}`,
    );
    expect(state.body.status).toBe('active');
  });

  it('pairs a guest and an account casually', async () => {
    const g = await guest(server.url);
    const m = await member(server.url);
    // A guest asking for rated waits for a casual game.
    expect((await join(g, '1+0', true)).body).toMatchObject({ status: 'waiting', rated: false });
    const paired = await join(m, '1+0', false);
    expect(paired.body.status).toBe('matched');
    const code = paired.body.roomCode!;
    expect(await matchedRoom(g)).toBe(code);
    const row = await roomRow(server, code);
    expect(row.rated).toBe(0);
    expect(new Set([row.red_user_id, row.black_user_id])).toEqual(new Set([g.id, m.id]));
  });

  it('keeps rated and casual apart, and rates a pair of accounts', async () => {
    const rated = await member(server.url);
    const casual = await member(server.url);
    const g = await guest(server.url);
    expect((await join(rated, '5+3', true)).body).toMatchObject({ status: 'waiting', rated: true });
    expect((await join(casual, '5+3', false)).body).toMatchObject({ status: 'waiting', rated: false });
    // A guest is casual: it pairs with the casual account, not the rated one.
    const guestJoin = await join(g, '5+3', true);
    expect(guestJoin.body.status).toBe('matched');
    expect(await matchedRoom(casual)).toBe(guestJoin.body.roomCode);
    expect((await statusOf(rated)).body).toMatchObject({ status: 'waiting', pool: '5+3' });
    const other = await member(server.url);
    const pair = await join(other, '5+3', true);
    expect(pair.body.status).toBe('matched');
    expect(await matchedRoom(rated)).toBe(pair.body.roomCode);
    expect((await roomRow(server, pair.body.roomCode!)).rated).toBe(1);
  });

  it('pairs with a player of another pool only in that pool', async () => {
    const a = await member(server.url);
    const b = await member(server.url);
    expect((await join(a, '10+5')).body.status).toBe('waiting');
    expect((await join(b, '15+10')).body.status).toBe('waiting');
    // Moving to the other pool pairs them there.
    const moved = await join(a, '15+10');
    expect(moved.body.status).toBe('matched');
    expect((await roomRow(server, moved.body.roomCode!)).time_control).toBe(
      JSON.stringify({ kind: 'clock', initialSeconds: 900, incrementSeconds: 10 }),
    );
    expect(await matchedRoom(b)).toBe(moved.body.roomCode);
  });

  it("waits with the rating of the pool's speed", async () => {
    const a = await member(server.url);
    const db = server.app.services.storage.db;
    const row = (pool: string, rating: number) => ({
      user_id: a.id,
      pool,
      rating,
      rd: 80,
      volatility: 0.06,
      peak: rating,
      games: 20,
      wins: 10,
      losses: 10,
      draws: 0,
      streak: 0,
      region: 'Other',
      last_game_at: new Date().toISOString(),
    });
    await db
      .insertInto('ratings')
      .values([row('global', 1500), row('bullet', 1812.4)])
      .execute();
    const entryRating = async () =>
      (
        await db
          .selectFrom('pairing_entries')
          .select('rating')
          .where('user_id', '=', a.id)
          .executeTakeFirstOrThrow()
      ).rating;
    expect((await join(a, '1+0')).body.status).toBe('waiting');
    expect(await entryRating()).toBe(1812);
    // Never played rapid: the starting rating, not the overall one.
    expect((await join(a, '10+5')).body.status).toBe('waiting');
    expect(await entryRating()).toBe(1200);
    expect((await leave(a)).status).toBe(200);
  });

  it('withdraws a player who stops polling, and keeps one who polls', async () => {
    const gone = await member(server.url);
    const stays = await member(server.url);
    expect((await join(gone, '10+5')).body.status).toBe('waiting');
    // `stays` polls past the stale limit; `gone` does not.
    await join(stays, '10+5', true);
    for (let waited = 0; waited < STALE_MS + 700; waited += 300) {
      expect((await statusOf(stays)).body.status).toBe('waiting');
      await pause(300);
    }
    expect((await statusOf(gone)).body).toMatchObject({ status: 'idle' });
    expect((await statusOf(stays)).body).toMatchObject({ status: 'waiting', rated: true });
    expect((await statusOf(stays)).body.waitedSeconds).toBeGreaterThanOrEqual(2);
    const newcomer = await member(server.url);
    // The casual newcomer finds nobody (the one who left was casual); the sweep removed the entry.
    expect((await join(newcomer, '10+5')).body.status).toBe('waiting');
    await pause(STALE_MS);
    const rows = await server.app.services.storage.db
      .selectFrom('pairing_entries')
      .select('user_id')
      .where('user_id', '=', gone.id)
      .execute();
    expect(rows).toEqual([]);
    await leave(stays);
    await leave(newcomer);
  });

  it('leaves a pool', async () => {
    const a = await member(server.url);
    const b = await member(server.url);
    expect((await join(a, '1+0')).body.status).toBe('waiting');
    const left = await leave(a);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ status: 'idle' });
    expect((await join(b, '1+0')).body.status).toBe('waiting');
    await pause(300);
    expect((await statusOf(b)).body.status).toBe('waiting');
    expect((await statusOf(a)).body.status).toBe('idle');
    await leave(b);
  });

  it('makes a guest for a caller without a token, whose token then polls', async () => {
    const fresh = await new Client(server.url).init();
    const joined = await fresh.post<Status>('/api/pairing/pools/1+0', {});
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'waiting', rated: false });
    fresh.token = joined.body.token;
    expect((await fresh.get<Status>('/api/pairing')).body.status).toBe('waiting');
    expect((await fresh.send<Status>('DELETE', '/api/pairing/pools')).body).toEqual({ status: 'idle' });
  });
});

describe('refusals', () => {
  it('needs a token to poll and to leave, and refuses a bad one everywhere', async () => {
    const anonymous = await new Client(server.url).init();
    expectError(await anonymous.get('/api/pairing'), 401, 'Authentication required');
    expectError(await anonymous.send('DELETE', '/api/pairing/pools'), 401);
    anonymous.token = 'not-a-token';
    expectError(await anonymous.post('/api/pairing/pools/3+2', {}), 401, 'Invalid token');
    expectError(await anonymous.get('/api/pairing'), 401, 'Invalid token');
  });

  it('says what is wrong with a pool or a body', async () => {
    const m = await member(server.url);
    expectError(await m.client.post('/api/pairing/pools/2+1', {}), 400, /pool must be one of 1\+0, 3\+2/);
    expectError(
      await m.client.post('/api/pairing/pools/3+2', { rated: 'yes' }),
      400,
      'rated: rated must be true or false',
    );
    expectError(
      await m.client.post('/api/pairing/pools/3+2', { colour: 'red' }),
      400,
      'Unknown field: colour',
    );
    expectError(await m.client.send('POST', '/api/pairing/pools/3+2', '{nope'), 400);
    expect((await statusOf(m)).body.status).toBe('idle');
  });

  it('limits joins and leaves per token (429)', async () => {
    const limited = await startServer({
      pairing: { actionsPerMinute: 2, pollsPerMinute: 3, tickMs: 0, staleMs: 10_000 },
    });
    try {
      const m = await member(limited.url);
      expect((await join(m, '3+2')).status).toBe(200);
      expect((await leave(m)).status).toBe(200);
      const third = await join(m, '3+2');
      expectError(third, 429, 'Too many requests');
      expect(third.headers.get('retry-after')).not.toBeNull();
      for (let i = 0; i < 3; i++) expect((await statusOf(m)).status).toBe(200);
      expectError(await statusOf(m), 429);
    } finally {
      await limited.close();
    }
  });
});
