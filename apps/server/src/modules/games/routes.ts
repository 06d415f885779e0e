// Game routes: state, moves, resignation, draws, rematch, abandonment claims, a game's figures for
// its spectators, and its record. Thin: parse, call the game service, shape the reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  analyticsParamsSchema,
  drawRequestSchema,
  gameRecordParamsSchema,
  jumpSequenceRequestSchema,
  moveRequestSchema,
  roomActionRequestSchema,
  roomPathParamsSchema,
  roomQuerySchema,
  moveIntentOf,
  type GameRecordResponse,
  type GameState,
  type MoveIntent,
  type SpectatorAnalytics,
  type WireJumps,
  type WireStep,
} from '@checkers/protocol';
import { reject, unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { parseInput } from '../../lib/validate.js';
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

/** Registers the game routes. */
export async function gameRoutes(app: FastifyInstance, options: GameRouteDeps): Promise<void> {
  const { games } = options;
  // Steps and whole sequences share one budget.
  const perPlayer = { onRequest: limitHook(options.moveLimit) };

  async function roomOf(request: FastifyRequest, code: string | undefined): Promise<string> {
    return unwrap(await games.roomFor(request.requireIdentity(), code));
  }

  app.get('/api/game-state', async (request): Promise<GameState> => {
    const { code } = parseInput(roomQuerySchema, request.query);
    return unwrap(await games.state(code, request.identity));
  });

  app.post('/api/move', perPlayer, async (request): Promise<GameState> => {
    const body = parseInput(moveRequestSchema, request.body);
    const identity = request.requireIdentity();
    const code = await roomOf(request, body.code);
    return unwrap(await games.move(identity, code, intentOf(body), body.clientMoveId, body.moveTimeMs));
  });

  app.post('/api/jump-sequence', perPlayer, async (request): Promise<GameState> => {
    const body = parseInput(jumpSequenceRequestSchema, request.body);
    const identity = request.requireIdentity();
    const code = await roomOf(request, body.code);
    return unwrap(await games.move(identity, code, intentOf(body), body.clientMoveId, body.moveTimeMs));
  });

  // Offline sync: a move queued while the client was offline, sent when it is back. The body is a
  // step (as /api/move) or a capture sequence (as /api/jump-sequence); its client move id makes a
  // resend harmless.
  app.post('/api/rooms/:roomCode/moves', perPlayer, async (request): Promise<GameState> => {
    const { roomCode } = parseInput(roomPathParamsSchema, request.params);
    const raw = request.body;
    const sequence = typeof raw === 'object' && raw !== null && 'jumps' in raw;
    const body = sequence ? parseInput(jumpSequenceRequestSchema, raw) : parseInput(moveRequestSchema, raw);
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
  });

  app.post('/api/resign', async (request) => {
    const body = parseInput(roomActionRequestSchema, request.body);
    unwrap(await games.resign(request.requireIdentity(), await roomOf(request, body.code)));
    return { success: true as const };
  });

  app.post('/api/draw', async (request): Promise<GameState> => {
    const body = parseInput(drawRequestSchema, request.body);
    return unwrap(await games.draw(request.requireIdentity(), await roomOf(request, body.code), body.action));
  });

  app.post('/api/claim-win', async (request): Promise<GameState> => {
    const body = parseInput(roomActionRequestSchema, request.body);
    return unwrap(await games.claimAbandoned(request.requireIdentity(), await roomOf(request, body.code)));
  });

  app.post('/api/rematch', async (request) => {
    const body = parseInput(roomActionRequestSchema, request.body);
    return unwrap(await games.rematch(request.requireIdentity(), await roomOf(request, body.code)));
  });

  app.get('/api/spectate/analytics/:gameId', async (request): Promise<SpectatorAnalytics> => {
    const { gameId } = parseInput(analyticsParamsSchema, request.params);
    const row = await options.store.find(gameId);
    if (row === undefined) reject('room_not_found', MESSAGES.roomNotFound);
    return analyticsOf(row, await options.presence.spectatorCount(row.code));
  });

  // A game's record. Public like the analytics: a finished game is a public record, and a running
  // game's moves are already shown to any spectator.
  app.get('/api/games/:code', async (request): Promise<GameRecordResponse> => {
    const { code } = parseInput(gameRecordParamsSchema, request.params);
    const row = await options.store.find(code);
    if (row === undefined) reject('room_not_found', MESSAGES.roomNotFound);
    return { game: await gameRecordOf(row, options.records) };
  });
}

/** The engine intent of a move body the schema already checked, or the refusal as the reply. */
function intentOf(body: WireStep | WireJumps): MoveIntent {
  const intent = moveIntentOf(body);
  if (!intent.ok) reject(intent.error.code, intent.error.message);
  return intent.value;
}
