// Spectator routes: the list of live games, joining as a spectator, and spectator invites. (A
// game's figures for its spectators are the games module's.)
import type { FastifyInstance } from 'fastify';
import {
  inviteIdParamsSchema,
  pendingInvitesQuerySchema,
  spectatableGamesQuerySchema,
  spectateJoinRequestSchema,
  spectatorInviteRequestSchema,
  type JoinRoomResponse,
  type TimedControl,
} from '@checkers/protocol';
import type { RoomRow } from './tables.js';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { parseInput } from '../../lib/validate.js';
import type { Presence } from '../realtime/index.js';
import type { InviteService } from './invites.js';
import type { RoomService } from './room-service.js';
import type { RoomStore } from './room-store.js';
import { timeControlOf } from './clock-row.js';
import { callerOf, joinReply } from './routes.js';

/** A seated player as the list of live games shows them: the name, and the rating of an account. */
export interface ListedPlayer {
  readonly name: string;
  /** The global rating (the ladder's start for an account not rated yet); null for a guest. */
  readonly rating: number | null;
}

/** How many times a minute a caller may list its pending invites (it polls while signed in). */
export const INVITE_LIST_PER_MINUTE = 60;

/** What the spectator routes need. */
export interface SpectateDeps {
  readonly rooms: RoomService;
  readonly invites: InviteService;
  readonly store: RoomStore;
  readonly presence: Presence;
  /** The budget of joins, shared with GET /api/join-room. */
  readonly joinLimit: Limit;
  /** The budget of GET /api/spectate/invites. */
  readonly inviteListLimit: Limit;
  /** The names and ratings of the given users (app.ts wires the accounts and ratings modules). */
  readonly playersOf: (userIds: readonly string[]) => Promise<Map<string, ListedPlayer>>;
}

/** The time control a listed game shows: none when untimed. */
function timedOf(row: RoomRow): { time_control?: TimedControl } {
  const control = timeControlOf(row);
  return control === null ? {} : { time_control: control };
}

/** Registers the spectator routes. */
export async function spectateRoutes(app: FastifyInstance, deps: SpectateDeps): Promise<void> {
  const joins = { onRequest: limitHook(deps.joinLimit) };
  app.get('/api/spectate/games', async (request) => {
    const { limit } = parseInput(spectatableGamesQuerySchema, request.query);
    const rows = await deps.store.liveRooms(limit ?? 50);
    const seated = rows.flatMap((row) => [row.red_user_id, row.black_user_id]);
    const [counts, players] = await Promise.all([
      Promise.all(rows.map((row) => deps.presence.spectatorCount(row.code))),
      deps.playersOf([...new Set(seated.filter((id): id is string => id !== null))]),
    ]);
    const nameOf = (id: string | null): string | null =>
      id === null ? null : (players.get(id)?.name ?? 'Unknown player');
    // Ratings are shown for rated games only (a casual game between accounts changes none).
    const ratingOf = (id: string | null, rated: boolean): number | null =>
      id === null || !rated ? null : (players.get(id)?.rating ?? null);
    return {
      games: rows.map((row, i) => ({
        room_code: row.code,
        player_red: row.red_user_id,
        player_black: row.black_user_id,
        red_name: nameOf(row.red_user_id),
        black_name: nameOf(row.black_user_id),
        rated: row.rated === 1,
        red_rating: ratingOf(row.red_user_id, row.rated === 1),
        black_rating: ratingOf(row.black_user_id, row.rated === 1),
        move_count: (JSON.parse(row.moves) as unknown[]).length,
        spectator_count: counts[i] ?? 0,
        started_at: row.started_at ?? row.created_at,
        ...timedOf(row),
      })),
    };
  });

  app.post('/api/spectate/join', joins, async (request): Promise<JoinRoomResponse> => {
    const { room_code } = parseInput(spectateJoinRequestSchema, request.body);
    return joinReply(unwrap(await deps.rooms.watch(callerOf(request), room_code)));
  });

  app.get('/api/spectate/invites', { onRequest: limitHook(deps.inviteListLimit) }, async (request) => {
    parseInput(pendingInvitesQuerySchema, request.query);
    return { invites: await deps.invites.pendingFor(request.requireIdentity()) };
  });

  app.post('/api/spectate/invites', async (request, reply) => {
    const body = parseInput(spectatorInviteRequestSchema, request.body);
    const invite = unwrap(
      await deps.invites.create(
        request.requireIdentity(),
        body.room_code,
        body.invitee_username === undefined ? body.invitee_id : { username: body.invitee_username },
      ),
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
