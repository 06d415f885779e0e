// Spectator routes: the list of live games, joining as a spectator, and spectator invites. (A
// game's figures for its spectators are the games module's.)
import type { FastifyInstance } from 'fastify';
import {
  inviteIdParamsSchema,
  spectatableGamesQuerySchema,
  spectateJoinRequestSchema,
  spectatorInviteRequestSchema,
  type JoinRoomResponse,
} from '@checkers/protocol';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { parseInput } from '../../lib/validate.js';
import type { Presence } from '../realtime/index.js';
import type { InviteService } from './invites.js';
import type { RoomService } from './room-service.js';
import type { RoomStore } from './room-store.js';
import { callerOf, joinReply } from './routes.js';

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
