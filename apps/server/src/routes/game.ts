// Game routes: state, moves, resignation, draws, rematch, abandonment claims. Thin: parse, call the
// game service, shape the reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseSquare } from '@checkers/engine';
import {
  drawRequestSchema,
  jumpSequenceRequestSchema,
  moveRequestSchema,
  roomActionRequestSchema,
  roomPathParamsSchema,
  roomQuerySchema,
  type GameState,
  type JumpSequenceRequest,
  type MoveRequest,
} from '@checkers/protocol';
import type { GameService, MoveIntent } from '../domain/games.js';
import { reject, type Outcome } from '../lib/errors.js';
import { limitHook, type Limit } from '../lib/limits.js';
import { parseInput } from '../lib/validate.js';

/** The value of an outcome, or the failure as the reply. */
function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) reject(outcome.failure.code, outcome.failure.message);
  return outcome.value;
}

/** Square index of an algebraic square the schema already checked. */
function squareIndex(text: string): number {
  const parsed = parseSquare(text);
  if (!parsed.ok) reject('validation_failed', parsed.error.message);
  return parsed.value;
}

/** Registers the game routes. */
export async function gameRoutes(
  app: FastifyInstance,
  options: { games: GameService; moveLimit: Limit },
): Promise<void> {
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
    return unwrap(await games.move(identity, code, stepIntent(body), body.clientMoveId));
  });

  app.post('/api/jump-sequence', perPlayer, async (request): Promise<GameState> => {
    const body = parseInput(jumpSequenceRequestSchema, request.body);
    const identity = request.requireIdentity();
    const code = await roomOf(request, body.code);
    return unwrap(await games.move(identity, code, sequenceIntent(body), body.clientMoveId));
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
    const intent = 'jumps' in body ? sequenceIntent(body) : stepIntent(body);
    return unwrap(await games.move(request.requireIdentity(), roomCode, intent, body.clientMoveId));
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
}

function stepIntent(body: MoveRequest): MoveIntent {
  return { kind: 'step', from: squareIndex(body.from), to: squareIndex(body.to) };
}

function sequenceIntent(body: JumpSequenceRequest): MoveIntent {
  const { jumps } = body;
  for (let i = 1; i < jumps.length; i++) {
    if (jumps[i]!.from !== jumps[i - 1]!.to)
      reject('illegal_move', 'Illegal move: each jump must start where the last one landed');
  }
  const path = [squareIndex(jumps[0]!.from), ...jumps.map((j) => squareIndex(j.to))];
  const captured = jumps.map((j) => (j.captured === undefined ? undefined : squareIndex(j.captured)));
  return { kind: 'sequence', path, captured };
}
