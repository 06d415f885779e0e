// The leaderboard's boards ranked by achievement points: the whole board and one category's.
import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from './achievement-definitions.js';
import { LEADERBOARD_LIMITS } from './leaderboard.js';

/** The leaderboard module's boards ranked by achievement points (GET /api/leaderboard/{type}). */
export const ACHIEVEMENT_BOARD_TYPES = ['achievement', 'category'] as const;
/** A board ranked by achievement points. */
export type AchievementBoardType = (typeof ACHIEVEMENT_BOARD_TYPES)[number];

const boardNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

/**
 * GET /api/leaderboard/achievement and /category query (`category` is required by the category
 * board; the achievement board ignores it). Other leaderboard filters (season, region) are ignored.
 */
export const achievementBoardQuerySchema = z.object({
  page: boardNumber('page', 1_000_000).default(1),
  page_size: boardNumber('page_size', LEADERBOARD_LIMITS.maxPageSize).default(LEADERBOARD_LIMITS.pageSize),
  category: z
    .enum(ACHIEVEMENT_CATEGORIES, { error: `category must be one of ${ACHIEVEMENT_CATEGORIES.join(', ')}` })
    .optional(),
  season: z.string().optional(),
  region: z.string().optional(),
});

/** One row of the achievement and category boards: the leaderboard entry's identity fields and points. */
export const achievementBoardEntrySchema = z.object({
  user_id: z.string(),
  /** Competition ranking: equal points share a rank. */
  rank: z.number().int().positive(),
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string(),
  country: z.string().nullable(),
  total_points: z.number().int().nonnegative(),
  total_achievements: z.number().int().nonnegative(),
});
/** One row of the achievement and category boards. */
export type AchievementBoardEntry = z.infer<typeof achievementBoardEntrySchema>;

/** GET /api/leaderboard/achievement and /category reply: a page, as the other boards page. */
export const achievementBoardPageSchema = z.object({
  type: z.enum(ACHIEVEMENT_BOARD_TYPES),
  /** The category ranked (category board), else null. */
  category: z.enum(ACHIEVEMENT_CATEGORIES).nullable(),
  entries: z.array(achievementBoardEntrySchema),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
  total_entries: z.number().int().nonnegative(),
  has_previous: z.boolean(),
  has_next: z.boolean(),
});
/** A page of the achievement or category board. */
export type AchievementBoardPage = z.infer<typeof achievementBoardPageSchema>;
