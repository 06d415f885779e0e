// Room calls: create, join, resign, rematch, draw offers, abandonment claims, health.
import { z } from 'zod';
import { timeControlSchema } from './clock.js';
import { colorSchema, roomCodeSchema } from './game.js';

/** GET /api/health reply. */
export const healthResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });

/**
 * POST /api/create-room body: the creator may ask for a colour, else it is random, and a time
 * control, else the game is untimed.
 */
export const createRoomRequestSchema = z.strictObject({
  color: z.enum(['red', 'black', 'random']).optional(),
  timeControl: timeControlSchema.optional(),
});
/** POST /api/create-room reply. */
export const createRoomResponseSchema = z.object({
  invite_code: z.string(),
  player_id: z.string(),
  token: z.string(),
  color: colorSchema,
  /** The room's time control; absent when untimed. */
  time_control: timeControlSchema.optional(),
});
/** POST /api/create-room reply. */
export type CreateRoomResponse = z.infer<typeof createRoomResponseSchema>;

/** GET /api/join-room query, and GET /api/game-state query. */
export const roomQuerySchema = z.strictObject({ code: roomCodeSchema });

/** GET /api/join-room reply. `color` is null for a spectator. */
export const joinRoomResponseSchema = z.object({
  room_code: z.string(),
  player_id: z.string(),
  token: z.string(),
  is_spectator: z.boolean(),
  color: colorSchema.nullable(),
  /** The room's time control; absent when untimed. */
  time_control: timeControlSchema.optional(),
});
/** GET /api/join-room reply. */
export type JoinRoomResponse = z.infer<typeof joinRoomResponseSchema>;

/** Body of calls that act on one room (resign, rematch, draw, claim): the room, when ambiguous. */
export const roomActionRequestSchema = z.strictObject({ code: roomCodeSchema.optional() });

/** POST /api/resign reply. */
export const resignResponseSchema = z.object({ success: z.literal(true) });

/** POST /api/rematch reply: `newRoomCode` once both asked, else the asker waits. */
export const rematchResponseSchema = z.object({
  newRoomCode: z.string().optional(),
  waiting: z.boolean(),
});

/** POST /api/draw body: offer a draw, or answer the opponent's offer. */
export const drawRequestSchema = z.strictObject({
  code: roomCodeSchema.optional(),
  action: z.enum(['offer', 'accept', 'decline']),
});
/** POST /api/draw body. */
export type DrawRequest = z.infer<typeof drawRequestSchema>;

/** POST /api/spectate/join body. */
export const spectateJoinRequestSchema = z.strictObject({ room_code: roomCodeSchema });

/** One live game in GET /api/spectate/games. */
export const spectatableGameSchema = z.object({
  room_code: z.string(),
  player_red: z.string().nullable(),
  player_black: z.string().nullable(),
  /** The seated players' display names. */
  red_name: z.string().nullable(),
  black_name: z.string().nullable(),
  rated: z.boolean(),
  /** The players' global ratings, in rated games only (null otherwise). */
  red_rating: z.number().nullable(),
  black_rating: z.number().nullable(),
  move_count: z.number().int(),
  spectator_count: z.number().int(),
  started_at: z.string(),
  /** The game's time control; absent when untimed. */
  time_control: timeControlSchema.optional(),
});
/** One live game in GET /api/spectate/games. */
export type SpectatableGame = z.infer<typeof spectatableGameSchema>;
/** GET /api/spectate/games reply. */
export const spectatableGamesResponseSchema = z.object({ games: z.array(spectatableGameSchema) });

/**
 * POST /api/spectate/invites body: invite one user (by `invitee_id`, or an account by
 * `invitee_username`, any case), or anyone with the link when both are absent.
 */
export const spectatorInviteRequestSchema = z
  .strictObject({
    room_code: roomCodeSchema,
    invitee_id: z.string().min(1).max(64).optional(),
    invitee_username: z.string().trim().min(1).max(64).optional(),
  })
  .refine((body) => body.invitee_id === undefined || body.invitee_username === undefined, {
    message: 'Give invitee_id or invitee_username, not both',
    path: ['invitee_username'],
  });

/** A spectator invite. */
export const spectatorInviteSchema = z.object({
  id: z.string(),
  room_code: z.string(),
  created_by: z.string(),
  invitee_id: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'declined']),
  created_at: z.string(),
  expires_at: z.string(),
});

/** A spectator invite. */
export type SpectatorInvite = z.infer<typeof spectatorInviteSchema>;

/** POST /api/spectate/invites reply (201), and POST /api/spectate/invites/{id}/decline reply. */
export const spectatorInviteResponseSchema = z.object({ invite: spectatorInviteSchema });

/** One of the caller's pending invites in GET /api/spectate/invites, with who sent it. */
export const pendingInviteSchema = spectatorInviteSchema.extend({ inviter_name: z.string() });
/** One of the caller's pending invites. */
export type PendingInvite = z.infer<typeof pendingInviteSchema>;
/** GET /api/spectate/invites reply: the caller's pending invites, newest first. */
export const pendingInvitesResponseSchema = z.object({ invites: z.array(pendingInviteSchema) });
/** GET /api/spectate/invites query: none. */
export const pendingInvitesQuerySchema = z.strictObject({});

/** GET /api/spectate/games query. */
export const spectatableGamesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Path parameter of invite calls. */
export const inviteIdParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** Path parameter of GET /api/spectate/analytics/{gameId}: the game's room code. */
export const analyticsParamsSchema = z.strictObject({ gameId: roomCodeSchema });

const materialSchema = z.object({ men: z.number().int(), kings: z.number().int() });

/** GET /api/spectate/analytics/{gameId} reply: figures about one game, for its spectators. */
export const spectatorAnalyticsSchema = z.object({
  room_code: z.string(),
  status: z.enum(['waiting', 'active', 'finished']),
  move_count: z.number().int(),
  /** Pieces captured by each colour. */
  captures: z.object({ red: z.number().int(), black: z.number().int() }),
  /** Pieces left on the board by colour. */
  material: z.object({ red: materialSchema, black: materialSchema }),
  current_turn: colorSchema,
  spectator_count: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Playing time so far, or of the whole game once it is over; null before it starts. */
  duration_ms: z.number().int().nullable(),
  winner: colorSchema.nullable(),
  reason: z.string().nullable(),
});
/** GET /api/spectate/analytics/{gameId} reply. */
export type SpectatorAnalytics = z.infer<typeof spectatorAnalyticsSchema>;
