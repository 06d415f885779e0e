// Achievements: the 23 definitions, the calls' shapes and the `achievement_unlocked` message. The server decides every unlock from what it
// witnessed; the definitions live here so that the web app shows the same names, icons and points.
import { z } from 'zod';
import { LEADERBOARD_LIMITS } from './leaderboard.js';

/** The spec's categories, in the order the grid shows them. */
export const ACHIEVEMENT_CATEGORIES = [
  'beginner',
  'skill',
  'milestone',
  'competitive',
  'social',
  'seasonal',
  'special',
  'hidden',
] as const;
/** An achievement's category. */
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

/** The spec's 23 keys. */
export const ACHIEVEMENT_IDS = [
  'firstMove',
  'firstCapture',
  'firstKing',
  'firstWin',
  'multiJump3',
  'multiJump5',
  'perfectGame',
  'comeback',
  'speedDemon',
  'games10',
  'games50',
  'games100',
  'wins25',
  'winStreak5',
  'winStreak10',
  'llamaMaster',
  'nightOwl',
  'earlyBird',
  'socialButterfly',
  'tournamentChampion',
  'pacifist',
  'sacrificial',
  'explorer',
] as const;
/** An achievement's id. */
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/** One achievement as defined (the spec's fields; `is_hidden` is the server-side spelling). */
export interface AchievementDefinition {
  readonly id: AchievementId;
  readonly name: string;
  readonly description: string;
  readonly icon: string;
  readonly category: AchievementCategory;
  readonly points: number;
  /** The count that unlocks it (1 for a one-time feat). */
  readonly maxProgress: number;
  readonly hidden: boolean;
}

const define = (
  id: AchievementId,
  name: string,
  description: string,
  icon: string,
  category: AchievementCategory,
  points: number,
  maxProgress = 1,
  hidden = false,
): AchievementDefinition => ({ id, name, description, icon, category, points, maxProgress, hidden });

/**
 * The definitions, with their points. "Won" means a game won in a room, not aborted (a
 * game resigned before each side has moved twice is aborted); feats of play (perfect, comeback,
 * speed) need the win on the board: the opponent left without a move.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  define('firstMove', 'First Steps', 'Make your first move', '👣', 'beginner', 10),
  define('firstCapture', 'First Blood', 'Capture your first piece', '⚔️', 'beginner', 20),
  define('firstKing', 'Crowned', 'Crown your first king', '👑', 'beginner', 30),
  define('firstWin', 'First Victory', 'Win your first game', '🏆', 'beginner', 50),
  define('multiJump3', 'Triple Jump', 'Capture 3 pieces in one turn', '🦘', 'skill', 100),
  define('multiJump5', 'Jump Master', 'Capture 5 pieces in one turn', '🚀', 'skill', 200),
  define('perfectGame', 'Flawless', 'Win on the board with all 12 of your pieces left', '💎', 'skill', 300),
  define('comeback', 'Comeback', 'Win on the board with 2 or fewer pieces left', '🔥', 'skill', 250),
  define('speedDemon', 'Speed Demon', 'Win on the board in under 2 minutes', '⚡', 'skill', 150),
  define('games10', 'Regular', 'Play 10 games', '🎲', 'milestone', 50, 10),
  define('games50', 'Dedicated', 'Play 50 games', '🎯', 'milestone', 100, 50),
  define('games100', 'Centurion', 'Play 100 games', '💯', 'milestone', 200, 100),
  define('wins25', 'Seasoned Winner', 'Win 25 games', '🥇', 'milestone', 150, 25),
  define(
    'winStreak5',
    'On Fire',
    'Win 5 games in a row (a draw or a loss ends a streak)',
    '📈',
    'competitive',
    200,
    5,
  ),
  define(
    'winStreak10',
    'Unstoppable',
    'Win 10 games in a row (a draw or a loss ends a streak)',
    '🌟',
    'competitive',
    500,
    10,
  ),
  define('llamaMaster', 'Llama Tamer', 'Beat the AI at Llama Master difficulty', '🦙', 'special', 400),
  define('nightOwl', 'Night Owl', 'Finish a game between midnight and 3 AM', '🦉', 'seasonal', 50),
  define('earlyBird', 'Early Bird', 'Finish a game between 5 and 7 AM', '🐦', 'seasonal', 50),
  define(
    'socialButterfly',
    'Social Butterfly',
    'Play against 10 different opponents',
    '🦋',
    'social',
    100,
    10,
  ),
  define(
    'tournamentChampion',
    'Tournament Champion',
    'Win a tournament (tournaments are not held yet: this one waits for them)',
    '🏅',
    'competitive',
    500,
  ),
  define('pacifist', 'Pacifist', 'Win a game without capturing a single piece', '🕊️', 'hidden', 300, 1, true),
  define(
    'sacrificial',
    'The Shot',
    'Win a game in which you gave up a piece and took back more on your next move',
    '♟️',
    'hidden',
    400,
    1,
    true,
  ),
  define('explorer', 'Explorer', 'Try all eight themes', '🧭', 'hidden', 100, 8, true),
];

/** The definition of each id. */
export const ACHIEVEMENT_BY_ID: Readonly<Record<AchievementId, AchievementDefinition>> = Object.fromEntries(
  ACHIEVEMENTS.map((achievement) => [achievement.id, achievement]),
) as Record<AchievementId, AchievementDefinition>;

/** Whether a string is one of the 23 ids. */
export const isAchievementId = (value: unknown): value is AchievementId =>
  typeof value === 'string' && (ACHIEVEMENT_IDS as readonly string[]).includes(value);

/** The most points a player can hold. */
export const ACHIEVEMENT_POINTS_TOTAL = ACHIEVEMENTS.reduce(
  (sum, achievement) => sum + achievement.points,
  0,
);

/** The eight built-in themes `explorer` counts. */
export const EXPLORER_THEMES = [
  'default',
  'llama',
  'midnight',
  'forest',
  'ocean',
  'candy',
  'retro',
  'neon',
] as const;

/** How long an unlock toast stays (3 to 4 s). */
export const ACHIEVEMENT_TOAST_MS = 3500;

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
