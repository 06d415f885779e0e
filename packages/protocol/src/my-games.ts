// A player's own finished games (GET /api/my-games): newest first, a page at a time, filtered by the
// result for the player and by the clock's speed. Each names the opponent, the colour, the result
// and how the game ended, the time control, rated or not, the move count and the dates; the
// players' names and ratings are those of when the game was played.
import { z } from 'zod';
import { GAME_END_REASONS, timeControlSchema } from './clock.js';
import { colorSchema } from './game.js';
import { recordPlayerSchema } from './game-record.js';
import { SPEEDS } from './speed.js';

/** A page's size: 20 unless asked, at most 50. */
export const MY_GAMES_LIMITS = { defaultLimit: 20, maxLimit: 50 } as const;

/** The results a list may be filtered by, for the player. */
export const PLAYER_RESULTS = ['win', 'loss', 'draw'] as const;
/** A game's result for the player. */
export type PlayerResult = (typeof PLAYER_RESULTS)[number];
/** A listed game's result for the player: an aborted game (too short) was neither won nor lost. */
export const MY_GAME_RESULTS = [...PLAYER_RESULTS, 'aborted'] as const;

// The finish time as the server writes it (ISO, milliseconds, UTC), then the room code.
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([A-Z0-9]{6})$/;

/** Where a page ends: the last game's finish time and room code. */
export interface MyGamesCursor {
  readonly finishedAt: string;
  readonly code: string;
}

/** The cursor after a game, as `next_before` carries it. */
export const makeMyGamesCursor = ({ finishedAt, code }: MyGamesCursor): string => `${finishedAt}_${code}`;

/** A cursor's parts; undefined when it is not one. */
export function parseMyGamesCursor(text: string): MyGamesCursor | undefined {
  const match = CURSOR.exec(text);
  return match === null ? undefined : { finishedAt: match[1]!, code: match[2]! };
}

const limitMessage = `limit must be a whole number from 1 to ${MY_GAMES_LIMITS.maxLimit}`;

/** GET /api/my-games query. */
export const myGamesQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(MY_GAMES_LIMITS.maxLimit, limitMessage)
    .default(MY_GAMES_LIMITS.defaultLimit),
  /** The `next_before` of the page before: only games that finished earlier. */
  before: z
    .string()
    .regex(CURSOR, 'before must be the next_before of an earlier page')
    .transform((text) => parseMyGamesCursor(text)!)
    .optional(),
  result: z.enum(PLAYER_RESULTS, { error: `result must be one of ${PLAYER_RESULTS.join(', ')}` }).optional(),
  speed: z.enum(SPEEDS, { error: `speed must be one of ${SPEEDS.join(', ')}` }).optional(),
});
/** GET /api/my-games query, as the server reads it. */
export type MyGamesQuery = z.infer<typeof myGamesQuerySchema>;

/** One finished game of the player's. */
export const myGameSchema = z.object({
  room_code: z.string(),
  /** The colour the player had. */
  color: colorSchema,
  result: z.enum(MY_GAME_RESULTS),
  /** How the game ended. */
  reason: z.enum(GAME_END_REASONS),
  /** The player as they stood when the game started. */
  player: recordPlayerSchema,
  /** The opponent as they stood when the game started. */
  opponent: recordPlayerSchema,
  time_control: timeControlSchema,
  speed: z.enum(SPEEDS),
  rated: z.boolean(),
  /** Whole moves played (both sides'). */
  move_count: z.number().int().nonnegative(),
  started_at: z.string(),
  finished_at: z.string(),
});
/** One finished game of the player's. */
export type MyGame = z.infer<typeof myGameSchema>;

/** GET /api/my-games reply: `next_before` asks for the next page; null on the last. */
export const myGamesReplySchema = z.object({
  games: z.array(myGameSchema),
  next_before: z.string().nullable(),
});
/** GET /api/my-games reply. */
export type MyGamesReply = z.infer<typeof myGamesReplySchema>;
