// Achievements on the wire: the calls' shapes and the `achievement_unlocked` message. The
// definitions they carry are in achievement-definitions.ts.
import { z } from 'zod';
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_IDS,
  EXPLORER_THEMES,
  type AchievementDefinition,
} from './achievement-definitions.js';

/** An achievement on the wire. A hidden one not yet unlocked by the caller has no description. */
export const achievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  points: z.number().int(),
  maxProgress: z.number().int().positive(),
  hidden: z.boolean(),
  is_hidden: z.boolean(),
});
/** An achievement on the wire. */
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/achievements reply. */
export const achievementListSchema = z.object({ achievements: z.array(achievementSchema) });

/**
 * What the server knows of a user's progress: `count` towards `maxProgress`, and for an unlock
 * proved by the client's own report (an AI game, theme use) `self_reported: true`.
 */
export const progressDataSchema = z
  .object({
    count: z.number().int().nonnegative().optional(),
    self_reported: z.boolean().optional(),
    /** `explorer`: the themes reported used. */
    themes: z.array(z.string()).optional(),
    /** The room whose game unlocked it, when one did. */
    room_code: z.string().optional(),
  })
  .catchall(z.unknown());
/** A user's progress data for one achievement. */
export type ProgressData = z.infer<typeof progressDataSchema>;

/** One achievement as it stands for a user. */
export const userAchievementSchema = z.object({
  achievement: achievementSchema,
  is_unlocked: z.boolean(),
  unlocked_at: z.string().nullable(),
  /** 0 to 100, rounded down. */
  progress_percent: z.number().int().min(0).max(100),
  progress_data: progressDataSchema,
});
/** One achievement as it stands for a user. */
export type UserAchievement = z.infer<typeof userAchievementSchema>;

/** A user's totals. */
export const achievementSummarySchema = z.object({
  total_points: z.number().int().nonnegative(),
  unlocked_count: z.number().int().nonnegative(),
  /** Percent of the 23 unlocked, rounded. */
  completion_rate: z.number().int().min(0).max(100),
  /** Place on the achievements leaderboard by points; null with no points. */
  rank: z.number().int().positive().nullable(),
});
/** A user's totals. */
export type AchievementSummary = z.infer<typeof achievementSummarySchema>;

/** GET /api/achievements/user/{userId} reply. */
export const userAchievementsResponseSchema = z.object({
  achievements: z.array(userAchievementSchema),
  summary: achievementSummarySchema,
});
/** GET /api/achievements/user/{userId} reply. */
export type UserAchievementsResponse = z.infer<typeof userAchievementsResponseSchema>;

/** One row of the achievements leaderboard. */
export const achievementLeaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  user_id: z.string(),
  username: z.string(),
  total_achievements: z.number().int().nonnegative(),
  total_points: z.number().int().nonnegative(),
});
/** One row of the achievements leaderboard. */
export type AchievementLeaderboardEntry = z.infer<typeof achievementLeaderboardEntrySchema>;

/** GET /api/achievements/leaderboard query. */
export const achievementLeaderboardQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .default(50),
  category: z.enum(ACHIEVEMENT_CATEGORIES, { error: 'Unknown achievement category' }).optional(),
});

/** GET /api/achievements/leaderboard reply. */
export const achievementLeaderboardResponseSchema = z.object({
  leaderboard: z.array(achievementLeaderboardEntrySchema),
});

/** Path parameter of GET /api/achievements/user/{userId}. */
export const achievementUserParamsSchema = z.object({
  userId: z.string().min(1, 'userId is required').max(64, 'Unknown user'),
});

/** POST /api/achievements/{id}/unlock body: none; an empty object or nothing at all. */
export const achievementUnlockBodySchema = z.strictObject({}).optional();

/** Path parameter of the unlock and progress calls. */
export const achievementParamsSchema = z.strictObject({
  id: z.enum(ACHIEVEMENT_IDS, { error: 'Unknown achievement' }),
});

/**
 * POST /api/achievements/{id}/progress body: `progress` is what the client believes (ignored: the
 * server counts); `theme` reports a built-in theme applied, the only progress a client reports.
 */
export const achievementProgressBodySchema = z
  .strictObject({
    progress: z.number().int().min(0).max(1000).optional(),
    theme: z.enum(EXPLORER_THEMES, { error: 'Unknown theme' }).optional(),
  })
  .optional();

/** POST /api/achievements/{id}/unlock and /progress reply: the achievement as it now stands. */
export const achievementCheckResponseSchema = z.object({ achievement: userAchievementSchema });
/** POST /api/achievements/{id}/unlock and /progress reply. */
export type AchievementCheckResponse = z.infer<typeof achievementCheckResponseSchema>;

/** The AI levels a report may name (the engine's). */
export const AI_REPORT_LEVELS = ['easy', 'medium', 'hard', 'expert', 'llama-master'] as const;

/**
 * POST /api/achievements/ai-games body: a finished game against the offline AI, as the client
 * played it. The server replays `moves` with the engine from the start; it counts only when every
 * move is legal, the game is over at the last one and `result` is what the board says.
 */
export const aiGameReportSchema = z.strictObject({
  level: z.enum(AI_REPORT_LEVELS, { error: 'Unknown AI level' }),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32),
  /** The side the human played. */
  human: z.enum(['red', 'black']),
  /** Each whole move as its path of squares ("c3", "d4", ...), oldest first. */
  moves: z
    .array(
      z
        .array(z.string().regex(/^[a-h][1-8]$/, 'A square is a letter a-h and a digit 1-8'))
        .min(2)
        .max(13),
    )
    .min(1)
    .max(400),
  result: z.enum(['win', 'loss', 'draw']),
  /** How long the game took, in ms (the human's clock; shown, never trusted for an unlock). */
  duration_ms: z
    .number()
    .int()
    .nonnegative()
    .max(7 * 24 * 3600_000),
});
/** A finished game against the offline AI. */
export type AiGameReport = z.infer<typeof aiGameReportSchema>;

/** POST /api/achievements/ai-games reply: what the game unlocked. */
export const aiGameReportResponseSchema = z.object({ unlocked: z.array(achievementSchema) });

/** `achievement_unlocked` payload: sent to the user's sockets the moment it unlocks. */
export const achievementUnlockedPayloadSchema = z.object({
  achievement: achievementSchema,
  unlocked_at: z.string(),
  self_reported: z.boolean(),
});
/** `achievement_unlocked` payload. */
export type AchievementUnlockedPayload = z.infer<typeof achievementUnlockedPayloadSchema>;

/** An achievement on the wire, with its description hidden while it is hidden and locked. */
export function achievementOnWire(definition: AchievementDefinition, unlocked: boolean): Achievement {
  const concealed = definition.hidden && !unlocked;
  return {
    id: definition.id,
    name: concealed ? 'Hidden achievement' : definition.name,
    description: concealed ? null : definition.description,
    icon: concealed ? '❔' : definition.icon,
    category: definition.category,
    points: definition.points,
    maxProgress: definition.maxProgress,
    hidden: definition.hidden,
    is_hidden: definition.hidden,
  };
}
