// The leaderboard calls' replies: rows, pages, a player's standing, around-me, comparisons, the
// stats and the rating bands.
import { z } from 'zod';
import { REGIONS } from './accounts.js';
import { LEADERBOARD_TYPES, seasonSchema } from './leaderboard.js';

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
