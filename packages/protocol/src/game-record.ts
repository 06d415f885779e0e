// A game's record (GET /api/games/{code}): the initial position and every whole move in order, who
// played each side, and how the game ended. Clients replay it with the engine (move list, replay,
// PDN export); the server keeps no separate copy, the record is built from the room's row.
import { z } from 'zod';
import { GAME_END_REASONS, moveClockSchema, timeControlSchema } from './clock.js';
import { colorSchema, gameBallotSchema, roomCodeSchema, squareSchema } from './game.js';

/** One whole move: the squares the piece stood on (origin first), what it captured, who moved, a crowning. */
export const recordMoveSchema = z.object({
  path: z.array(squareSchema).min(2),
  captured: z.array(squareSchema),
  color: colorSchema,
  promoted: z.boolean(),
});
/** One whole move of a record. */
export type RecordMove = z.infer<typeof recordMoveSchema>;

/**
 * A side's player. `rating` is the global-pool rating (rounded) of a registered player, the
 * ladder's starting rating before their first rated game; null for a guest.
 */
export const recordPlayerSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  kind: z.enum(['guest', 'account']),
  rating: z.number().int().nullable(),
});
/** A side's player in a record. */
export type RecordPlayer = z.infer<typeof recordPlayerSchema>;

/** A game's record. `moves` holds whole moves only; `partial` is a capture sequence in progress. */
export const gameRecordSchema = z.object({
  room_code: z.string(),
  status: z.enum(['waiting', 'active', 'finished']),
  /** PDN FEN of the position the game started from. */
  initial_fen: z.string(),
  /**
   * The ballot the game was started from, null for a game from the start: its three moves are the
   * first three of `moves` (absent from older servers).
   */
  ballot: gameBallotSchema.nullable().optional(),
  moves: z.array(recordMoveSchema),
  partial: z.array(squareSchema).nullable(),
  red: recordPlayerSchema.nullable(),
  black: recordPlayerSchema.nullable(),
  winner: colorSchema.nullable(),
  reason: z.enum(GAME_END_REASONS).nullable(),
  rated: z.boolean(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** The room's event version this record corresponds to. */
  version: z.number().int().nonnegative(),
  /** The time control of a timed game (absent when untimed), for PDN's `TimeControl` tag. */
  time_control: timeControlSchema.optional(),
  /** A timed game's clocks after each whole move of `moves`, for PDN's `[%clk]` comments and replay. */
  clocks: z.array(moveClockSchema).optional(),
});
/** A game's record. */
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** GET /api/games/{code} reply. */
export const gameRecordResponseSchema = z.object({ game: gameRecordSchema });
/** GET /api/games/{code} reply. */
export type GameRecordResponse = z.infer<typeof gameRecordResponseSchema>;

/** Path parameter of GET /api/games/{code}. */
export const gameRecordParamsSchema = z.strictObject({ code: roomCodeSchema });
