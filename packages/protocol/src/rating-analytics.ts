// A player's rating analytics: their rated games, form, growth and monthly figures.
import { z } from 'zod';
import { ratingBandsResponseSchema } from './leaderboard-replies.js';

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
