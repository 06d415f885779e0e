// The puzzle of the day: the same puzzle for every caller with its fields, side to move, goal and
// limits; past days by date but never a future day nor one before the launch; the published
// puzzles of a type, the most recent first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_MESSAGES, type DailyReplies } from '@checkers/protocol';
import { puzzleOfDay } from '@checkers/puzzles';
import { BASE, TODAY, bank, rc, setDay, startDailyServer, today } from './daily-fixtures.js';
import type { TestServer } from './harness.js';
import { dataOf, expectFailure, person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startDailyServer();
});
afterAll(async () => server.close());
beforeEach(() => setDay(TODAY));

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
      // The goal as the engine checks it, so a page can judge each move as the server would.
      goal_rule: expected.goal,
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
