// The rated ladder's calls and the rating charts. Field names are snake_case, as the client reads
// them. Query strings arrive as
// text: the schemas below coerce and bound them, and their messages are the 400s' texts.
import { z } from 'zod';
import { REGIONS } from './accounts.js';

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

/** The filters every leaderboard call takes (`category` is accepted and ignored until achievements). */
export const leaderboardFiltersSchema = z.object({
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

/** A band as an entry carries it. */
export const entryBandSchema = z.object({ name: z.string(), colour: z.string(), icon: z.string() });

/** One row of a leaderboard, plus what the rating card and the "?" need. */
export const leaderboardEntrySchema = z.object({
  user_id: z.string(),
  /** Position in this leaderboard; null for a player with no rated game in it yet. */
  rank: z.number().int().positive().nullable(),
  /** Places gained (positive) or lost since the start of the day (UTC); null when unknown. */
  rank_change: z.number().int().nullable(),
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string(),
  country: z.string().nullable(),
  region: z.enum(REGIONS),
  /** Rounded. */
  current_rating: z.number().int(),
  peak_rating: z.number().int(),
  rating_deviation: z.number().int(),
  /** Deviation above the provisional threshold: shown with "?". */
  provisional: z.boolean(),
  rating_band: entryBandSchema,
  games_played: z.number().int().nonnegative(),
  games_won: z.number().int().nonnegative(),
  games_lost: z.number().int().nonnegative(),
  draws: z.number().int().nonnegative(),
  /** Positive: consecutive wins; negative: consecutive losses. */
  win_streak: z.number().int(),
  is_online: z.boolean(),
  last_seen_at: z.string().nullable(),
});
/** One row of a leaderboard. */
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** A leaderboard's summary figures. */
export const leaderboardStatsSchema = z.object({
  total_players: z.number().int().nonnegative(),
  /** Players with a rated game in the last 30 days. */
  active_players: z.number().int().nonnegative(),
  average_rating: z.number().int(),
  median_rating: z.number().int(),
  total_games: z.number().int().nonnegative(),
});
/** A leaderboard's summary figures. */
export type LeaderboardStats = z.infer<typeof leaderboardStatsSchema>;

/** GET /api/leaderboard/{type} and /search/{type} reply. */
export const leaderboardPageSchema = z.object({
  type: z.enum(LEADERBOARD_TYPES),
  /** The season shown (seasonal), else null. */
  season: seasonSchema.nullable(),
  region: z.enum(REGIONS).nullable(),
  entries: z.array(leaderboardEntrySchema),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
  total_entries: z.number().int().nonnegative(),
  has_previous: z.boolean(),
  has_next: z.boolean(),
  stats: leaderboardStatsSchema,
});
/** A page of a leaderboard. */
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/** GET /api/leaderboard/user/{userId}/{type} reply: the player's row (rank null when unranked). */
export const leaderboardUserSchema = z.object({
  type: z.enum(LEADERBOARD_TYPES),
  entry: leaderboardEntrySchema,
  total_players: z.number().int().nonnegative(),
});
/** A player's standing in one leaderboard. */
export type LeaderboardUser = z.infer<typeof leaderboardUserSchema>;

/** GET /api/leaderboard/around/{userId}/{type} reply: up to `radius` rows either side. */
export const leaderboardAroundSchema = z.object({
  type: z.enum(LEADERBOARD_TYPES),
  user_rank: z.number().int().positive().nullable(),
  radius: z.number().int().positive(),
  entries: z.array(leaderboardEntrySchema),
});
/** The rows around a player. */
export type LeaderboardAround = z.infer<typeof leaderboardAroundSchema>;

/** GET /api/leaderboard/rating-bands reply. */
export const ratingBandsResponseSchema = z.object({
  rating_bands: z.array(
    z.object({
      name: z.string(),
      min: z.number().int(),
      max: z.number().int(),
      colour: z.string(),
      icon: z.string(),
      gradient: z.string(),
    }),
  ),
});

/** One rated game in a player's history (spec extended "Rating analytics"). */
export const recentResultSchema = z.object({
  /** ISO time the game was rated. */
  timestamp: z.string(),
  room_code: z.string(),
  opponent_id: z.string(),
  opponent_username: z.string(),
  opponent_rating: z.number().int(),
  result: z.enum(['win', 'loss', 'draw']),
  old_rating: z.number(),
  new_rating: z.number(),
  expected_score: z.number(),
});
/** One rated game in a player's history. */
export type RecentResult = z.infer<typeof recentResultSchema>;

/** GET /api/leaderboard/analytics/{userId} reply. */
export const ratingAnalyticsSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  display_name: z.string(),
  timeframe: z.enum(['all', 'recent']),
  current_rating: z.number().int(),
  peak_rating: z.number().int(),
  rating_deviation: z.number().int(),
  provisional: z.boolean(),
  /** Now against the start rating (1200). */
  rating_growth_all_time: z.number().int(),
  /** Now against 30 days ago. */
  rating_growth_30_days: z.number().int(),
  /** The last ten results, oldest first: "W", "L" or "D" each. */
  recent_form: z.string(),
  /** Average opponent rating + 400 x (wins - losses) / games over the timeframe; null without games. */
  performance_rating: z.number().int().nullable(),
  /** How far results matched expectation: 100 - mean |score - expected| x 100; null without games. */
  rating_accuracy: z.number().int().nullable(),
  rating_band: ratingBandsResponseSchema.shape.rating_bands.element,
  /** The next band, and how far through the current one (0-100); Grandmaster has none. */
  tier_progress: z.object({
    next_band: z.string().nullable(),
    percent: z.number().int(),
    points_to_next: z.number().int().nullable(),
  }),
  games_played: z.number().int().nonnegative(),
  games_won: z.number().int().nonnegative(),
  games_lost: z.number().int().nonnegative(),
  draws: z.number().int().nonnegative(),
  /** Newest last, at most 50 (the progress chart's points). */
  recent_results: z.array(recentResultSchema),
  /** Oldest first. */
  monthly_breakdown: z.array(
    z.object({
      month: z.string(),
      net_rating_change: z.number().int(),
      games_played: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      draws: z.number().int(),
    }),
  ),
});
/** A player's rating analytics. */
export type RatingAnalytics = z.infer<typeof ratingAnalyticsSchema>;

/** GET /api/leaderboard/compare reply. */
export const compareResponseSchema = z.object({
  player1: leaderboardEntrySchema,
  player2: leaderboardEntrySchema,
  /** player1's rating minus player2's, rounded. */
  rating_difference: z.number().int(),
  /** The stronger player's id, only when the gap is over 50. */
  advantage: z.string().nullable(),
  /** player1's expected score against player2 (Glicko-2). */
  expected_score: z.number(),
  head_to_head: z.object({
    games: z.number().int().nonnegative(),
    player1_wins: z.number().int().nonnegative(),
    player2_wins: z.number().int().nonnegative(),
    draws: z.number().int().nonnegative(),
  }),
});
/** Two players side by side. */
export type CompareResponse = z.infer<typeof compareResponseSchema>;

/** GET /api/leaderboard/stats reply: the stats and the rating distribution. */
export const leaderboardStatsResponseSchema = z.object({
  type: z.enum(LEADERBOARD_TYPES),
  stats: leaderboardStatsSchema,
  /** Players per 100-point bucket, keyed by the bucket's floor ("1200"), lowest first. */
  rating_distribution: z.record(z.string(), z.number().int()),
  /** Players per band name, lowest band first. */
  band_distribution: z.record(z.string(), z.number().int()),
});
/** Stats and distribution of a leaderboard. */
export type LeaderboardStatsResponse = z.infer<typeof leaderboardStatsResponseSchema>;

/** One player's change in the `rating_updated` socket event (the global pool). */
export const ratingChangeSchema = z.object({
  user_id: z.string(),
  color: z.enum(['red', 'black']),
  old_rating: z.number(),
  new_rating: z.number(),
  rating_deviation: z.number(),
  provisional: z.boolean(),
  expected_score: z.number(),
  /** 1 win, 0.5 draw, 0 loss. */
  score: z.number(),
});
/** One player's rating change. */
export type RatingChange = z.infer<typeof ratingChangeSchema>;

/** The `rating_updated` event's payload. */
export const ratingUpdatedPayloadSchema = z.object({
  room_code: z.string(),
  changes: z.array(ratingChangeSchema),
});
