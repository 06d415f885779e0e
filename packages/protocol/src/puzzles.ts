// The daily puzzle's calls. Replies are `{ success: true, data: {...} }` like the friends' and
// challenges'; squares
// are `{ row, col }` with row 0 = rank 8 and col 0 = file a.
import { z } from 'zod';

/** The spec's six puzzle types. */
export const DAILY_PUZZLE_TYPES = [
  'tactics',
  'mate_in_n',
  'defensive',
  'endgame',
  'pattern',
  'speed',
] as const;
/** A puzzle type. */
export type DailyPuzzleType = (typeof DAILY_PUZZLE_TYPES)[number];

/** The puzzle type names. */
export const PUZZLE_TYPE_NAMES: Readonly<Record<DailyPuzzleType, string>> = {
  tactics: 'Tactical Puzzle',
  mate_in_n: 'Forced Win',
  defensive: 'Defensive Move',
  endgame: 'Endgame Study',
  pattern: 'Pattern Recognition',
  speed: 'Speed Challenge',
};

/** The difficulty names, 1 to 5. */
export const DIFFICULTY_NAMES = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Master'] as const;

/** The daily puzzle's constants. */
export const DAILY_LIMITS = {
  /** A hint is given only after this much time on the puzzle. */
  hintAfterSeconds: 30,
  historyPageSize: 20,
  leaderboardSize: 50,
  typePageSize: 20,
  /** The longest line a submission may hold (steps). */
  maxSteps: 120,
} as const;

/** The texts the player sees. */
export const DAILY_MESSAGES = {
  noMoves: 'Please make at least one move before submitting',
  hintsLocked: 'No hints available at this time',
  noneLeft: 'No hints available right now',
  loadFailed: "Failed to load today's challenge",
  noneToday: 'No challenge available for today',
  submitFailed: 'Failed to submit solution',
  alreadySolved: 'You have already solved this challenge',
} as const;

/** A square of the puzzle board. */
export const boardSquareSchema = z.strictObject({
  row: z.number().int().min(0).max(7),
  col: z.number().int().min(0).max(7),
});
/** A square of the puzzle board. */
export type BoardSquare = z.infer<typeof boardSquareSchema>;

/** The pieces of a puzzle's start (`initial_board_state`). */
export const initialBoardStateSchema = z.object({
  red_pieces: z.array(boardSquareSchema),
  red_kings: z.array(boardSquareSchema),
  black_pieces: z.array(boardSquareSchema),
  black_kings: z.array(boardSquareSchema),
});
/** The pieces of a puzzle's start. */
export type InitialBoardState = z.infer<typeof initialBoardStateSchema>;

/**
 * A puzzle's goal as the engine checks it (the puzzles package's `PuzzleGoal`): the opponent left
 * without a move (`win`), a material gain held (`material`), or the material kept (`hold`), within
 * `moves` solver moves. A client judges a line with it, as the server does.
 */
export const dailyGoalRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('win'), moves: z.number().int().positive() }),
  z.object({
    kind: z.literal('material'),
    moves: z.number().int().positive(),
    gain: z.number(),
    holdDepth: z.number().int().nonnegative(),
  }),
  z.object({
    kind: z.literal('hold'),
    moves: z.number().int().positive(),
    holdDepth: z.number().int().nonnegative(),
  }),
]);
/** A puzzle's goal as the engine checks it. */
export type DailyGoalRule = z.infer<typeof dailyGoalRuleSchema>;

/** A daily challenge, with the side to move and the goal. */
export const dailyChallengeSchema = z.object({
  id: z.string(),
  /** The UTC day it is (or was) the puzzle of, YYYY-MM-DD. */
  date: z.string(),
  title: z.string(),
  description: z.string(),
  puzzle_type: z.enum(DAILY_PUZZLE_TYPES),
  difficulty: z.number().int().min(1).max(5),
  initial_board_state: initialBoardStateSchema,
  side_to_move: z.enum(['red', 'black']),
  goal: z.string(),
  /** The goal as the engine checks it: a move that lets it out of reach is wrong at once. */
  goal_rule: dailyGoalRuleSchema,
  /** Solver moves the goal allows (the board's counter says how many are left). */
  max_moves: z.number().int().positive(),
  hints_available: z.number().int().nonnegative(),
});
/** A daily challenge. */
export type DailyChallenge = z.infer<typeof dailyChallengeSchema>;

/** One step on the puzzle board: a plain move or one jump. */
export const puzzleStepSchema = z.strictObject({
  from: boardSquareSchema,
  to: boardSquareSchema,
  timestamp: z.number().int().nonnegative().optional(),
});
/** One step on the puzzle board. */
export type PuzzleStep = z.infer<typeof puzzleStepSchema>;

/** POST /api/daily-challenges/submit/{challengeId} body. */
export const dailySubmitBodySchema = z.strictObject({
  /** The whole line as played: the solver's steps and the replies, alternating whole moves. */
  moves: z.array(puzzleStepSchema).min(1, DAILY_MESSAGES.noMoves).max(DAILY_LIMITS.maxSteps),
  time_taken: z.number().int().min(0).max(86_400),
  hints_used: z.number().int().min(0).max(10),
});
/** POST /api/daily-challenges/submit/{challengeId} body. */
export type DailySubmitBody = z.infer<typeof dailySubmitBodySchema>;

/** The caller's attempt at a puzzle. */
export const dailyProgressSchema = z.object({
  challenge_id: z.string(),
  moves_played: z.number().int().nonnegative(),
  hints_used: z.number().int().nonnegative(),
  time_taken_seconds: z.number().int().nonnegative(),
  is_solved: z.boolean(),
  /** The best score so far (0 until solved). */
  score: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
});
/** The caller's attempt at a puzzle. */
export type DailyProgress = z.infer<typeof dailyProgressSchema>;

/** A submission's result. */
export const dailySubmitResultSchema = z.object({
  is_correct: z.boolean(),
  score: z.number().int().nonnegative(),
  /** Which attempt this was, 1 first. */
  attempt: z.number().int().positive(),
  /** Why a line is not a solution (when it is not). */
  reason: z.string().optional(),
});
/** A submission's result. */
export type DailySubmitResult = z.infer<typeof dailySubmitResultSchema>;

/** A hint. */
export const dailyHintSchema = z.object({
  text: z.string(),
  /** 1 for the first hint. */
  hint_number: z.number().int().positive(),
  hints_remaining: z.number().int().nonnegative(),
});
/** A hint. */
export type DailyHint = z.infer<typeof dailyHintSchema>;

/** The caller's figures over every daily puzzle. */
export const dailyStatisticsSchema = z.object({
  total_solved: z.number().int().nonnegative(),
  total_attempted: z.number().int().nonnegative(),
  current_streak: z.number().int().nonnegative(),
  best_streak: z.number().int().nonnegative(),
  average_score: z.number().nonnegative(),
  average_time_seconds: z.number().nonnegative(),
  total_score: z.number().int().nonnegative(),
  /** Puzzles solved per type; a type never solved may be left out. */
  solved_by_type: z.partialRecord(z.enum(DAILY_PUZZLE_TYPES), z.number().int().nonnegative()),
});
/** The caller's daily-puzzle figures. */
export type DailyStatistics = z.infer<typeof dailyStatisticsSchema>;

/** One puzzle the caller attempted. */
export const dailyHistoryEntrySchema = z.object({
  challenge_id: z.string(),
  date: z.string(),
  title: z.string(),
  puzzle_type: z.enum(DAILY_PUZZLE_TYPES),
  difficulty: z.number().int().min(1).max(5),
  is_solved: z.boolean(),
  score: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  hints_used: z.number().int().nonnegative(),
  time_taken_seconds: z.number().int().nonnegative(),
  last_attempt_at: z.string(),
});
/** One puzzle the caller attempted. */
export type DailyHistoryEntry = z.infer<typeof dailyHistoryEntrySchema>;

/** One solver of a puzzle, best score first. */
export const dailyLeaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  user_id: z.string(),
  username: z.string(),
  score: z.number().int().nonnegative(),
  time_taken_seconds: z.number().int().nonnegative(),
  hints_used: z.number().int().nonnegative(),
  solved_at: z.string(),
});
/** One solver of a puzzle. */
export type DailyLeaderboardEntry = z.infer<typeof dailyLeaderboardEntrySchema>;

/** Paths and queries. */
export const dailyDateParamsSchema = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
});
export const dailyChallengeParamsSchema = z.strictObject({
  challengeId: z.string().regex(/^[a-z0-9-]{1,32}$/, 'Unknown challenge'),
});
export const dailyTypeParamsSchema = z.strictObject({
  type: z.enum(DAILY_PUZZLE_TYPES, { error: `type must be one of ${DAILY_PUZZLE_TYPES.join(', ')}` }),
});
const count = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`)
    .default(fallback);
export const dailyHistoryQuerySchema = z.object({
  limit: count('limit', 100, DAILY_LIMITS.historyPageSize),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be a whole number')
    .max(1_000_000, 'offset must be a whole number')
    .default(0),
});
export const dailyLeaderboardQuerySchema = z.object({
  limit: count('limit', 100, DAILY_LIMITS.leaderboardSize),
});
export const dailyTypeQuerySchema = z.object({ limit: count('limit', 100, DAILY_LIMITS.typePageSize) });
export const dailyHintQuerySchema = z.object({
  time_spent: z.coerce
    .number({ error: 'time_spent must be a number of seconds' })
    .min(0, 'time_spent must be a number of seconds')
    .max(86_400, 'time_spent must be a number of seconds'),
});

/** The `data` of each reply. */
export const dailyReplyDataSchemas = {
  today: z.object({ challenge: dailyChallengeSchema }),
  date: z.object({ challenge: dailyChallengeSchema }),
  type: z.object({ challenges: z.array(dailyChallengeSchema) }),
  progress: z.object({ progress: dailyProgressSchema.nullable() }),
  statistics: z.object({ statistics: dailyStatisticsSchema }),
  history: z.object({ history: z.array(dailyHistoryEntrySchema), total: z.number().int() }),
  leaderboard: z.object({ leaderboard: z.array(dailyLeaderboardEntrySchema) }),
  hint: z.object({ hint: dailyHintSchema }),
  submit: z.object({ result: dailySubmitResultSchema, progress: dailyProgressSchema }),
};
/** The `data` of each reply. */
export type DailyReplies = {
  [K in keyof typeof dailyReplyDataSchemas]: z.infer<(typeof dailyReplyDataSchemas)[K]>;
};
