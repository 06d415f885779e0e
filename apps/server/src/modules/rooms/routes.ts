// Room routes: create, join, spectate. Thin: parse, call the room service, shape the reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createRoomRequestSchema,
  roomQuerySchema,
  type CreateRoomResponse,
  type JoinRoomResponse,
} from '@checkers/protocol';
import { reject } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { bearerToken } from '../../lib/tokens.js';
import { parseInput } from '../../lib/validate.js';
import type { Caller, Membership, RoomService } from './room-service.js';

/** The caller of a request as the room service sees it. */
export const callerOf = (request: FastifyRequest): Caller => ({
  identity: request.identity,
  token: bearerToken(request),
});

/** The join reply of a membership. */
export const joinReply = (m: Membership): JoinRoomResponse => ({
  room_code: m.roomCode,
  player_id: m.playerId,
  token: m.token,
  is_spectator: m.isSpectator,
  color: m.color,
  ...(m.timeControl === undefined ? {} : { time_control: m.timeControl }),
});

/** Registers the room routes. */
export async function roomRoutes(
  app: FastifyInstance,
  options: { rooms: RoomService; createLimit: Limit; joinLimit: Limit },
): Promise<void> {
  const { rooms } = options;

  app.post(
    '/api/create-room',
    { onRequest: limitHook(options.createLimit) },
    async (request, reply): Promise<CreateRoomResponse> => {
      const body = parseInput(createRoomRequestSchema, request.body);
      const member = await rooms.create(callerOf(request), body.color, body.timeControl);
      reply.status(201);
      return {
        invite_code: member.roomCode,
        player_id: member.playerId,
        token: member.token,
        color: member.color ?? 'red',
        ...(member.timeControl === undefined ? {} : { time_control: member.timeControl }),
      };
    },
  );

  app.get(
    '/api/join-room',
    { onRequest: limitHook(options.joinLimit) },
    async (request): Promise<JoinRoomResponse> => {
      const { code } = parseInput(roomQuerySchema, request.query);
      const joined = await rooms.join(callerOf(request), code);
      if (!joined.ok) reject(joined.failure.code, joined.failure.message);
      return joinReply(joined.value);
    },
  );
}
