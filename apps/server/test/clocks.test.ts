// Time controls over HTTP against a real server (PostgreSQL too via test:pg): a room created with a
// control shows it when waiting, joined and listed; the game state carries the clocks; bad controls
// are refused with clear messages; the sweep ends a game whose flag fell on no node's timer; the
// record carries the clocks for PDN; an untimed room is as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { playOpening, type State } from './players.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ clockSweepMs: 50 });
});
afterAll(async () => server.close());

interface Clocked extends State {
  clock?: {
    red: number;
    black: number;
    running: string | null;
    firstMoveMs: number | null;
    serverNow: number;
  };
}

const blitz = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };

/** A room created by red (timed by default; `timeControl` null leaves it out) and joined by black. */
async function timedTable(timeControl: unknown = blitz) {
  const red = await new Client(server.url).init();
  const created = await red.post<{ invite_code: string; token: string; time_control?: unknown }>(
    '/api/create-room',
    {
      color: 'red',
      ...(timeControl === null ? {} : { timeControl }),
    },
  );
  expect(created.status).toBe(201);
  red.token = created.body.token;
  const black = await new Client(server.url).init();
  const joined = await black.get<{ token: string; time_control?: unknown }>(
    `/api/join-room?code=${created.body.invite_code}`,
  );
  black.token = joined.body.token;
  const code = created.body.invite_code;
  return { code, red, black, created, joined, of: (c: 'red' | 'black') => (c === 'red' ? red : black) };
}

describe('creating a timed room', () => {
  it('shows the control when created, joined and listed, and starts the first-move countdown', async () => {
    const table = await timedTable();
    expect(table.created.body.time_control).toEqual(blitz);
    expect(table.joined.body.time_control).toEqual(blitz);
    const list = await table.red.get<{ games: { room_code: string; time_control?: unknown }[] }>(
      '/api/spectate/games',
    );
    expect(list.body.games.find((g) => g.room_code === table.code)?.time_control).toEqual(blitz);
    const state = await table.red.get<Clocked>(`/api/game-state?code=${table.code}`);
    expect(state.body.clock).toMatchObject({ red: 180_000, black: 180_000, running: null });
    expect(state.body.clock?.firstMoveMs).toBeGreaterThan(25_000);
  });

  it('refuses bad controls with clear messages', async () => {
    const client = await new Client(server.url).init();
    const cases: [unknown, string][] = [
      [{ kind: 'clock', initialSeconds: 10, incrementSeconds: 0 }, 'at least 30 seconds'],
      [{ kind: 'clock', initialSeconds: 99_999, incrementSeconds: 0 }, 'at most 180 minutes'],
      [{ kind: 'clock', initialSeconds: 180, incrementSeconds: 61 }, 'at most 60 seconds'],
      [{ kind: 'clock', initialSeconds: 180, incrementSeconds: -1 }, 'cannot be negative'],
      [{ kind: 'correspondence', daysPerMove: 30 }, 'at most 14 days'],
      [{ kind: 'correspondence', daysPerMove: 0 }, 'at least 1 day'],
      [{ kind: 'blitz' }, 'timeControl'],
    ];
    for (const [timeControl, words] of cases) {
      const reply = await client.post<{ code: string; message: string }>('/api/create-room', { timeControl });
      expect(reply.status, JSON.stringify(timeControl)).toBe(400);
      expect(reply.body.code).toBe('validation_failed');
      expect(reply.body.message).toContain(words);
    }
  });
});

describe('an untimed room', () => {
  it('is as before: no control in the replies, no clock in the state', async () => {
    const table = await timedTable(null);
    expect('time_control' in table.created.body).toBe(false);
    expect('time_control' in table.joined.body).toBe(false);
    const state = await table.red.get<Clocked>(`/api/game-state?code=${table.code}`);
    expect('clock' in state.body).toBe(false);
    const untimed = await timedTable({ kind: 'untimed' });
    expect('time_control' in untimed.created.body).toBe(false);
  });
});

describe('playing on the clock', () => {
  it('accepts the client move time, and refuses one out of bounds', async () => {
    const table = await timedTable();
    const bad = await table.black.post('/api/move', {
      code: table.code,
      from: 'f6',
      to: 'e5',
      moveTimeMs: -5,
    });
    expect(bad.status).toBe(400);
    const played = await table.black.post<Clocked>('/api/move', {
      code: table.code,
      from: 'f6',
      to: 'e5',
      moveTimeMs: 1_200,
    });
    expect(played.status).toBe(200);
    expect(played.body.clock).toMatchObject({ running: null, red: 180_000, black: 180_000 });
  });

  it('ends on time through the sweep when no node holds the flag, once, and the record keeps the clocks', async () => {
    const table = await timedTable();
    await playOpening(table);
    const { db } = server.app.services.storage;
    // Moves wait in the rooms' journal; this test reads and changes the table itself.
    await server.app.services.store.settle();
    const row = await db
      .selectFrom('rooms')
      .selectAll()
      .where('code', '=', table.code)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.move_clocks ?? '[]')).toHaveLength(4);
    // As if black's time ran out while no node watched: only the stored bound finds it.
    const clock = JSON.parse(row.clock_state ?? '{}') as { t: number };
    await db
      .updateTable('rooms')
      .set({
        clock_state: JSON.stringify({ ...clock, b: 1_000, t: Date.now() - 10_000 }),
        earliest_flag_at: new Date(Date.now() - 1_000).toISOString(),
      })
      .where('code', '=', table.code)
      .execute();
    let state: Clocked | undefined;
    for (let i = 0; i < 100 && !state?.isGameOver; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await table.red.get<Clocked>(`/api/game-state?code=${table.code}`)).body;
    }
    expect(state).toMatchObject({ isGameOver: true, winner: 'red', reason: 'timeout' });
    expect(state?.clock).toMatchObject({ black: 0, running: null });
    const late = await table.black.post<{ code: string }>('/api/move', {
      code: table.code,
      from: 'e5',
      to: 'd4',
    });
    expect(late.status).toBe(409);
    const events = await server.app.services.store.eventsAfter(table.code, 0, 100);
    expect(events.filter((e) => e.message.type === 'game_over')).toHaveLength(1);

    const record = await table.red.get<{
      game: { time_control: unknown; clocks: unknown[]; moves: unknown[] };
    }>(`/api/games/${table.code}`);
    expect(record.body.game.time_control).toEqual(blitz);
    expect(record.body.game.clocks).toHaveLength(record.body.game.moves.length);
    expect(record.body.game.clocks[0]).toEqual({ red: 180_000, black: 180_000 });
  });
});
