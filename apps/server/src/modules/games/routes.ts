// Game routes: state, moves, resignation, draws, rematch, abandonment claims, a game's figures for
// its spectators, and its record. Thin: the schemas check the input, the game service acts, the
// handler shapes the reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  analyticsParamsSchema,
  drawRequestSchema,
  gameRecordParamsSchema,
  gameRecordResponseSchema,
  gameStateSchema,
  jumpSequenceRequestSchema,
  moveRequestSchema,
  queuedMoveRequestSchema,
  rematchResponseSchema,
  resignResponseSchema,
  roomActionRequestSchema,
  roomPathParamsSchema,
  roomQuerySchema,
  spectatorAnalyticsSchema,
  moveIntentOf,
  type MoveIntent,
  type WireJumps,
  type WireStep,
} from '@checkers/protocol';
import { reject, unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import type { Presence } from '../realtime/index.js';
import type { RoomStore } from '../rooms/index.js';
import type { GameService } from './game-service.js';
import { gameRecordOf, type RecordSources } from './game-record.js';
import { analyticsOf } from './game-view.js';

/** What the game routes need. */
export interface GameRouteDeps {
  readonly games: GameService;
  readonly store: RoomStore;
  readonly presence: Presence;
  readonly moveLimit: Limit;
  /** The players' names and ratings for a game's record. */
  readonly records: RecordSources;
}

const tags = ['games'];
const gameStateReply = { 200: gameStateSchema, ...ERROR_REPLIES };

/** Registers the game routes. */
export async function gameRoutes(app: FastifyInstance, options: GameRouteDeps): Promise<void> {
  const { games } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Steps and whole sequences share one budget.
  const perPlayer = limitHook(options.moveLimit);

  async function roomOf(request: FastifyRequest, code: string | undefined): Promise<string> {
    return unwrap(await games.roomFor(request.requireIdentity(), code));
  }

  api.get(
    '/api/game-state',
    {
      schema: {
        tags,
        summary: "A room's game as its caller sees it",
        querystring: roomQuerySchema,
        response: gameStateReply,
      },
    },
    async (request) => unwrap(await games.state(request.query.code, request.identity)),
  );

  api.post(
    '/api/move',
    {
      onRequest: perPlayer,
      schema: {
        tags,
        summary: 'Play one step or one jump',
        body: moveRequestSchema,
        response: gameStateReply,
      },
    },
    async (request) => {
      const { body } = request;
      const identity = request.requireIdentity();
      const code = await roomOf(request, body.code);
      return unwrap(await games.move(identity, code, intentOf(body), body.clientMoveId, body.moveTimeMs));
    },
  );

  api.post(
    '/api/jump-sequence',
    {
      onRequest: perPlayer,
      schema: {
        tags,
        summary: 'Play a whole capture sequence, all of it or none',
        body: jumpSequenceRequestSchema,
        response: gameStateReply,
      },
    },
    async (request) => {
      const { body } = request;
      const identity = request.requireIdentity();
      const code = await roomOf(request, body.code);
      return unwrap(await games.move(identity, code, intentOf(body), body.clientMoveId, body.moveTimeMs));
    },
  );

  // Offline sync: a move queued while the client was offline, sent when it is back. The body is a
  // step (as /api/move) or a capture sequence (as /api/jump-sequence); its client move id makes a
  // resend harmless.
  api.post(
    '/api/rooms/:roomCode/moves',
    {
      onRequest: perPlayer,
      schema: {
        tags,
        summary: 'Send a move queued while offline',
        params: roomPathParamsSchema,
        body: queuedMoveRequestSchema,
        response: gameStateReply,
      },
    },
    async (request) => {
      const { roomCode } = request.params;
      const { body } = request;
      if (body.code !== undefined && body.code !== roomCode)
        reject('validation_failed', 'code: not the room of the path');
      return unwrap(
        await games.move(
          request.requireIdentity(),
          roomCode,
          intentOf(body),
          body.clientMoveId,
          body.moveTimeMs,
        ),
      );
    },
  );

  api.post(
    '/api/resign',
    {
      schema: {
        tags,
        summary: 'Resign the game',
        body: roomActionRequestSchema,
        response: { 200: resignResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      unwrap(await games.resign(request.requireIdentity(), await roomOf(request, request.body.code)));
      return { success: true as const };
    },
  );

  api.post(
    '/api/draw',
    {
      schema: {
        tags,
        summary: "Offer a draw, or answer the opponent's offer",
        body: drawRequestSchema,
        response: gameStateReply,
      },
    },
    async (request) => {
      const { body } = request;
      return unwrap(
        await games.draw(request.requireIdentity(), await roomOf(request, body.code), body.action),
      );
    },
  );

  api.post(
    '/api/claim-win',
    {
      schema: {
        tags,
        summary: 'Claim the win when the opponent has left',
        body: roomActionRequestSchema,
        response: gameStateReply,
      },
    },
    async (request) =>
      unwrap(await games.claimAbandoned(request.requireIdentity(), await roomOf(request, request.body.code))),
  );

  api.post(
    '/api/rematch',
    {
      schema: {
        tags,
        summary: 'Ask for a rematch; the second asker gets the new room',
        body: roomActionRequestSchema,
        response: { 200: rematchResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) =>
      unwrap(await games.rematch(request.requireIdentity(), await roomOf(request, request.body.code))),
  );

  api.get(
    '/api/spectate/analytics/:gameId',
    {
      schema: {
        tags: ['spectate'],
        summary: "A game's figures for its spectators",
        params: analyticsParamsSchema,
        response: { 200: spectatorAnalyticsSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const row = await options.store.find(request.params.gameId);
      if (row === undefined) reject('room_not_found', MESSAGES.roomNotFound);
      return analyticsOf(row, await options.presence.spectatorCount(row.code));
    },
  );

  // A game's record. Public like the analytics: a finished game is a public record, and a running
  // game's moves are already shown to any spectator.
  api.get(
    '/api/games/:code',
    {
      schema: {
        tags,
        summary: "A game's record",
        params: gameRecordParamsSchema,
        response: { 200: gameRecordResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const row = await options.store.find(request.params.code);
      if (row === undefined) reject('room_not_found', MESSAGES.roomNotFound);
      return { game: await gameRecordOf(row, options.records) };
    },
  );
}

/** The engine intent of a move body the schema already checked, or the refusal as the reply. */
function intentOf(body: WireStep | WireJumps): MoveIntent {
  const intent = moveIntentOf(body);
  if (!intent.ok) reject(intent.error.code, intent.error.message);
  return intent.value;
}
