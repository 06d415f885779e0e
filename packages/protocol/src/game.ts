// The game state the server sends, and the move bodies it accepts.
import { z } from 'zod';
import { GAME_END_REASONS, gameClockSchema, moveTimeMsSchema } from './clock.js';
import { CASUAL_REASONS, ROOM_CODE_LENGTH, WIRE_COLORS } from './constants.js';

const isDarkSquare = (text: string): boolean => (text.charCodeAt(0) - 97 + Number(text[1])) % 2 === 1;

/** A playable square in algebraic notation, `a1`..`h8` (dark squares only; a1 is dark). */
export const squareSchema = z
  .string()
  .regex(/^[a-h][1-8]$/, 'A square is a file a-h and a rank 1-8, like c3')
  .refine(isDarkSquare, 'Only the dark squares are playable');

/**
 * A room code: 6 letters or digits, read case-insensitively. Codes are made from
 * ROOM_CODE_ALPHABET only, but any 6 letters and digits are accepted here, so that a mistyped
 * look-alike (0 for O) is answered "Room not found" rather than as a malformed request.
 */
export const roomCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(
    z
      .string()
      .length(ROOM_CODE_LENGTH, `A room code has ${ROOM_CODE_LENGTH} characters`)
      .regex(/^[A-Z0-9]+$/, 'A room code has only letters and digits'),
  );

/** A side. */
export const colorSchema = z.enum(WIRE_COLORS);

/** One piece on the board; `id` follows the piece from move to move. */
export const pieceSchema = z.object({
  id: z.string(),
  color: colorSchema,
  position: squareSchema,
  square: squareSchema,
  king: z.boolean(),
});
/** One piece on the board. */
export type WirePiece = z.infer<typeof pieceSchema>;

/** The last move played: its path and what it captured. */
export const lastMoveSchema = z.object({
  from: squareSchema,
  to: squareSchema,
  path: z.array(squareSchema),
  captured: z.array(squareSchema),
  color: colorSchema,
  promoted: z.boolean(),
});
/** The last move played. */
export type LastMove = z.infer<typeof lastMoveSchema>;

/**
 * How an aborted game would have ended had it counted: `reason` (a timeout, a resignation, an
 * abandonment, an agreement...) and `by`, the side whose act ended it (it ran out of time, resigned
 * or left), null when neither side did (an agreed draw).
 */
export const abortSchema = z.object({
  reason: z.enum(GAME_END_REASONS),
  by: colorSchema.nullable(),
});
/** What ended an aborted game. */
export type GameAbort = z.infer<typeof abortSchema>;

/**
 * The ACF three-move ballot a game was started from: its number and its three moves in PDN (black,
 * red, black), which are the game's first three moves; the players' own moves follow, red first.
 */
export const gameBallotSchema = z.object({
  number: z.number().int().min(1).max(174),
  moves: z.string().max(32),
});
/** The ballot a game was started from. */
export type GameBallot = z.infer<typeof gameBallotSchema>;

/** The state of a game as the server sends it. */
export const gameStateSchema = z.object({
  roomCode: z.string(),
  status: z.enum(['waiting', 'active', 'finished']),
  pieces: z.array(pieceSchema),
  currentTurn: colorSchema,
  /** From each square with a legal move to the squares its next step may reach. */
  validMoves: z.record(z.string(), z.array(squareSchema)),
  in_multi_jump: z.boolean(),
  multi_jump_piece: squareSchema.nullable(),
  isGameOver: z.boolean(),
  winner: colorSchema.nullable(),
  isDraw: z.boolean(),
  reason: z.enum(GAME_END_REASONS).nullable(),
  playerRed: z.string().nullable(),
  playerBlack: z.string().nullable(),
  spectatorCount: z.number().int().nonnegative(),
  moveCount: z.number().int().nonnegative(),
  captures: z.object({ red: z.number().int(), black: z.number().int() }),
  promoted: z.boolean(),
  lastMove: lastMoveSchema.nullable(),
  drawOfferedBy: colorSchema.nullable(),
  /** True when the game counts for the ladder: both seats held by registered accounts at the start. */
  rated: z.boolean(),
  /** Why a game that could have been rated is not (null otherwise; absent from older servers). */
  casualReason: z.enum(CASUAL_REASONS).nullable().optional(),
  /** The ballot the game was started from; null for a game from the start (absent from older servers). */
  ballot: gameBallotSchema.nullable().optional(),
  version: z.number().int().nonnegative(),
  /** The clocks of a timed game (clock.ts); absent when the game is untimed. */
  clock: gameClockSchema.optional(),
  /** What ended an aborted game; absent otherwise (and for games aborted before servers kept it). */
  abort: abortSchema.optional(),
});
/** The state of a game as the server sends it. */
export type GameState = z.infer<typeof gameStateSchema>;

/** Client move id: lets a resent move be applied once. */
export const clientMoveIdSchema = z.string().min(1).max(64);

/** POST /api/move: one step, or one jump of a capture sequence. */
export const moveRequestSchema = z.strictObject({
  code: roomCodeSchema.optional(),
  from: squareSchema,
  to: squareSchema,
  clientMoveId: clientMoveIdSchema.optional(),
  /** In a timed game, the client's own measure of its move time (for the lag credit, clock.ts). */
  moveTimeMs: moveTimeMsSchema.optional(),
});
/** POST /api/move body. */
export type MoveRequest = z.infer<typeof moveRequestSchema>;

/** One jump of a sequence; `captured` and `capturedId` are the client's preview, checked by the server. */
export const jumpSchema = z.strictObject({
  from: squareSchema,
  to: squareSchema,
  captured: squareSchema.optional(),
  capturedId: z.string().max(16).optional(),
});

/** POST /api/jump-sequence: a whole capture sequence, applied atomically or not at all. */
export const jumpSequenceRequestSchema = z.strictObject({
  code: roomCodeSchema.optional(),
  jumps: z.array(jumpSchema).min(1).max(12),
  clientMoveId: clientMoveIdSchema.optional(),
  /** In a timed game, the client's own measure of its move time (for the lag credit, clock.ts). */
  moveTimeMs: moveTimeMsSchema.optional(),
});
/** POST /api/jump-sequence body. */
export type JumpSequenceRequest = z.infer<typeof jumpSequenceRequestSchema>;

/**
 * POST /api/rooms/{roomCode}/moves body (offline sync): a step as /api/move sends, or a capture
 * sequence as /api/jump-sequence sends.
 */
export const queuedMoveRequestSchema = z.union([moveRequestSchema, jumpSequenceRequestSchema]);

/** Path parameter of POST /api/rooms/{roomCode}/moves. */
export const roomPathParamsSchema = z.strictObject({ roomCode: roomCodeSchema });
