// Achievements of finished room games and of moves as they are played, through the real app, on
// SQLite or (with TEST_DATABASE_URL) PostgreSQL: double evaluation of one game (two services on one
// database), missed games, streaks, aborted games, time zones, and the boards ranking the points.
import type { ServerMessage } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpFailure } from '../src/lib/errors.js';
import { AchievementService } from '../src/modules/achievements/index.js';
import { achievementBoard } from '../src/modules/leaderboard/index.js';
import { tablesOf } from '../src/database-schema.js';
import {
  insertFinishedRoom,
  quiet,
  signUpOn,
  standing,
  unlocked,
  type FinishedGameSpec,
} from './achievement-fixtures.js';
import { startServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const db = () => server.app.services.storage.db;
const signUp = () => signUpOn(server);
const finishedRoom = (black: string, red: string, game: FinishedGameSpec) =>
  insertFinishedRoom(server, black, red, game);

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
