// Daily puzzle figures: a player's statistics and history and a puzzle's leaderboard after two
// users' solves over two days, and the retention sweep keeping users with attempts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DailyReplies } from '@checkers/protocol';
import {
  BASE,
  TODAY,
  byId,
  resultOf,
  setDay,
  solutionOf,
  startDailyServer,
  stepsOf,
  submit,
  today,
  wait,
} from './daily-fixtures.js';
import type { TestServer } from './harness.js';
import { dataOf, expectFailure, person, type Person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startDailyServer();
});
afterAll(async () => server.close());
beforeEach(() => setDay(TODAY));

describe('figures', () => {
  it('statistics, history and a puzzle’s leaderboard after two users’ solves', async () => {
    const quick = await person(server.url);
    const slow = await person(server.url);
    const idle = await person(server.url);

    // Day one (2026-03-09, p0001): both solve; the quick one at once, the slow one after a miss.
    setDay('2026-03-09');
    await today(quick);
    await today(slow);
    wait(10);
    expect(
      resultOf(await submit(quick, 'p0001', solutionOf(byId('p0001')), { time_taken: 8 })).result.score,
    ).toBe(200);
    expect(resultOf(await submit(slow, 'p0001', stepsOf([['c5', 'd4']]))).result.is_correct).toBe(false);
    wait(200);
    const slowScore = resultOf(await submit(slow, 'p0001', solutionOf(byId('p0001')), { time_taken: 210 }))
      .result.score;
    expect(slowScore).toBe(Math.round(200 - 100 * (180 / 600) - 20));

    // Day two (2026-03-10, p0005): the quick one solves again; the slow one only fails.
    setDay(TODAY);
    await today(quick);
    await today(slow);
    wait(15);
    expect(
      resultOf(await submit(quick, 'p0005', solutionOf(byId('p0005')), { time_taken: 12 })).result.score,
    ).toBe(300);
    expect(resultOf(await submit(slow, 'p0005', stepsOf([['b6', 'a5']]))).result.is_correct).toBe(false);

    // Other tests' solvers of p0001 are on the board too: only these two are looked at.
    const board = dataOf<DailyReplies['leaderboard']>(
      await idle.client.get(`${BASE}/leaderboard/p0001`),
    ).leaderboard;
    expect(board.map((e) => e.rank)).toEqual(board.map((_, i) => i + 1));
    expect(board.map((e) => e.score)).toEqual([...board.map((e) => e.score)].sort((a, b) => b - a));
    const ours = board.filter((e) => e.user_id === quick.id || e.user_id === slow.id);
    expect(ours).toEqual([
      {
        rank: expect.any(Number),
        user_id: quick.id,
        username: quick.name,
        score: 200,
        time_taken_seconds: 8,
        hints_used: 0,
        solved_at: '2026-03-09T12:00:10.000Z',
      },
      {
        rank: expect.any(Number),
        user_id: slow.id,
        username: slow.name,
        score: slowScore,
        time_taken_seconds: 210,
        hints_used: 0,
        solved_at: '2026-03-09T12:03:30.000Z',
      },
    ]);
    expect(ours[0]!.rank).toBeLessThan(ours[1]!.rank);
    const top = dataOf<DailyReplies['leaderboard']>(
      await idle.client.get(`${BASE}/leaderboard/p0001?limit=1`),
    );
    expect(top.leaderboard).toEqual([board[0]]);
    const p5 = dataOf<DailyReplies['leaderboard']>(await idle.client.get(`${BASE}/leaderboard/p0005`));
    const onP5 = p5.leaderboard.map((e) => e.user_id);
    expect(onP5).toContain(quick.id);
    expect(onP5).not.toContain(slow.id);
    expectFailure(await idle.client.get(`${BASE}/leaderboard/p0001?limit=0`), 400, /limit must be/);
    expectFailure(await idle.client.get(`${BASE}/leaderboard/nope!`), 400, /Unknown challenge/);
    expectFailure(await idle.client.get(`${BASE}/leaderboard/p0404`), 404, 'Challenge not found');

    const stats = async (who: Person) =>
      dataOf<DailyReplies['statistics']>(await who.client.get(`${BASE}/statistics`)).statistics;
    expect(await stats(quick)).toEqual({
      total_solved: 2,
      total_attempted: 2,
      current_streak: 2,
      best_streak: 2,
      average_score: 250,
      average_time_seconds: 10,
      total_score: 500,
      solved_by_type: { tactics: 0, mate_in_n: 1, defensive: 0, endgame: 1, pattern: 0, speed: 0 },
    });
    expect(await stats(slow)).toMatchObject({
      total_solved: 1,
      total_attempted: 2,
      // Solved yesterday, not yet today: the streak still runs.
      current_streak: 1,
      best_streak: 1,
      total_score: slowScore,
      average_time_seconds: 210,
    });
    expect(await stats(idle)).toEqual({
      total_solved: 0,
      total_attempted: 0,
      current_streak: 0,
      best_streak: 0,
      average_score: 0,
      average_time_seconds: 0,
      total_score: 0,
      solved_by_type: { tactics: 0, mate_in_n: 0, defensive: 0, endgame: 0, pattern: 0, speed: 0 },
    });
    // Two days later, with nothing solved since, the streak is broken; the best remains.
    setDay('2026-03-12');
    expect(await stats(quick)).toMatchObject({ current_streak: 0, best_streak: 2 });
    setDay(TODAY);

    const history = dataOf<DailyReplies['history']>(await slow.client.get(`${BASE}/history`));
    expect(history.total).toBe(2);
    expect(history.history).toEqual([
      {
        challenge_id: 'p0005',
        date: '2026-03-10',
        title: byId('p0005').title,
        puzzle_type: 'endgame',
        difficulty: 3,
        is_solved: false,
        score: 0,
        attempts: 1,
        hints_used: 0,
        time_taken_seconds: 15,
        last_attempt_at: '2026-03-10T12:00:15.000Z',
      },
      {
        challenge_id: 'p0001',
        date: '2026-03-09',
        title: byId('p0001').title,
        puzzle_type: 'mate_in_n',
        difficulty: 2,
        is_solved: true,
        score: slowScore,
        attempts: 2,
        hints_used: 0,
        time_taken_seconds: 210,
        last_attempt_at: '2026-03-09T12:03:30.000Z',
      },
    ]);
    const page = dataOf<DailyReplies['history']>(await slow.client.get(`${BASE}/history?limit=1&offset=1`));
    expect(page).toEqual({ history: [history.history[1]], total: 2 });
    expect(dataOf<DailyReplies['history']>(await idle.client.get(`${BASE}/history`))).toEqual({
      history: [],
      total: 0,
    });
    expectFailure(await slow.client.get(`${BASE}/history?limit=abc`), 400, /limit must be/);
    expectFailure(await slow.client.get(`${BASE}/history?offset=-1`), 400, /offset must be/);
  });

  it('the retention sweep runs over users with attempts and keeps them', async () => {
    const me = await person(server.url);
    await today(me);
    await submit(me, 'p0005', stepsOf([['b6', 'c5']]));
    const report = await server.app.services.retention.sweep();
    expect(report.guests).toBeGreaterThanOrEqual(0);
    const history = dataOf<DailyReplies['history']>(await me.client.get(`${BASE}/history`));
    expect(history.total).toBe(1);
  });
});
