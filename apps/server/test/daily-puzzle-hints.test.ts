// Daily puzzle hints: only after 30 s by both the server's clock and the client's, or at once after
// a wrong try, in order, each once; the server's clock starts at the first fetch of any kind.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_MESSAGES, type DailyReplies } from '@checkers/protocol';
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
import { dataOf, expectFailure, person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startDailyServer();
});
afterAll(async () => server.close());
beforeEach(() => setDay(TODAY));

describe('hints', () => {
  it('only after 30 s by both clocks, in order, each once, then none left', async () => {
    const me = await person(server.url);
    const hint = (timeSpent: number | string, id = 'p0005') =>
      me.client.get(`${BASE}/hint/${id}?time_spent=${timeSpent}`);
    await today(me);
    // The client says 40 s, but the server saw the puzzle fetched just now.
    expectFailure(await hint(40), 409, DAILY_MESSAGES.hintsLocked);
    wait(29);
    expectFailure(await hint(40), 409, DAILY_MESSAGES.hintsLocked);
    wait(1);
    // The server's 30 s have passed, but the client's timer says 10 s (it restarted).
    expectFailure(await hint(10), 409, DAILY_MESSAGES.hintsLocked);
    const first = dataOf<DailyReplies['hint']>(await hint(30)).hint;
    const puzzle = byId('p0005');
    expect(first).toEqual({ text: puzzle.hints[0], hint_number: 1, hints_remaining: 1 });
    const progress = dataOf<DailyReplies['progress']>(await me.client.get(`${BASE}/progress`)).progress;
    expect(progress).toMatchObject({ hints_used: 1, attempts: 0, is_solved: false });
    const second = dataOf<DailyReplies['hint']>(await hint(45.5)).hint;
    expect(second).toEqual({ text: puzzle.hints[1], hint_number: 2, hints_remaining: 0 });
    expectFailure(await hint(50), 409, DAILY_MESSAGES.noneLeft);
    expectFailure(await hint(50), 409, DAILY_MESSAGES.noneLeft);
    const counted = dataOf<DailyReplies['progress']>(await me.client.get(`${BASE}/progress`)).progress;
    expect(counted?.hints_used).toBe(2);

    expectFailure(await me.client.get(`${BASE}/hint/p0005`), 400, /time_spent/);
    expectFailure(await hint(-1), 400, /time_spent/);
    expectFailure(await hint('soon'), 400, /time_spent/);

    // Solved, no more hints.
    expect(resultOf(await submit(me, 'p0005', solutionOf(puzzle))).result.is_correct).toBe(true);
    expectFailure(await hint(90), 409, DAILY_MESSAGES.alreadySolved);
  });

  it('at once after a wrong try: a player stuck after a mistake gets help', async () => {
    const me = await person(server.url);
    const hint = () => me.client.get(`${BASE}/hint/p0005?time_spent=3`);
    await today(me);
    expectFailure(await hint(), 409, DAILY_MESSAGES.hintsLocked);
    // An illegal line is not a try: still locked.
    expectFailure(await submit(me, 'p0005', stepsOf([['b6', 'd4']])), 400);
    expectFailure(await hint(), 409, DAILY_MESSAGES.hintsLocked);
    const missed = resultOf(await submit(me, 'p0005', stepsOf([['b6', 'c5']]), { time_taken: 3 }));
    expect(missed.result.is_correct).toBe(false);
    const first = dataOf<DailyReplies['hint']>(await hint()).hint;
    expect(first).toEqual({ text: byId('p0005').hints[0], hint_number: 1, hints_remaining: 1 });
  });

  it('the server’s clock starts at the first fetch of any kind; the same hint asked twice counts once', async () => {
    const me = await person(server.url);
    // First seen through the listing by type (p0001 was published on 2026-03-09).
    await me.client.get(`${BASE}/type/mate_in_n`);
    wait(30);
    const both = await Promise.all([1, 2].map(() => me.client.get(`${BASE}/hint/p0001?time_spent=31`)));
    const numbers = both.map((r) => dataOf<DailyReplies['hint']>(r).hint.hint_number);
    expect(Math.min(...numbers)).toBe(1);
    const line = solutionOf(byId('p0001'));
    const reply = resultOf(await submit(me, 'p0001', line, { time_taken: 25 }));
    // Difficulty 2: base 200, less 20% per hint the server gave.
    expect(reply.result.score).toBe(200 - 40 * Math.max(...numbers));
    expect(reply.progress.hints_used).toBe(Math.max(...numbers));

    // A hint asked before any fetch starts the clock there: locked.
    const other = await person(server.url);
    expectFailure(
      await other.client.get(`${BASE}/hint/p0001?time_spent=300`),
      409,
      DAILY_MESSAGES.hintsLocked,
    );
  });
});
