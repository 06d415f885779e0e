// WebSocket messages: every message is a member of one discriminated union keyed by `type`, parsed
// once at the boundary. Server messages carry the game event version `v` when they are game events.
import { z } from 'zod';
import { achievementUnlockedPayloadSchema } from './achievements.js';
import { chatClientMessageSchemas, chatServerMessageSchemas } from './chat.js';
import { GAME_END_REASONS, gameClockSchema, moveTimeMsSchema } from './clock.js';
import { ratingUpdatedPayloadSchema } from './rating-updated.js';
import { socialServerMessageSchemas } from './social.js';
import { clientMoveIdSchema, colorSchema, gameStateSchema, jumpSchema, squareSchema } from './game.js';

/**
 * GET /api/ws query (the upgrade): `token` the bearer token, `room` the room to join (without it,
 * the signed-in user's own channel), `v` the last game event version the client saw (for the
 * replay), `tz` the client's IANA time zone. The socket, not the upgrade, refuses what is wrong
 * (with a close code), so nothing here fails: a value of the wrong kind reads as a token or room
 * that names nothing, and as no `v` or `tz`.
 */
export const socketQuerySchema = z.object({
  token: z.string().optional().catch(''),
  room: z.string().optional().catch(''),
  v: z.string().optional().catch(undefined),
  tz: z.string().optional().catch(undefined),
});

/** Messages a client may send. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('move'),
    payload: z.strictObject({
      from: squareSchema,
      to: squareSchema,
      clientMoveId: clientMoveIdSchema.optional(),
      moveTimeMs: moveTimeMsSchema.optional(),
    }),
  }),
  z.strictObject({
    type: z.literal('jump_sequence'),
    payload: z.strictObject({
      jumps: z.array(jumpSchema).min(1).max(12),
      clientMoveId: clientMoveIdSchema.optional(),
      moveTimeMs: moveTimeMsSchema.optional(),
    }),
  }),
  z.strictObject({
    type: z.literal('ping'),
    payload: z.strictObject({ t: z.number().optional() }).optional(),
  }),
  /** A spectator steps into the audience (again) or out of it, keeping its socket open. */
  z.strictObject({
    type: z.enum(['spectator_joined', 'spectator_left']),
    payload: z
      .strictObject({ spectatorId: z.string().max(64).optional(), timestamp: z.number().optional() })
      .optional(),
  }),
  /** Asks for every event after version `v`, or a full state when that is too old. */
  z.strictObject({
    type: z.literal('resync'),
    payload: z.strictObject({ v: z.number().int().nonnegative() }),
  }),
  ...chatClientMessageSchemas,
]);
/** A message a client may send. */
export type ClientMessage = z.infer<typeof clientMessageSchema>;

const movePayload = z.object({
  from: squareSchema,
  to: squareSchema,
  path: z.array(squareSchema),
  playerId: z.string(),
  color: colorSchema,
  capturedAt: z.array(squareSchema),
  promoted: z.boolean(),
  clientMoveId: z.string().optional(),
  /** In a timed game, the clocks once a whole move is played (the state's `clock` after it). */
  clock: gameClockSchema.optional(),
});

/** Messages the server sends. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('game_update'), payload: gameStateSchema, v: z.number().int() }),
  z.object({ type: z.literal('move'), payload: movePayload, v: z.number().int() }),
  z.object({
    type: z.literal('jump_sequence'),
    payload: movePayload.extend({ jumps: z.array(z.object({ from: squareSchema, to: squareSchema })) }),
    v: z.number().int(),
  }),
  /** A player took its seat (versioned), or its connection came back (`v` absent). */
  z.object({
    type: z.literal('player_joined'),
    payload: z.object({ playerId: z.string(), color: colorSchema }),
    v: z.number().int().optional(),
  }),
  /**
   * A player's last connection closed; `claimAfterMs` is how long after this the opponent may claim
   * the win (the server's setting, so the client's countdown matches what the server will accept).
   */
  z.object({
    type: z.literal('player_left'),
    payload: z.object({ playerId: z.string(), color: colorSchema, claimAfterMs: z.number().optional() }),
  }),
  z.object({
    type: z.literal('game_over'),
    payload: z.object({
      winner: colorSchema.nullable(),
      isDraw: z.boolean(),
      reason: z.enum(GAME_END_REASONS),
    }),
    v: z.number().int(),
  }),
  /** A spectator's first connection opened; `count` is the room's spectators now. */
  z.object({
    type: z.literal('spectator_joined'),
    payload: z.object({ spectatorId: z.string(), count: z.number(), timestamp: z.number().optional() }),
  }),
  /** A spectator's last connection closed. */
  z.object({
    type: z.literal('spectator_left'),
    payload: z.object({ spectatorId: z.string(), count: z.number(), timestamp: z.number().optional() }),
  }),
  z.object({ type: z.literal('spectator_count_update'), payload: z.object({ count: z.number() }) }),
  /** A player asked for a rematch (`requestedBy`), or both did and the new room is `newRoomCode`. */
  z.object({
    type: z.literal('rematch'),
    payload: z.union([z.object({ requestedBy: colorSchema }), z.object({ newRoomCode: z.string() })]),
    v: z.number().int(),
  }),
  /** A rated game of this room was rated (not versioned: it follows the game's end). */
  z.object({ type: z.literal('rating_updated'), payload: ratingUpdatedPayloadSchema }),
  z.object({
    type: z.literal('pong'),
    payload: z.object({ t: z.number().optional(), serverTime: z.number() }),
  }),
  /** A refusal; `replyTo` is set on those of `game_chat`, which the client shows in the players' chat. */
  z.object({
    type: z.literal('error'),
    payload: z.object({
      message: z.string(),
      code: z.string(),
      clientMoveId: z.string().optional(),
      replyTo: z.literal('game_chat').optional(),
    }),
  }),
  ...chatServerMessageSchemas,
  /** On the user's own sockets: an achievement just unlocked. */
  z.object({ type: z.literal('achievement_unlocked'), payload: achievementUnlockedPayloadSchema }),
  /** On the user's own sockets: friends, challenges and friends' presence (social.ts). */
  ...socialServerMessageSchemas,
  /**
   * On the user's own sockets: a pool paired the account, or its seek was accepted (pairing.ts;
   * written here so the lobby's first download does not carry the pairing calls' schemas).
   */
  z.object({ type: z.literal('pairing_matched'), payload: z.object({ roomCode: z.string() }) }),
  /** On the user's own sockets: a tournament paired the player, its game in `room_code`. */
  z.object({
    type: z.literal('tournament_paired'),
    payload: z.object({ tournament_id: z.string(), room_code: z.string() }),
  }),
  /**
   * On the user's own sockets, to each player of a tournament: its standings or games changed (a
   * pairing, a result, a join or a withdrawal); the page fetches the tournament again.
   */
  z.object({ type: z.literal('tournament_updated'), payload: z.object({ tournament_id: z.string() }) }),
  /** On the user's own sockets: a tournament the player took part in finished. */
  z.object({
    type: z.literal('tournament_finished'),
    payload: z.object({ tournament_id: z.string(), winner_id: z.string().nullable() }),
  }),
]);
/** A message the server sends. */
export type ServerMessage = z.infer<typeof serverMessageSchema>;
