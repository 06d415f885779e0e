// Daily puzzle submissions: a wrong first move does not score, the solution line (multi-jumps as
// several steps) does, an illegal step is a 400 naming it, the score's hints and time (the
// server's measure where the client's is not believed), unknown challenges and bad bodies, and
// several tabs submitting at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_MESSAGES, type DailyReplies } from '@checkers/protocol';
import { puzzleOfDay } from '@checkers/puzzles';
import {
  BASE,
  TODAY,
  bank,
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
import { dataOf, expectFailure, person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startDailyServer();
});
afterAll(async () => server.close());
beforeEach(() => setDay(TODAY));

describe('submissions', () => {
  it('a wrong first move does not score; the solution line (with the reply) does; then 409', async () => {
    const me = await person(server.url);
    const puzzle = byId('p0005');
    expect((await today(me)).id).toBe('p0005');
    wait(25);
    // b6-c5 lets Red off the hook.
    const wrong = resultOf(await submit(me, 'p0005', stepsOf([['b6', 'c5']])));
    expect(wrong.result).toMatchObject({ is_correct: false, score: 0, attempt: 1 });
    expect(wrong.result.reason).toMatch(/escape/);
    expect(wrong.progress).toMatchObject({ challenge_id: 'p0005', is_solved: false, score: 0, attempts: 1 });

    const progress = dataOf<DailyReplies['progress']>(await me.client.get(`${BASE}/progress`)).progress;
    expect(progress).toMatchObject({ attempts: 1, is_solved: false, moves_played: 1 });

    // The whole line: b2-c1 (crowns), Red's only reply a1-b2, then c1xa3.
    const right = resultOf(await submit(me, 'p0005', solutionOf(puzzle), { time_taken: 20 }));
    // Difficulty 3: base 300; 20 s is within the 30 s grace; one earlier wrong attempt: -10%.
    expect(right.result).toEqual({ is_correct: true, score: 270, attempt: 2 });
    expect(right.progress).toEqual({
      challenge_id: 'p0005',
      moves_played: 2,
      hints_used: 0,
      time_taken_seconds: 20,
      is_solved: true,
      score: 270,
      attempts: 2,
    });
    expectFailure(await submit(me, 'p0005', solutionOf(puzzle)), 409, DAILY_MESSAGES.alreadySolved);
    const after = dataOf<DailyReplies['progress']>(await me.client.get(`${BASE}/progress`)).progress;
    expect(after).toMatchObject({ attempts: 2, is_solved: true, score: 270 });
  });

  it('accepts a multi-jump as several steps, and a past day’s puzzle', async () => {
    const me = await person(server.url);
    // p0002 was the puzzle of 2026-03-07: d6xb4xd2 as two steps.
    expect(dataOf<DailyReplies['date']>(await me.client.get(`${BASE}/date/2026-03-07`)).challenge.id).toBe(
      'p0002',
    );
    wait(100);
    const reply = resultOf(await submit(me, 'p0002', solutionOf(byId('p0002')), { time_taken: 90 }));
    // Difficulty 3: 300 less the time past the grace: 60 s of 600 s toward half the base, i.e. 15.
    expect(reply.result).toEqual({ is_correct: true, score: 285, attempt: 1 });
  });

  it('refuses an illegal step with a 400 naming it, without counting an attempt', async () => {
    const me = await person(server.url);
    await today(me);
    const illegal = await submit(me, 'p0005', stepsOf([['b2', 'a1']]));
    expectFailure(illegal, 400, /^Step 1 \(6,1 to 7,0\) is not legal/);
    expect((illegal.body as { code: string }).code).toBe('illegal_move');
    // The second step of the line is not the reply Red has.
    const second = await submit(
      me,
      'p0005',
      stepsOf([
        ['b2', 'c1'],
        ['a7', 'b6'],
      ]),
    );
    expectFailure(second, 400, /^Step 2 /);
    // A capture left unfinished: the piece must go on.
    const p2 = await me.client.get(`${BASE}/date/2026-03-07`);
    expect(p2.status).toBe(200);
    expectFailure(await submit(me, 'p0002', stepsOf([['d6', 'b4']])), 400, /^Step 1 .*not finished/);
    // A light square.
    expectFailure(
      await submit(me, 'p0005', [{ from: { row: 0, col: 0 }, to: { row: 1, col: 1 } }]),
      400,
      /^Step 1 .*dark squares/,
    );
    expect(dataOf<DailyReplies['progress']>(await me.client.get(`${BASE}/progress`)).progress).toBeNull();
  });

  it('scores hints (the most of the client’s count and the server’s) and time, never below 10%', async () => {
    const me = await person(server.url);
    await today(me);
    wait(31);
    expect((await me.client.get(`${BASE}/hint/p0005?time_spent=31`)).status).toBe(200);
    // The client says no hint was used; the server gave one: -20% of 300. And 401 s, 371 s past the
    // grace: -(371/600) of half the base, 92.75. 300 - 60 - 92.75 = 147.25.
    wait(401);
    const reply = resultOf(
      await submit(me, 'p0005', solutionOf(byId('p0005')), { time_taken: 401, hints_used: 0 }),
    );
    expect(reply.result).toEqual({ is_correct: true, score: 147, attempt: 1 });
    expect(reply.progress).toMatchObject({ hints_used: 1, time_taken_seconds: 401 });

    // A client claiming more time than the server measured gets the server's; one claiming less
    // than a second per move is not believed either; many hints floor the score at 10%.
    const other = await person(server.url);
    await today(other);
    wait(40);
    const claimed = resultOf(
      await submit(other, 'p0005', solutionOf(byId('p0005')), { time_taken: 5000, hints_used: 10 }),
    );
    expect(claimed.result.score).toBe(30);
    expect(claimed.progress.time_taken_seconds).toBe(40);
  });

  it('does not believe a time shorter than a second per move: the server’s time counts', async () => {
    const me = await person(server.url);
    await today(me);
    wait(501);
    const reply = resultOf(await submit(me, 'p0005', solutionOf(byId('p0005')), { time_taken: 0 }));
    expect(reply.progress.time_taken_seconds).toBe(501);
    // 471 s past the grace: 150 * 471/600 = 117.75 off 300.
    expect(reply.result.score).toBe(182);
  });

  it('refuses unknown and unpublished challenges, and bad bodies', async () => {
    const me = await person(server.url);
    const line = solutionOf(byId('p0005'));
    // On the launch day only that day's puzzle is published: no other may be played or peeked at.
    setDay('2026-01-01');
    const unpublished = bank.find((p) => p.id !== puzzleOfDay(bank, '2026-01-01').id)!;
    const its = solutionOf(unpublished);
    expectFailure(await submit(me, unpublished.id, its), 404, 'Challenge not found');
    expectFailure(await me.client.get(`${BASE}/leaderboard/${unpublished.id}`), 404, 'Challenge not found');
    expectFailure(
      await me.client.get(`${BASE}/hint/${unpublished.id}?time_spent=60`),
      404,
      'Challenge not found',
    );
    setDay(TODAY);
    expectFailure(await submit(me, 'p9999', line), 404, 'Challenge not found');
    expectFailure(await submit(me, 'P_0001!', line), 400, /Unknown challenge/);
    expectFailure(await submit(me, 'p0005', []), 400, `moves: ${DAILY_MESSAGES.noMoves}`);
    const post = (body: unknown) => me.client.post(`${BASE}/submit/p0005`, body);
    expectFailure(await post({ moves: line, time_taken: 5 }), 400, /hints_used/);
    expectFailure(await post({ moves: line, time_taken: -1, hints_used: 0 }), 400, /time_taken/);
    expectFailure(await post({ moves: line, time_taken: 1, hints_used: 0, extra: 1 }), 400, /Unknown field/);
    expectFailure(
      await post({
        moves: [{ from: { row: 8, col: 0 }, to: { row: 7, col: 1 } }],
        time_taken: 1,
        hints_used: 0,
      }),
      400,
      /moves/,
    );
    expectFailure(
      await post({ moves: [{ from: 'b2', to: 'c1' }], time_taken: 1, hints_used: 0 }),
      400,
      /moves/,
    );
    const broken = await me.client.send('POST', `${BASE}/submit/p0005`, '{"moves":');
    expect(broken.status).toBe(400);
  });

  it('counts every attempt of two tabs submitting at once, and solves once', async () => {
    const me = await person(server.url);
    await today(me);
    wait(60);
    const wrong = stepsOf([['b6', 'c5']]);
    const misses = await Promise.all([1, 2, 3, 4].map(() => submit(me, 'p0005', wrong)));
    expect(misses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(misses.map((r) => resultOf(r).result.attempt).sort()).toEqual([1, 2, 3, 4]);
    const solves = await Promise.all([1, 2, 3].map(() => submit(me, 'p0005', solutionOf(byId('p0005')))));
    const won = solves.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(resultOf(won[0]!).result.is_correct).toBe(true);
    for (const r of solves.filter((s) => s.status !== 200))
      expectFailure(r, 409, DAILY_MESSAGES.alreadySolved);
    const progress = dataOf<DailyReplies['progress']>(await me.client.get(`${BASE}/progress`)).progress!;
    expect(progress.is_solved).toBe(true);
    expect(progress.attempts).toBeGreaterThanOrEqual(5);
    expect(progress.attempts).toBeLessThanOrEqual(7);
  });
});
