// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { failureText } from '../../../lib/error-texts';
import { makeQueryClient } from '../../../lib/query-client';
import { fakeServer } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { doubleJump, ok, progressOf, refusal, testAccount } from '../test-fixtures';
import {
  dateQuery,
  fetchHint,
  historyQuery,
  leaderboardQuery,
  progressQuery,
  statisticsQuery,
  submitSolution,
  todayQuery,
  typeQuery,
} from './daily-api';

beforeEach(() => {
  vi.unstubAllGlobals();
  // A seat's token must not be sent: these calls are the account's.
  appStore.getState().setUser({ account: testAccount, accountToken: 'acc', authToken: 'seat' });
});
afterEach(() => appStore.getState().setUser({ account: null, accountToken: null, authToken: null }));

const stats = {
  total_solved: 3,
  total_attempted: 4,
  current_streak: 2,
  best_streak: 3,
  average_score: 80.5,
  average_time_seconds: 64,
  total_score: 241,
  solved_by_type: { tactics: 2, mate_in_n: 1, defensive: 0, endgame: 0, pattern: 0, speed: 0 },
};

describe('the daily-puzzle calls', () => {
  it('reads the nine calls’ data with the account’s token', async () => {
    const calls = fakeServer((url) => {
      if (url.endsWith('/today') || url.includes('/date/')) return ok({ challenge: doubleJump });
      if (url.includes('/type/')) return ok({ challenges: [doubleJump] });
      if (url.endsWith('/progress')) return ok({ progress: progressOf() });
      if (url.endsWith('/statistics')) return ok({ statistics: stats });
      if (url.includes('/history')) return ok({ history: [], total: 0 });
      if (url.includes('/leaderboard/')) return ok({ leaderboard: [] });
      if (url.includes('/hint/'))
        return ok({ hint: { text: 'Look at c3', hint_number: 1, hints_remaining: 1 } });
      if (url.includes('/submit/')) {
        return ok({
          result: { is_correct: true, score: 90, attempt: 1 },
          progress: progressOf({ is_solved: true }),
        });
      }
      return { status: 404, body: {} };
    });
    const client = makeQueryClient();
    expect((await client.fetchQuery(todayQuery('u1'))).challenge.id).toBe('p0001');
    expect((await client.fetchQuery(dateQuery('u1', '2026-11-20'))).challenge.title).toBe('The double jump');
    expect((await client.fetchQuery(typeQuery('u1', 'tactics'))).challenges).toHaveLength(1);
    expect((await client.fetchQuery(progressQuery('u1'))).progress?.challenge_id).toBe('p0001');
    expect((await client.fetchQuery(statisticsQuery('u1'))).statistics.total_score).toBe(241);
    await client.fetchQuery(historyQuery('u1', 40));
    await client.fetchQuery(leaderboardQuery('u1', 'p0001'));
    expect((await fetchHint('p0001', 31.7)).hint.text).toBe('Look at c3');
    const body = {
      moves: [{ from: { row: 5, col: 2 }, to: { row: 3, col: 4 } }],
      time_taken: 40,
      hints_used: 1,
    };
    expect((await submitSolution('p0001', body)).result.is_correct).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/daily-challenges/today',
      'GET /api/daily-challenges/date/2026-11-20',
      'GET /api/daily-challenges/type/tactics?limit=20',
      'GET /api/daily-challenges/progress',
      'GET /api/daily-challenges/statistics',
      'GET /api/daily-challenges/history?limit=20&offset=40',
      'GET /api/daily-challenges/leaderboard/p0001?limit=50',
      'GET /api/daily-challenges/hint/p0001?time_spent=31',
      'POST /api/daily-challenges/submit/p0001',
    ]);
    expect(calls.every((c) => c.authorization === 'Bearer acc')).toBe(true);
    expect(calls.at(-1)?.body).toEqual(body);
  });

  it('takes a reply without `success` or with a bad field as malformed', async () => {
    fakeServer(() => ({ challenge: doubleJump }));
    await expect(makeQueryClient().fetchQuery(todayQuery('u1'))).rejects.toMatchObject({ kind: 'format' });
    fakeServer(() => ok({ challenge: { ...doubleJump, difficulty: 9 } }));
    await expect(makeQueryClient().fetchQuery(todayQuery('u1'))).rejects.toBeInstanceOf(ApiError);
  });

  it('reads a failed list as empty and failed progress as none', async () => {
    fakeServer(() => refusal(400, 'nope'));
    const client = makeQueryClient();
    expect(await client.fetchQuery(historyQuery('u1', 0))).toEqual({ history: [], total: 0 });
    expect(await client.fetchQuery(leaderboardQuery('u1', 'p0001'))).toEqual({ leaderboard: [] });
    expect(await client.fetchQuery(progressQuery('u1'))).toEqual({ progress: null });
  });

  it('shows the server’s message when it gave one, else the spec’s default', () => {
    expect(failureText(new ApiError('api', 'You have already solved this challenge', 409), 'x')).toBe(
      'You have already solved this challenge',
    );
    expect(failureText(new ApiError('api', 'An error occurred. Please try again.', 500), 'Failed')).toBe(
      'Failed',
    );
    expect(failureText(new ApiError('network', 'down'), 'Failed')).toBe('Failed');
  });
});
