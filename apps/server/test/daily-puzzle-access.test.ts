// Daily puzzle access: today's puzzle for anyone, every other call refused without a token and to
// a guest, hints and submissions rate-limited per token, and the committed bank served by default on
// the server's real clock.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DailyReplies } from '@checkers/protocol';
import { parseBank, puzzleOfDay } from '@checkers/puzzles';
import {
  BANK_PATH,
  BASE,
  TODAY,
  puzzleClock,
  resultOf,
  setDay,
  solutionOf,
  startDailyServer,
  stepsOf,
  submit,
} from './daily-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import { dataOf, expectFailure, person } from './social-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startDailyServer();
});
afterAll(async () => server.close());
beforeEach(() => setDay(TODAY));

describe('access', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `${BASE}/date/${TODAY}`],
    ['GET', `${BASE}/type/tactics`],
    ['GET', `${BASE}/progress`],
    ['GET', `${BASE}/statistics`],
    ['GET', `${BASE}/history`],
    ['GET', `${BASE}/leaderboard/p0005`],
    ['GET', `${BASE}/hint/p0005?time_spent=60`],
    ['POST', `${BASE}/submit/p0005`, { moves: [], time_taken: 0, hints_used: 0 }],
  ];

  it('gives today’s puzzle to anyone, within the global per-IP limit', async () => {
    const limited = await startDailyServer({ rateLimit: { max: 8 } });
    try {
      const anonymous = await new Client(limited.url).init();
      const guest = await new Client(limited.url).init();
      const created = await guest.post<{ token: string }>('/api/create-room', { color: 'red' });
      guest.token = created.body.token;
      const seen = [];
      for (const who of [anonymous, guest]) {
        const reply = await who.get(`${BASE}/today`);
        expect(reply.status).toBe(200);
        seen.push(dataOf<DailyReplies['today']>(reply).challenge);
      }
      expect(seen[0]).toMatchObject({ id: 'p0005', date: TODAY, goal_rule: { kind: expect.any(String) } });
      expect(seen[1]).toEqual(seen[0]);
      // The per-IP limit applies to guests as to everyone.
      let status = 200;
      for (let i = 0; i < 8 && status === 200; i++) status = (await anonymous.get(`${BASE}/today`)).status;
      expect(status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses every other call without a token and to a guest: 401 Authentication required', async () => {
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
      puzzleClock,
      rateLimit: { dailyHints: 2, dailySubmits: 2 },
    });
    try {
      const me = await person(limited.url);
      // Locked at first, then given after the wrong try: two asked, whatever the answer.
      expect((await me.client.get(`${BASE}/hint/p0005?time_spent=60`)).status).toBe(409);
      expect((await submit(me, 'p0005', stepsOf([['b6', 'c5']]))).status).toBe(200);
      expect((await me.client.get(`${BASE}/hint/p0005?time_spent=60`)).status).toBe(200);
      expect((await submit(me, 'p0005', stepsOf([['b6', 'c5']]))).status).toBe(200);
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
