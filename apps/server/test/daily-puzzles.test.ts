// The daily puzzle (extended spec §2-§9; CONTRACTS "Daily puzzle"): the nine calls over a small
// fixture bank with the server's clock in the test's hands. A correct line scores (the puzzle's own
// solution, multi-jumps as several steps), a wrong first move does not, an illegal step is a 400,
// hints only after 30 s by both clocks, the figures after two users' solves, the date rules, the
// envelope, authorization, bad input, rate limits, concurrent submissions and the retention sweep.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSquare } from '@checkers/engine';
import { DAILY_MESSAGES, type DailyReplies, type PuzzleStep } from '@checkers/protocol';
import { parseBank, puzzleOfDay, squareToRowCol, type BankPuzzle } from '@checkers/puzzles';
import { Client, startServer, type TestServer } from './harness.js';
import { dataOf, expectFailure, person, type Person } from './social-fixtures.js';

const BANK_PATH = resolve(import.meta.dirname, 'fixtures/daily-bank.json');
const bank = parseBank(JSON.parse(readFileSync(BANK_PATH, 'utf8')));
const byId = (id: string): BankPuzzle => bank.find((p) => p.id === id)!;

// The server's clock for the daily puzzle: each test sets it.
let now = new Date('2026-03-10T12:00:00Z');
const setDay = (day: string): void => {
  now = new Date(`${day}T12:00:00Z`);
};
const wait = (seconds: number): void => {
  now = new Date(now.getTime() + seconds * 1000);
};
const TODAY = '2026-03-10';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ puzzleBank: BANK_PATH, puzzleClock: () => now });
});
afterAll(async () => server.close());
beforeEach(() => setDay(TODAY));

const BASE = '/api/daily-challenges';

/** A square name's `{row, col}`. */
const rc = (name: string) => {
  const square = parseSquare(name);
  if (!square.ok) throw new Error(name);
  return squareToRowCol(square.value);
};

/** A line of whole moves (paths of square names) as board steps: a multi-jump is several steps. */
const stepsOf = (line: readonly (readonly string[])[]): PuzzleStep[] =>
  line.flatMap((path) => path.slice(1).map((to, i) => ({ from: rc(path[i]!), to: rc(to) })));

const solutionOf = (puzzle: BankPuzzle): PuzzleStep[] => stepsOf(puzzle.solution);

async function submit(
  who: Person,
  id: string,
  moves: PuzzleStep[],
  extra: { time_taken?: number; hints_used?: number } = {},
) {
  return who.client.post(`${BASE}/submit/${id}`, {
    moves,
    time_taken: extra.time_taken ?? 20,
    hints_used: extra.hints_used ?? 0,
  });
}

const resultOf = (reply: Awaited<ReturnType<typeof submit>>) => dataOf<DailyReplies['submit']>(reply);

async function today(who: Person) {
  return dataOf<DailyReplies['today']>(await who.client.get(`${BASE}/today`)).challenge;
}

describe('the puzzle of the day', () => {
  it('serves today’s puzzle to every caller: the spec’s fields, side to move, goal, limits', async () => {
    const a = await person(server.url);
    const b = await person(server.url);
    const expected = puzzleOfDay(bank, TODAY);
    const challenge = await today(a);
    expect(challenge).toMatchObject({
      id: expected.id,
      date: TODAY,
      title: expected.title,
      description: expected.description,
      puzzle_type: expected.type,
      difficulty: expected.difficulty,
      side_to_move: 'black',
      goal: expected.goalText,
      max_moves: expected.goal.moves,
      hints_available: expected.hints.length,
    });
    // p0005 (B:W5,29:B1,9,25): black men on b8, b6, b2; red men on a7, a1.
    expect(expected.id).toBe('p0005');
    const sorted = (list: { row: number; col: number }[]) =>
      [...list].sort((x, y) => x.row - y.row || x.col - y.col);
    expect(sorted(challenge.initial_board_state.black_pieces)).toEqual([rc('b8'), rc('b6'), rc('b2')]);
    expect(sorted(challenge.initial_board_state.red_pieces)).toEqual([rc('a7'), rc('a1')]);
    expect(challenge.initial_board_state.black_kings).toEqual([]);
    expect(challenge.initial_board_state.red_kings).toEqual([]);
    expect(await today(b)).toEqual(challenge);

    setDay('2026-03-11');
    expect((await today(a)).id).toBe(puzzleOfDay(bank, '2026-03-11').id);
  });

  it('serves today and past days by date, never a future day nor one before the launch', async () => {
    const me = await person(server.url);
    const on = (date: string) => me.client.get(`${BASE}/date/${date}`);
    const got = dataOf<DailyReplies['date']>(await on(TODAY)).challenge;
    expect(got).toMatchObject({ id: puzzleOfDay(bank, TODAY).id, date: TODAY });
    const past = dataOf<DailyReplies['date']>(await on('2026-01-01')).challenge;
    expect(past).toMatchObject({ id: puzzleOfDay(bank, '2026-01-01').id, date: '2026-01-01' });

    expectFailure(await on('2026-03-11'), 404, 'No challenge available for that day');
    expectFailure(await on('2027-01-01'), 404, 'No challenge available for that day');
    expectFailure(await on('2025-12-31'), 404, 'No challenge available for that day');
    expectFailure(await on('2026-3-10'), 400, /date must be YYYY-MM-DD/);
    expectFailure(await on('yesterday'), 400, /date must be YYYY-MM-DD/);
    expectFailure(await on('2026-02-30'), 400, /real day/);

    // The next day, yesterday's puzzle is a past one and today's is served.
    setDay('2026-03-11');
    expect(dataOf<DailyReplies['date']>(await on('2026-03-11')).challenge.date).toBe('2026-03-11');
  });

  it('before the launch day there is no puzzle of the day', async () => {
    const me = await person(server.url);
    setDay('2025-12-31');
    expectFailure(await me.client.get(`${BASE}/today`), 404, DAILY_MESSAGES.noneToday);
    expect(dataOf<DailyReplies['progress']>(await me.client.get(`${BASE}/progress`)).progress).toBeNull();
  });

  it('lists the published puzzles of a type, the most recent day first, with their days', async () => {
    const me = await person(server.url);
    const ofType = async (type: string, query = '') =>
      dataOf<DailyReplies['type']>(await me.client.get(`${BASE}/type/${type}${query}`)).challenges;
    // Both mate_in_n puzzles were published before 2026-03-10 (p0001 on the 9th, p0004 on the 6th).
    const mates = await ofType('mate_in_n');
    expect(mates.map((c) => [c.id, c.date])).toEqual([
      ['p0001', '2026-03-09'],
      ['p0004', '2026-03-06'],
    ]);
    expect((await ofType('mate_in_n', '?limit=1')).map((c) => c.id)).toEqual(['p0001']);
    // Tomorrow's puzzle (p0004) shows with tomorrow's date only from tomorrow on.
    setDay('2026-03-11');
    expect((await ofType('mate_in_n')).map((c) => [c.id, c.date])).toEqual([
      ['p0004', '2026-03-11'],
      ['p0001', '2026-03-09'],
    ]);
    expect(await ofType('defensive')).toEqual([]);
    // The day the feature launched, only that day's puzzle is published.
    setDay('2026-01-01');
    const launched = puzzleOfDay(bank, '2026-01-01');
    for (const type of ['tactics', 'mate_in_n', 'defensive', 'endgame', 'pattern', 'speed']) {
      const listed = await ofType(type);
      expect(listed.map((c) => c.id)).toEqual(type === launched.type ? [launched.id] : []);
    }
    expectFailure(await me.client.get(`${BASE}/type/blitz`), 400, /type must be one of/);
    expectFailure(await me.client.get(`${BASE}/type/tactics?limit=0`), 400, /limit must be/);
    expectFailure(await me.client.get(`${BASE}/type/tactics?limit=101`), 400, /limit must be/);
  });
});

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

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `${BASE}/today`],
    ['GET', `${BASE}/date/${TODAY}`],
    ['GET', `${BASE}/type/tactics`],
    ['GET', `${BASE}/progress`],
    ['GET', `${BASE}/statistics`],
    ['GET', `${BASE}/history`],
    ['GET', `${BASE}/leaderboard/p0005`],
    ['GET', `${BASE}/hint/p0005?time_spent=60`],
    ['POST', `${BASE}/submit/p0005`, { moves: [], time_taken: 0, hints_used: 0 }],
  ];

  it('refuses every call without a token and to a guest: 401 Authentication required', async () => {
    const anonymous = await new Client(server.url).init();
    const guest = await new Client(server.url).init();
    const created = await guest.post<{ token: string }>('/api/create-room', { color: 'red' });
    expect(created.status).toBe(201);
    guest.token = created.body.token;
    for (const who of [anonymous, guest]) {
      for (const [method, path, body] of calls) {
        const reply = await who.send(method, path, body === undefined ? undefined : JSON.stringify(body));
        expectFailure(reply, 401, 'Authentication required');
      }
    }
  });

  it('rate-limits hints and submissions per token', async () => {
    const limited = await startServer({
      puzzleBank: BANK_PATH,
      puzzleClock: () => now,
      rateLimit: { dailyHints: 2, dailySubmits: 2 },
    });
    try {
      const me = await person(limited.url);
      for (let i = 0; i < 2; i++) {
        expect((await me.client.get(`${BASE}/hint/p0005?time_spent=60`)).status).toBe(409);
        expect((await submit(me, 'p0005', stepsOf([['b6', 'c5']]))).status).toBe(200);
      }
      const hint = await me.client.get(`${BASE}/hint/p0005?time_spent=60`);
      expectFailure(hint, 429);
      expect(Number(hint.headers.get('retry-after'))).toBeGreaterThan(0);
      expectFailure(await submit(me, 'p0005', stepsOf([['b6', 'c5']])), 429);
      // The reading calls are not limited by these.
      expect((await me.client.get(`${BASE}/today`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the committed bank', () => {
  it('is served by default: today’s puzzle by the server’s real clock, and its solution scores', async () => {
    const committed = await startServer();
    try {
      const { defaultBankPath } = await import('../src/modules/puzzles/index.js');
      const real = parseBank(JSON.parse(readFileSync(defaultBankPath(), 'utf8')));
      const me = await person(committed.url);
      const challenge = dataOf<DailyReplies['today']>(await me.client.get(`${BASE}/today`)).challenge;
      const day = new Date().toISOString().slice(0, 10);
      // Just past midnight UTC the day may have turned between the two clocks.
      const expected = puzzleOfDay(real, challenge.date);
      expect([day, new Date(Date.now() - 60_000).toISOString().slice(0, 10)]).toContain(challenge.date);
      expect(challenge).toMatchObject({
        id: expected.id,
        puzzle_type: expected.type,
        goal: expected.goalText,
      });
      const reply = await submit(me, expected.id, solutionOf(expected), { time_taken: 5 });
      expect(resultOf(reply).result).toMatchObject({ is_correct: true, attempt: 1 });
      expect(resultOf(reply).result.score).toBeGreaterThan(0);
    } finally {
      await committed.close();
    }
  });
});
