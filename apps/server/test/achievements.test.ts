// Achievements through the real app, on SQLite or (with TEST_DATABASE_URL) PostgreSQL: who may call,
// bad input, refused re-checks, AI game reports, double evaluation of one game (two services on one
// database), streaks, explorer themes, the boards and the report rate limit.
import { START_FEN, makeSquare } from '@checkers/engine';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { ACHIEVEMENTS, type ServerMessage, type UserAchievementsResponse } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomRow } from '../src/modules/rooms/index.js';
import { HttpFailure } from '../src/lib/errors.js';
import { AchievementService } from '../src/modules/achievements/index.js';
import { achievementBoard } from '../src/modules/leaderboard/index.js';
import { newRoomRow } from '../src/modules/rooms/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { tablesOf } from '../src/database-schema.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const db = () => server.app.services.storage.db;
const quiet = { notify: () => {}, warn: () => {} };

let nextName = 1;
/** A registered account over HTTP. */
async function signUp(): Promise<{ client: Client; userId: string }> {
  const client = await new Client(server.url).init();
  const reply = await client.post<{ token: string; account: { id: string } }>('/api/auth/register', {
    username: `achiever_${nextName++}_${Date.now() % 100000}`,
    password: 'long enough',
  });
  expect(reply.status).toBe(201);
  client.token = reply.body.token;
  return { client, userId: reply.body.account.id };
}

let nextRoom = 1;

/** The latest 12:xx UTC at most a day ago. */
function lastMidday(): string {
  const now = Date.now();
  const hour = new Date(now).getUTCHours();
  return new Date(now - ((hour + 12) % 24) * 3600_000).toISOString();
}

/** A finished room inserted straight into storage; paths are PDN numbers. */
async function finishedRoom(
  black: string,
  red: string,
  game: {
    fen?: string;
    paths?: number[][];
    winner: 'red' | 'black' | null;
    reason: string;
    finishedAt?: string;
  },
): Promise<RoomRow> {
  // By default at the last midday (UTC) within the day: the time-of-day achievements (night owl,
  // early bird) stay out of games whose test is about something else, whenever the suite runs.
  const finishedAt = game.finishedAt ?? lastMidday();
  const row: RoomRow = {
    ...newRoomRow({
      code: `AC${String(nextRoom++).padStart(4, '0')}`,
      status: 'finished',
      red_user_id: red,
      black_user_id: black,
      created_at: finishedAt,
      started_at: new Date(Date.parse(finishedAt) - 600_000).toISOString(),
      initial_fen: game.fen ?? START_FEN,
    }),
    moves: JSON.stringify((game.paths ?? []).map((path) => path.map((n) => n - 1))),
    winner: game.winner,
    end_reason: game.reason,
    finished_at: finishedAt,
  };
  await db().insertInto('rooms').values(row).execute();
  return row;
}

const standing = async (client: Client, userId: string) => {
  const reply = await client.get<UserAchievementsResponse>(`/api/achievements/user/${userId}`);
  expect(reply.status).toBe(200);
  return reply.body;
};
const unlocked = (body: UserAchievementsResponse): string[] =>
  body.achievements.filter((a) => a.is_unlocked).map((a) => a.achievement.id);

describe('who may call', () => {
  it('answers 401 without a token and for a guest', async () => {
    const anonymous = await new Client(server.url).init();
    for (const path of ['/api/achievements', '/api/achievements/leaderboard', '/api/achievements/user/x']) {
      const reply = await anonymous.get(path);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Authentication required', code: 'unauthorized' });
    }
    const guest = await new Client(server.url).init();
    const created = await guest.post<{ token: string }>('/api/create-room', { color: 'red' });
    guest.token = created.body.token;
    expect((await guest.get('/api/achievements')).status).toBe(401);
    expect((await guest.post('/api/achievements/firstWin/unlock')).body).toMatchObject({
      message: 'Authentication required',
    });
    expect((await guest.post('/api/achievements/ai-games', {})).status).toBe(401);
  });

  it('lists them all with hidden ones concealed', async () => {
    const { client } = await signUp();
    const reply = await client.get<{ achievements: { id: string; description: string | null }[] }>(
      '/api/achievements',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.achievements).toHaveLength(ACHIEVEMENTS.length);
    expect(reply.body.achievements.find((a) => a.id === 'pacifist')?.description).toBeNull();
    expect(reply.body.achievements.find((a) => a.id === 'firstWin')?.description).toBe('Win your first game');
  });
});

describe('bad input', () => {
  it('answers 400 with a clear message', async () => {
    const { client } = await signUp();
    const cases: [Promise<{ status: number; body: unknown }>, RegExp][] = [
      [client.post('/api/achievements/noSuchThing/unlock'), /Unknown achievement/],
      [client.post('/api/achievements/explorer/progress', { theme: 'pink' }), /Unknown theme/],
      [client.post('/api/achievements/firstWin/progress', { theme: 'neon' }), /only towards explorer/],
      [client.post('/api/achievements/firstWin/progress', { extra: 1 }), /Unknown field/],
      [client.get('/api/achievements/leaderboard?limit=0'), /limit must be a whole number/],
      [client.get('/api/achievements/leaderboard?category=nope'), /Unknown achievement category/],
      [client.post('/api/achievements/ai-games', { level: 'godlike' }), /Unknown AI level/],
    ];
    for (const [pending, message] of cases) {
      const reply = await pending;
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect((reply.body as { message: string }).message).toMatch(message);
    }
    expect((await client.get('/api/achievements/user/nobody-at-all')).status).toBe(404);
  });
});

describe('re-checks', () => {
  it('a refused unlock stays locked (409)', async () => {
    const { client, userId } = await signUp();
    for (const id of ['firstWin', 'games10', 'tournamentChampion', 'pacifist']) {
      const reply = await client.post(`/api/achievements/${id}/unlock`);
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ message: 'Achievement requirements not met', code: 'conflict' });
    }
    expect(unlocked(await standing(client, userId))).toEqual([]);
  });

  it('explorer counts themes reported through /progress, and unlocks at eight', async () => {
    const { client, userId } = await signUp();
    const themes = ['default', 'llama', 'midnight', 'forest', 'ocean', 'candy', 'retro', 'neon'];
    for (const [i, theme] of themes.entries()) {
      const reply = await client.post<{ achievement: { is_unlocked: boolean; progress_percent: number } }>(
        '/api/achievements/explorer/progress',
        { theme, progress: 999 },
      );
      expect(reply.status).toBe(200);
      expect(reply.body.achievement.is_unlocked).toBe(i === 7);
      expect(reply.body.achievement.progress_percent).toBe(Math.floor(((i + 1) / 8) * 100));
    }
    // Reported again: counted once.
    await client.post('/api/achievements/explorer/progress', { theme: 'neon' });
    const body = await standing(client, userId);
    const explorer = body.achievements.find((a) => a.achievement.id === 'explorer')!;
    expect(explorer.progress_data).toMatchObject({ self_reported: true, count: 8 });
    expect(explorer.achievement.description).not.toBeNull();
    expect((await client.post('/api/achievements/explorer/unlock')).status).toBe(200);
  });
});

describe('finished room games', () => {
  it('a game evaluated twice, and by two services at once, counts once and unlocks once', async () => {
    const black = await signUp();
    const red = await signUp();
    const row = await finishedRoom(black.userId, red.userId, {
      fen: 'B:W9,18,27:B5',
      paths: [[5, 14, 23, 32]],
      winner: 'black',
      reason: 'no-legal-moves',
    });
    const told: ServerMessage[] = [];
    const record = { notify: (_: string, m: ServerMessage) => told.push(m), warn: () => {} };
    const one = new AchievementService({ db: tablesOf(db()), games: server.app.services.store, ...record });
    const two = new AchievementService({ db: tablesOf(db()), games: server.app.services.store, ...record });
    one.finished(row);
    one.finished(row);
    await Promise.all([two.evaluateGame(row), one.settled()]);
    // The real app's service too.
    server.app.services.achievements.finished(row);
    await server.app.services.achievements.settled();
    const ids = told.map((m) => (m.type === 'achievement_unlocked' ? m.payload.achievement.id : ''));
    expect(ids.filter((id) => id === 'multiJump3')).toHaveLength(1);
    expect(ids.sort()).toEqual([
      'comeback',
      'firstCapture',
      'firstKing',
      'firstMove',
      'firstWin',
      'multiJump3',
    ]);
    const counters = await db()
      .selectFrom('achievement_counters')
      .selectAll()
      .where('user_id', 'in', [black.userId, red.userId])
      .execute();
    expect(counters.map((c) => Number(c.games_played))).toEqual([1, 1]);
    const body = await standing(black.client, black.userId);
    expect(unlocked(body).sort()).toEqual([
      'comeback',
      'firstCapture',
      'firstKing',
      'firstMove',
      'firstWin',
      'multiJump3',
    ]);
    expect(body.achievements.find((a) => a.achievement.id === 'games10')?.progress_percent).toBe(10);
    expect(body.summary).toMatchObject({ total_points: 10 + 20 + 30 + 50 + 100 + 250, unlocked_count: 6 });
    expect(body.summary.rank).toBeGreaterThanOrEqual(1);
    // The loser played a game against one opponent; it unlocked nothing.
    expect(unlocked(await standing(black.client, red.userId))).toEqual([]);
  });

  it('evaluates missed games at start-up, once', async () => {
    const black = await signUp();
    const red = await signUp();
    await finishedRoom(black.userId, red.userId, { winner: 'red', reason: 'resignation' });
    const service = new AchievementService({
      db: tablesOf(db()),
      games: server.app.services.store,
      ...quiet,
    });
    expect(await service.evaluateMissed()).toBeGreaterThanOrEqual(1);
    expect(await service.evaluateMissed()).toBe(0);
    expect(unlocked(await standing(red.client, red.userId))).toEqual(['firstWin', 'pacifist']);
  });

  it('a draw breaks a win streak; five wins in a row make one', async () => {
    const me = await signUp();
    const rival = await signUp();
    const service = new AchievementService({
      db: tablesOf(db()),
      games: server.app.services.store,
      ...quiet,
    });
    const play = async (winner: 'black' | null) =>
      service.evaluateGame(
        await finishedRoom(me.userId, rival.userId, {
          winner,
          reason: winner === null ? 'agreement' : 'resignation',
        }),
      );
    for (const winner of ['black', 'black', 'black', 'black', null, 'black'] as const) await play(winner);
    let ids = unlocked(await standing(me.client, me.userId));
    expect(ids).not.toContain('winStreak5');
    expect((await me.client.post('/api/achievements/winStreak5/unlock')).status).toBe(409);
    for (let i = 0; i < 4; i++) await play('black');
    ids = unlocked(await standing(me.client, me.userId));
    expect(ids).toEqual(expect.arrayContaining(['winStreak5', 'games10']));
    const reply = await me.client.post<{ achievement: { is_unlocked: boolean } }>(
      '/api/achievements/winStreak5/unlock',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.achievement.is_unlocked).toBe(true);
  });

  it('an aborted game counts for nothing; night owl in the player time zone', async () => {
    const me = await signUp();
    const rival = await signUp();
    const service = new AchievementService({
      db: tablesOf(db()),
      games: server.app.services.store,
      ...quiet,
    });
    service.timeZone(me.userId, 'America/New_York');
    service.timeZone(me.userId, 'Not a zone');
    await service.settled();
    await service.evaluateGame(
      await finishedRoom(me.userId, rival.userId, {
        winner: 'black',
        reason: 'aborted',
        finishedAt: '2026-01-10T06:30:00.000Z',
      }),
    );
    expect(unlocked(await standing(me.client, me.userId))).toEqual([]);
    await service.evaluateGame(
      await finishedRoom(me.userId, rival.userId, {
        winner: null,
        reason: 'agreement',
        finishedAt: '2026-01-10T06:30:00.000Z',
      }),
    );
    expect(unlocked(await standing(me.client, me.userId))).toEqual(['nightOwl']);
    // The rival has no zone: 06:30 UTC is early.
    expect(unlocked(await standing(me.client, rival.userId))).toEqual(['earlyBird']);
  });
});

describe('moves as they are played', () => {
  it('unlocks the immediate ones once, then answers from memory', async () => {
    const me = await signUp();
    const told: string[] = [];
    const service = new AchievementService({
      db: tablesOf(db()),
      games: server.app.services.store,
      notify: (_, m) => told.push(m.type === 'achievement_unlocked' ? m.payload.achievement.id : m.type),
      warn: () => {},
    });
    const fact = {
      room: 'NOROOM',
      userId: me.userId,
      kind: 'account' as const,
      captured: 3,
      promoted: false,
    };
    service.moved(fact);
    service.moved(fact);
    await service.settled();
    expect(told.sort()).toEqual(['firstCapture', 'firstMove', 'multiJump3']);
    service.moved({ ...fact, captured: 1 });
    expect(told).toHaveLength(3);
    const guest = { ...fact, userId: 'missing-user', kind: 'guest' as const };
    // A failing write (no such user) is reported, never thrown.
    expect(() => service.moved(guest)).not.toThrow();
    await service.settled();
  });
});

describe('AI game reports', () => {
  const won = scriptedWin(1);
  const report = (over: Record<string, unknown> = {}) => ({
    level: 'llama-master',
    seed: 42,
    human: won.winner,
    moves: won.moves.map((m) => m.path.map(makeSquare)),
    result: 'win',
    duration_ms: 60_000,
    ...over,
  });

  it('refuses an illegal move, an unfinished game and a wrong result with 400', async () => {
    const { client, userId } = await signUp();
    const illegal = report({
      moves: [
        ['c3', 'd4'],
        ['c3', 'd4'],
      ],
    });
    const cases: [Record<string, unknown>, RegExp][] = [
      [illegal, /^Move 1 is not legal/],
      [report({ moves: report().moves.slice(0, -1) }), /not over at its last move/],
      [report({ result: 'loss' }), /claimed result \(loss\) is not the board's \(win\)/],
      [report({ moves: [...report().moves, ['c3', 'd4']] }), /already over/],
    ];
    for (const [body, message] of cases) {
      const reply = await client.post('/api/achievements/ai-games', body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect((reply.body as { message: string }).message).toMatch(message);
    }
    expect(unlocked(await standing(client, userId))).toEqual([]);
  });

  it('a finished game with the board result unlocks the one-game feats, self-reported', async () => {
    const { client, userId } = await signUp();
    const reply = await client.post<{ unlocked: { id: string }[] }>('/api/achievements/ai-games', report());
    expect(reply.status).toBe(200);
    const ids = reply.body.unlocked.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(['firstMove', 'firstWin', 'llamaMaster']));
    expect(ids).not.toContain('speedDemon');
    expect(ids).not.toContain('games10');
    const again = await client.post<{ unlocked: unknown[] }>('/api/achievements/ai-games', report());
    expect(again.body.unlocked).toEqual([]);
    const body = await standing(client, userId);
    const llama = body.achievements.find((a) => a.achievement.id === 'llamaMaster')!;
    expect(llama.progress_data).toMatchObject({ self_reported: true });
    const counters = await db()
      .selectFrom('achievement_counters')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(counters).toEqual([]);
  });
});

describe('boards', () => {
  it('ranks by points, in all or in one category', async () => {
    const service = server.app.services.achievements;
    const reply = await (
      await signUp()
    ).client.get<{ leaderboard: { rank: number; total_points: number }[] }>(
      '/api/achievements/leaderboard?limit=5',
    );
    expect(reply.status).toBe(200);
    const points = reply.body.leaderboard.map((e) => e.total_points);
    expect(points.length).toBeGreaterThan(0);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(reply.body.leaderboard[0]!.rank).toBe(1);
    const board = await achievementBoard(service.queries, 'category', {
      category: 'hidden',
      page_size: '10',
    });
    expect(board).toMatchObject({ type: 'category', category: 'hidden', page: 1, page_size: 10 });
    expect(board.entries.every((e) => e.total_points > 0)).toBe(true);
    const all = await achievementBoard(service.queries, 'achievement', {});
    expect(all.total_entries).toBeGreaterThanOrEqual(board.total_entries);
    await expect(achievementBoard(service.queries, 'category', {})).rejects.toThrow(HttpFailure);
    await expect(achievementBoard(service.queries, 'category', { category: 'nope' })).rejects.toThrow(
      /category must be one of/,
    );
  });
});

describe('rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ rateLimit: { achievementReports: 2 } });
  });
  afterAll(async () => limited.close());

  it('answers 429 past the reports allowed a minute', async () => {
    const client = await new Client(limited.url).init();
    const reg = await client.post<{ token: string }>('/api/auth/register', {
      username: `limited_${Date.now() % 100000}`,
      password: 'long enough',
    });
    client.token = reg.body.token;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await client.post('/api/achievements/firstWin/unlock')).status);
    }
    expect(statuses).toEqual([409, 409, 429]);
  });
});
