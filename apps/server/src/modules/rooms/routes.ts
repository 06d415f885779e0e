// Room routes: create, join, spectate. Thin: the schemas check the input, the room service acts,
// the handler shapes the reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createRoomRequestSchema,
  createRoomResponseSchema,
  joinRoomResponseSchema,
  roomQuerySchema,
  type JoinRoomResponse,
} from '@checkers/protocol';
import { reject } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import { bearerToken } from '../../lib/tokens.js';
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
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/create-room',
    {
      onRequest: limitHook(options.createLimit),
      schema: {
        tags: ['rooms'],
        summary: 'Create a private room and take its first seat',
        body: createRoomRequestSchema,
        response: { 201: createRoomResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const member = await rooms.create(callerOf(request), body.color, body.timeControl);
      return reply.status(201).send({
        invite_code: member.roomCode,
        player_id: member.playerId,
        token: member.token,
        color: member.color ?? 'red',
        ...(member.timeControl === undefined ? {} : { time_control: member.timeControl }),
      });
    },
  );

  api.get(
    '/api/join-room',
    {
      onRequest: limitHook(options.joinLimit),
      schema: {
        tags: ['rooms'],
        summary: 'Join a room by its code: a free seat, else a spectator place',
        querystring: roomQuerySchema,
        response: { 200: joinRoomResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const joined = await rooms.join(callerOf(request), request.query.code);
      if (!joined.ok) reject(joined.failure.code, joined.failure.message);
      return joinReply(joined.value);
    },
  );
}
