// The rated ladder's calls: the boards, their limits, the seasons, and what each call asks for.
// Field names are snake_case, as the client reads them. Query strings arrive as text: the schemas
// below coerce and bound them, and their messages are the 400s' texts. The replies are in
// leaderboard-replies.ts.
import { z } from 'zod';
import { REGIONS } from './accounts.js';
import { ratingSpeedSchema } from './rating-speeds.js';

/** The leaderboards served now; `category` and `achievement` come with achievements. */
export const LEADERBOARD_TYPES = ['global', 'friends', 'seasonal', 'regional'] as const;
/** A leaderboard type. */
export type LeaderboardType = (typeof LEADERBOARD_TYPES)[number];
/** A leaderboard type as a call names it. */
export const leaderboardTypeSchema = z.enum(LEADERBOARD_TYPES, { error: 'Unknown leaderboard type' });

/** The leaderboard's constants. */
export const LEADERBOARD_LIMITS = {
  pageSize: 50,
  maxPageSize: 100,
  searchPageSize: 20,
  searchMinLength: 2,
  searchMaxLength: 40,
  /**
   * A search counts its matches up to this many (10 pages of 20): past it, `total_entries` says
   * this and a longer prefix narrows the search. Counting every player who starts with "bo" would
   * cost a lookup each, for pages nobody turns.
   */
  searchMaxMatches: 200,
  aroundRadius: 10,
  maxAroundRadius: 50,
  /** A player is active with a rated game in this many days. */
  activeDays: 30,
  /** Analytics' `recent` timeframe, and the progress chart's default span. */
  recentDays: 30,
  /** The most rating-history points sent (and charted). */
  maxHistoryPoints: 50,
  /** The rating gap under which compare names no advantage ("over 50"). */
  advantageGap: 50,
  /** The client's cache of leaderboard replies, in ms. */
  cacheMs: 30_000,
} as const;

/** A season: a quarter of the year, e.g. "2026-Q4". */
export const seasonSchema = z.string().regex(/^\d{4}-Q[1-4]$/, 'season is a quarter such as 2026-Q4');

/** The season of a date (UTC). */
export function seasonOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** The four seasons of a date's year, first to last (the season filter's choices). */
export function seasonsOfYear(date: Date): string[] {
  return [1, 2, 3, 4].map((q) => `${date.getUTCFullYear()}-Q${q}`);
}

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${min} to ${max}` })
    .int(`${name} must be a whole number from ${min} to ${max}`)
    .min(min, `${name} must be a whole number from ${min} to ${max}`)
    .max(max, `${name} must be a whole number from ${min} to ${max}`);

/**
 * The filters every leaderboard call takes (`category` is accepted and ignored until achievements);
 * `speed` picks a ladder (overall when absent).
 */
export const leaderboardFiltersSchema = z.object({
  speed: ratingSpeedSchema.optional(),
  season: seasonSchema.optional(),
  region: z.enum(REGIONS, { error: `region must be one of ${REGIONS.join(', ')}` }).optional(),
  category: z.string().max(40).optional(),
});

/** GET /api/leaderboard/{type} query. */
export const leaderboardQuerySchema = leaderboardFiltersSchema.extend({
  page: wholeNumber('page', 1, 1_000_000).default(1),
  page_size: wholeNumber('page_size', 1, LEADERBOARD_LIMITS.maxPageSize).default(LEADERBOARD_LIMITS.pageSize),
});
/** GET /api/leaderboard/{type} query. */
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** GET /api/leaderboard/search/{type} query. */
export const leaderboardSearchQuerySchema = leaderboardFiltersSchema.extend({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(LEADERBOARD_LIMITS.searchMinLength, 'Search needs at least 2 characters')
    .max(LEADERBOARD_LIMITS.searchMaxLength, 'Search is at most 40 characters'),
  page: wholeNumber('page', 1, 1_000_000).default(1),
  page_size: wholeNumber('page_size', 1, LEADERBOARD_LIMITS.maxPageSize).default(
    LEADERBOARD_LIMITS.searchPageSize,
  ),
});

/** GET /api/leaderboard/around/{userId}/{type} query. */
export const leaderboardAroundQuerySchema = leaderboardFiltersSchema.extend({
  radius: wholeNumber('radius', 1, LEADERBOARD_LIMITS.maxAroundRadius).default(
    LEADERBOARD_LIMITS.aroundRadius,
  ),
});

/** GET /api/leaderboard/analytics/{userId} query: `all`, or anything else for the recent 30 days. */
export const analyticsQuerySchema = z.object({
  timeframe: z.enum(['all', 'recent'], { error: 'timeframe must be all or recent' }).default('all'),
});

/** GET /api/leaderboard/compare query. */
export const compareQuerySchema = z.object({
  user1: z.string({ error: 'user1 is required' }).min(1, 'user1 is required').max(64),
  user2: z.string({ error: 'user2 is required' }).min(1, 'user2 is required').max(64),
});

/** GET /api/leaderboard/stats query. */
export const statsQuerySchema = leaderboardFiltersSchema.extend({
  type: leaderboardTypeSchema.default('global'),
});

/** Path of GET /api/leaderboard/{type} and /api/leaderboard/search/{type}. */
export const leaderboardTypeParamsSchema = z.object({ type: leaderboardTypeSchema });
/** Path of GET /api/leaderboard/user/{userId}/{type} and /api/leaderboard/around/{userId}/{type}. */
export const leaderboardUserParamsSchema = z.object({ userId: z.string(), type: leaderboardTypeSchema });
/** Path of GET /api/leaderboard/analytics/{userId}. */
export const leaderboardAnalyticsParamsSchema = z.object({ userId: z.string() });
