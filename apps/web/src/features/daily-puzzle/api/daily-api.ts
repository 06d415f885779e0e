// The daily puzzle's nine calls as TanStack Query options and plain calls. Replies are
// `{ success: true, data }`, parsed with the protocol's schemas; they need a registered account, so
// the account's token is sent. Every key starts with DAILY_KEY and the account's id, so one call
// clears them all at logout.
import {
  DAILY_LIMITS,
  dailyChallengeSchema,
  dailyHintSchema,
  dailyHistoryEntrySchema,
  dailyLeaderboardEntrySchema,
  dailyProgressSchema,
  dailyStatisticsSchema,
  dailySubmitResultSchema,
  type DailyPuzzleType,
  type DailyReplies,
  type DailySubmitBody,
} from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { appStore } from '../../../stores/app-store';
import { DAILY_KEY } from './daily-keys';

/** Today's puzzle and the caller's figures stay fresh this long; a submission refreshes them. */
export const DAILY_STALE_MS = 60_000;

const enc = encodeURIComponent;
const BASE = '/api/daily-challenges';
const accountToken = (): string | null => appStore.getState().user.accountToken;

/** Reads the `data` of a `{ success: true, data }` reply; anything else is a malformed reply. */
function dataOf<T>(reply: unknown, read: (data: Record<string, unknown>) => T): T {
  if (typeof reply === 'object' && reply !== null && (reply as { success?: unknown }).success === true) {
    const data = (reply as { data?: unknown }).data;
    if (typeof data === 'object' && data !== null) {
      try {
        return read(data as Record<string, unknown>);
      } catch {
        // A field that does not parse: the reply as a whole is malformed.
      }
    }
  }
  throw new ApiError('format', 'Invalid response format');
}

type Reader<T> = (data: Record<string, unknown>) => T;

const get = async <T>(path: string, read: Reader<T>): Promise<T> =>
  dataOf(await api.get(`${BASE}${path}`, { token: accountToken() }), read);

const challengeData: Reader<DailyReplies['today']> = (d) => ({
  challenge: dailyChallengeSchema.parse(d.challenge),
});
const challengesData: Reader<DailyReplies['type']> = (d) => ({
  challenges: dailyChallengeSchema.array().parse(d.challenges),
});
const progressData: Reader<DailyReplies['progress']> = (d) => ({
  progress: dailyProgressSchema.nullable().parse(d.progress ?? null),
});
const statisticsData: Reader<DailyReplies['statistics']> = (d) => ({
  statistics: dailyStatisticsSchema.parse(d.statistics),
});
const historyData: Reader<DailyReplies['history']> = (d) => {
  const history = dailyHistoryEntrySchema.array().parse(d.history);
  return { history, total: typeof d.total === 'number' ? d.total : history.length };
};
const leaderboardData: Reader<DailyReplies['leaderboard']> = (d) => ({
  leaderboard: dailyLeaderboardEntrySchema.array().parse(d.leaderboard),
});
const hintData: Reader<DailyReplies['hint']> = (d) => ({ hint: dailyHintSchema.parse(d.hint) });
const submitData: Reader<DailyReplies['submit']> = (d) => ({
  result: dailySubmitResultSchema.parse(d.result),
  progress: dailyProgressSchema.parse(d.progress),
});

/** GET /today: today's puzzle, the same for everyone. */
export const todayQuery = (me: string) =>
  queryOptions({
    queryKey: [...DAILY_KEY, me, 'today'],
    queryFn: async (): Promise<DailyReplies['today']> => get('/today', challengeData),
    staleTime: DAILY_STALE_MS,
  });

/** GET /date/{YYYY-MM-DD}: the puzzle of an earlier day. */
export const dateQuery = (me: string, date: string) =>
  queryOptions({
    queryKey: [...DAILY_KEY, me, 'date', date],
    queryFn: async (): Promise<DailyReplies['date']> => get(`/date/${enc(date)}`, challengeData),
  });

/** GET /type/{type}?limit=20: puzzles of one type. */
export const typeQuery = (me: string, type: DailyPuzzleType, limit: number = DAILY_LIMITS.typePageSize) =>
  queryOptions({
    queryKey: [...DAILY_KEY, me, 'type', type, limit],
    queryFn: async (): Promise<DailyReplies['type']> =>
      get(`/type/${enc(type)}?limit=${limit}`, challengesData),
  });

/** GET /progress: the caller's attempt at today's puzzle (null before the first). A failure reads as none. */
export const progressQuery = (me: string) =>
  queryOptions({
    queryKey: [...DAILY_KEY, me, 'progress'],
    queryFn: async (): Promise<DailyReplies['progress']> =>
      get('/progress', progressData).catch(() => ({ progress: null })),
    staleTime: DAILY_STALE_MS,
  });

/** GET /statistics: the caller's figures over every daily puzzle. */
export const statisticsQuery = (me: string) =>
  queryOptions({
    queryKey: [...DAILY_KEY, me, 'statistics'],
    queryFn: async (): Promise<DailyReplies['statistics']> => get('/statistics', statisticsData),
  });

/** GET /history?limit=20&offset=N: the puzzles the caller attempted, newest first. A failure reads as none. */
export const historyQuery = (me: string, offset: number, limit: number = DAILY_LIMITS.historyPageSize) =>
  queryOptions({
    queryKey: [...DAILY_KEY, me, 'history', limit, offset],
    queryFn: async (): Promise<DailyReplies['history']> =>
      get(`/history?limit=${limit}&offset=${offset}`, historyData).catch(() => ({ history: [], total: 0 })),
  });

/** GET /leaderboard/{challengeId}?limit=50: a puzzle's best solvers. A failure reads as none. */
export const leaderboardQuery = (
  me: string,
  challengeId: string,
  limit: number = DAILY_LIMITS.leaderboardSize,
) =>
  queryOptions({
    queryKey: [...DAILY_KEY, me, 'leaderboard', challengeId, limit],
    queryFn: async (): Promise<DailyReplies['leaderboard']> =>
      get(`/leaderboard/${enc(challengeId)}?limit=${limit}`, leaderboardData).catch(() => ({
        leaderboard: [],
      })),
  });

/** GET /hint/{challengeId}?time_spent=S: the next hint (the server refuses before 30 s). */
export async function fetchHint(challengeId: string, timeSpent: number): Promise<DailyReplies['hint']> {
  const seconds = Math.max(0, Math.floor(timeSpent));
  return get(`/hint/${enc(challengeId)}?time_spent=${seconds}`, hintData);
}

/** POST /submit/{challengeId}: the whole line, replayed and judged by the server; sent once. */
export async function submitSolution(
  challengeId: string,
  body: DailySubmitBody,
): Promise<DailyReplies['submit']> {
  const reply = await api.post(`${BASE}/submit/${enc(challengeId)}`, body, {
    token: accountToken(),
    attempts: 1,
  });
  return dataOf(reply, submitData);
}
