// The leaderboard calls as TanStack Query options. Every reply is parsed with the protocol's
// schema, so a component only sees the contract.
import {
  compareResponseSchema,
  leaderboardAroundSchema,
  leaderboardPageSchema,
  leaderboardStatsResponseSchema,
  leaderboardUserSchema,
  LEADERBOARD_LIMITS,
  meResponseSchema,
  ratingAnalyticsSchema,
  type LeaderboardType,
  type RatingSpeed,
  type Region,
} from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { ApiError } from './api-error';
import { LEADERBOARD_KEY } from './query-client';

/** The speed, season and region filters every leaderboard call takes. */
export interface LeaderboardFilters {
  /** The ladder: overall when absent. */
  readonly speed?: RatingSpeed | undefined;
  readonly season?: string | undefined;
  readonly region?: Region | undefined;
}

/** Analytics' span: everything, or the last 30 days. */
export type Timeframe = 'all' | 'recent';

const enc = encodeURIComponent;

/** A query string of the set values, e.g. "?page=2&region=EU". */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

const filterParams = (filters: LeaderboardFilters) => ({
  speed: filters.speed === 'overall' ? undefined : filters.speed,
  season: filters.season,
  region: filters.region,
});

/** One page of a leaderboard. */
export const leaderboardPageQuery = (type: LeaderboardType, filters: LeaderboardFilters, page: number) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'page', type, filters, page],
    queryFn: async () =>
      leaderboardPageSchema.parse(
        await api.get(
          `/api/leaderboard/${type}${queryString({ page, page_size: LEADERBOARD_LIMITS.pageSize, ...filterParams(filters) })}`,
        ),
      ),
  });

/** Players whose name matches `q` (at least 2 characters: the caller asks nothing shorter). */
export const leaderboardSearchQuery = (
  type: LeaderboardType,
  filters: LeaderboardFilters,
  q: string,
  page = 1,
) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'search', type, filters, q, page],
    queryFn: async () =>
      leaderboardPageSchema.parse(
        await api.get(
          `/api/leaderboard/search/${type}${queryString({ q, page, page_size: LEADERBOARD_LIMITS.searchPageSize, ...filterParams(filters) })}`,
        ),
      ),
  });

/**
 * A player's row in one leaderboard. A player the ladder does not know yet (404) has no row: the
 * rating card then shows the defaults.
 */
export const playerStandingQuery = (
  userId: string,
  type: LeaderboardType = 'global',
  speed: RatingSpeed = 'overall',
) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'user', userId, type, speed],
    queryFn: async () => {
      try {
        const path = `/api/leaderboard/user/${enc(userId)}/${type}${queryString(filterParams({ speed }))}`;
        return leaderboardUserSchema.parse(await api.get(path));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The rows around a player (My Rank). */
export const aroundQuery = (userId: string, type: LeaderboardType, filters: LeaderboardFilters) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'around', userId, type, filters],
    queryFn: async () =>
      leaderboardAroundSchema.parse(
        await api.get(
          `/api/leaderboard/around/${enc(userId)}/${type}${queryString({ radius: LEADERBOARD_LIMITS.aroundRadius, ...filterParams(filters) })}`,
        ),
      ),
  });

/** A player's rating analytics. */
export const analyticsQuery = (userId: string, timeframe: Timeframe = 'all') =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'analytics', userId, timeframe],
    queryFn: async () =>
      ratingAnalyticsSchema.parse(
        await api.get(`/api/leaderboard/analytics/${enc(userId)}${queryString({ timeframe })}`),
      ),
  });

/** Two players side by side. */
export const compareQuery = (user1: string, user2: string) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'compare', user1, user2],
    queryFn: async () =>
      compareResponseSchema.parse(await api.get(`/api/leaderboard/compare${queryString({ user1, user2 })}`)),
  });

/** A leaderboard's stats and rating distribution. */
export const leaderboardStatsQuery = (type: LeaderboardType, filters: LeaderboardFilters) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'stats', type, filters],
    queryFn: async () =>
      leaderboardStatsResponseSchema.parse(
        await api.get(`/api/leaderboard/stats${queryString({ type, ...filterParams(filters) })}`),
      ),
  });

/**
 * The signed-in player's rating in every ladder (`/api/auth/me`), kept with the leaderboard replies
 * so that a rated game refreshes it with them.
 */
export const myRatingsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'me', userId],
    queryFn: async () => meResponseSchema.parse(await api.get('/api/auth/me')).ratings,
  });
