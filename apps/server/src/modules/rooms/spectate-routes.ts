// Spectator routes: the list of live games, joining as a spectator, and spectator invites. (A
// game's figures for its spectators are the games module's.)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  inviteIdParamsSchema,
  joinRoomResponseSchema,
  pendingInvitesQuerySchema,
  pendingInvitesResponseSchema,
  spectatableGamesQuerySchema,
  spectatableGamesResponseSchema,
  spectateJoinRequestSchema,
  spectatorInviteRequestSchema,
  spectatorInviteResponseSchema,
  type TimedControl,
} from '@checkers/protocol';
import type { RoomRow } from './tables.js';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
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

const tags = ['spectate'];
const joinReplies = { 200: joinRoomResponseSchema, ...ERROR_REPLIES };
const inviteReplies = { 200: spectatorInviteResponseSchema, ...ERROR_REPLIES };

/** Registers the spectator routes. */
export async function spectateRoutes(app: FastifyInstance, deps: SpectateDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const joins = limitHook(deps.joinLimit);

  api.get(
    '/api/spectate/games',
    {
      schema: {
        tags,
        summary: 'The live games one may watch',
        querystring: spectatableGamesQuerySchema,
        response: { 200: spectatableGamesResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const rows = await deps.store.liveRooms(request.query.limit ?? 50);
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
    },
  );

  api.post(
    '/api/spectate/join',
    {
      onRequest: joins,
      schema: {
        tags,
        summary: 'Watch a room by its code',
        body: spectateJoinRequestSchema,
        response: joinReplies,
      },
    },
    async (request) => joinReply(unwrap(await deps.rooms.watch(callerOf(request), request.body.room_code))),
  );

  api.get(
    '/api/spectate/invites',
    {
      onRequest: limitHook(deps.inviteListLimit),
      schema: {
        tags,
        summary: "The caller's pending spectator invites, newest first",
        querystring: pendingInvitesQuerySchema,
        response: { 200: pendingInvitesResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => ({ invites: await deps.invites.pendingFor(request.requireIdentity()) }),
  );

  api.post(
    '/api/spectate/invites',
    {
      schema: {
        tags,
        summary: 'Invite one user, or anyone with the link, to watch a room',
        body: spectatorInviteRequestSchema,
        response: { 201: spectatorInviteResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const invite = unwrap(
        await deps.invites.create(
          request.requireIdentity(),
          body.room_code,
          body.invitee_username === undefined ? body.invitee_id : { username: body.invitee_username },
        ),
      );
      return reply.status(201).send({ invite });
    },
  );

  api.post(
    '/api/spectate/invites/:id/accept',
    {
      onRequest: joins,
      schema: {
        tags,
        summary: 'Accept a spectator invite and watch',
        params: inviteIdParamsSchema,
        response: joinReplies,
      },
    },
    async (request) => joinReply(unwrap(await deps.invites.accept(callerOf(request), request.params.id))),
  );

  api.post(
    '/api/spectate/invites/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a spectator invite',
        params: inviteIdParamsSchema,
        response: inviteReplies,
      },
    },
    async (request) => ({
      invite: unwrap(await deps.invites.decline(request.requireIdentity(), request.params.id)),
    }),
  );
}
