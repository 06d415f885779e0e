// Spectator routes: the list of live games, joining as a spectator, and spectator invites.
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  analyticsParamsSchema,
  inviteIdParamsSchema,
  spectatableGamesQuerySchema,
  spectateJoinRequestSchema,
  spectatorInviteRequestSchema,
  type JoinRoomResponse,
  type SpectatorAnalytics,
} from '@checkers/protocol';
import { analyticsOf } from '../domain/game-view.js';
import type { InviteService } from '../domain/invites.js';
import type { Presence } from '../domain/presence.js';
import type { RoomStore } from '../domain/room-store.js';
import type { RoomService } from '../domain/rooms.js';
import { reject, type Outcome } from '../lib/errors.js';
import { limitHook, type Limit } from '../lib/limits.js';
import { parseInput } from '../lib/validate.js';
import { callerOf, joinReply } from './rooms.js';

function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) reject(outcome.failure.code, outcome.failure.message);
  return outcome.value;
}

/** What the spectator routes need. */
export interface SpectateDeps {
  readonly rooms: RoomService;
  readonly invites: InviteService;
  readonly store: RoomStore;
  readonly presence: Presence;
  /** The budget of joins, shared with GET /api/join-room. */
  readonly joinLimit: Limit;
}

/** Registers the spectator routes. */
export async function spectateRoutes(app: FastifyInstance, deps: SpectateDeps): Promise<void> {
  const joins = { onRequest: limitHook(deps.joinLimit) };
  app.get('/api/spectate/games', async (request) => {
    const { limit } = parseInput(spectatableGamesQuerySchema, request.query);
    const rows = await deps.store.liveRooms(limit ?? 50);
    const counts = await Promise.all(rows.map((row) => deps.presence.spectatorCount(row.code)));
    return {
      games: rows.map((row, i) => ({
        room_code: row.code,
        player_red: row.red_user_id,
        player_black: row.black_user_id,
        move_count: (JSON.parse(row.moves) as unknown[]).length,
        spectator_count: counts[i] ?? 0,
        started_at: row.started_at ?? row.created_at,
      })),
    };
  });

  app.post('/api/spectate/join', joins, async (request): Promise<JoinRoomResponse> => {
    const { room_code } = parseInput(spectateJoinRequestSchema, request.body);
    return joinReply(unwrap(await deps.rooms.watch(callerOf(request), room_code)));
  });

  app.get('/api/spectate/analytics/:gameId', async (request): Promise<SpectatorAnalytics> => {
    const { gameId } = parseInput(analyticsParamsSchema, request.params);
    const row = await deps.store.find(gameId);
    if (row === undefined) reject('room_not_found', MESSAGES.roomNotFound);
    return analyticsOf(row, await deps.presence.spectatorCount(row.code));
  });

  app.post('/api/spectate/invites', async (request, reply) => {
    const body = parseInput(spectatorInviteRequestSchema, request.body);
    const invite = unwrap(
      await deps.invites.create(request.requireIdentity(), body.room_code, body.invitee_id),
    );
    reply.status(201);
    return { invite };
  });

  app.post('/api/spectate/invites/:id/accept', joins, async (request) => {
    const { id } = parseInput(inviteIdParamsSchema, request.params);
    return joinReply(unwrap(await deps.invites.accept(callerOf(request), id)));
  });

  app.post('/api/spectate/invites/:id/decline', async (request) => {
    const { id } = parseInput(inviteIdParamsSchema, request.params);
    return { invite: unwrap(await deps.invites.decline(request.requireIdentity(), id)) };
  });
}
