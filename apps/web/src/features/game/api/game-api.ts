// Game calls: moves, jump sequences, resigning, draws and rematches. Each returns the new state or
// throws an Error carrying the spec's text for the player.
import { gameStateSchema, rematchResponseSchema, type GameState } from '@checkers/protocol';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-error';
import { moveErrorText } from '../../../lib/error-texts';
import type { UnsentMove } from '../../../stores/offline-port';
import type { Jump } from '../move-interaction';

let moveCounter = 0;
/** A client move id makes a retried move count once on the server. */
const clientMoveId = (): string => `${Date.now().toString(36)}-${(moveCounter++).toString(36)}`;

/**
 * A move the server never answered (offline, no connection, timed out), with the body it was sent
 * with: the offline queue may keep it and send it again later with the same client move id.
 */
export class UnansweredMoveError extends Error {
  constructor(
    message: string,
    readonly move: UnsentMove,
  ) {
    super(message);
    this.name = 'UnansweredMoveError';
  }
}

const unanswered = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout');

function stateOf(reply: unknown): GameState {
  const parsed = gameStateSchema.safeParse(reply);
  if (!parsed.success) throw new Error('Unexpected response format');
  return parsed.data;
}

/**
 * `moveTimeMs` as the request carries it (a timed game's think time, for the server's lag credit);
 * a move kept for later is sent without it, its time being long past.
 */
const timed = (moveTimeMs: number | undefined): { moveTimeMs?: number } =>
  moveTimeMs === undefined ? {} : { moveTimeMs };

/** POST /api/move: one step (or one jump of a server-side multi-jump), with the think time if timed. */
export async function sendMove(
  code: string,
  from: string,
  to: string,
  moveTimeMs?: number,
): Promise<GameState> {
  const body = { from, to, clientMoveId: clientMoveId() };
  try {
    return stateOf(await api.post('/api/move', { code, ...body, ...timed(moveTimeMs) }));
  } catch (error) {
    if (error instanceof Error && error.message === 'Unexpected response format') throw error;
    if (unanswered(error)) throw new UnansweredMoveError('Failed to make move', { roomCode: code, body });
    throw new Error(moveErrorText(error, 'Failed to make move'));
  }
}

/** POST /api/jump-sequence: every collected jump, applied together or not at all. */
export async function sendJumpSequence(
  code: string,
  jumps: readonly Jump[],
  moveTimeMs?: number,
): Promise<GameState> {
  const body = { jumps, clientMoveId: clientMoveId() };
  try {
    return stateOf(await api.post('/api/jump-sequence', { code, ...body, ...timed(moveTimeMs) }));
  } catch (error) {
    if (unanswered(error)) throw new UnansweredMoveError('Failed to make moves', { roomCode: code, body });
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      throw new Error(moveErrorText(error, 'Failed to make moves'));
    }
    throw new Error('Failed to make moves');
  }
}

/** POST /api/resign. */
export async function resign(code: string): Promise<void> {
  try {
    await api.post('/api/resign', { code });
  } catch {
    throw new Error('Failed to resign');
  }
}

/** POST /api/draw: offer, accept or decline. */
export async function answerDraw(code: string, action: 'offer' | 'accept' | 'decline'): Promise<GameState> {
  try {
    return stateOf(await api.post('/api/draw', { code, action }));
  } catch (error) {
    throw new Error(
      error instanceof ApiError && error.kind === 'api'
        ? error.message
        : 'Game error. Please refresh if the problem persists.',
    );
  }
}

/** POST /api/rematch: the new room once both asked, else null while the opponent decides. */
export async function requestRematch(code: string): Promise<string | null> {
  try {
    const parsed = rematchResponseSchema.safeParse(await api.post('/api/rematch', { code }));
    if (!parsed.success) throw new Error('Unexpected response format');
    return parsed.data.newRoomCode ?? null;
  } catch {
    throw new Error('Failed to request rematch');
  }
}

/** POST /api/claim-win: wins a game the opponent has left for longer than the server allows. */
export async function claimWin(code: string): Promise<GameState> {
  try {
    return stateOf(await api.post('/api/claim-win', { code }));
  } catch (error) {
    throw new Error(
      error instanceof ApiError && error.kind === 'api'
        ? error.message
        : 'Game error. Please refresh if the problem persists.',
    );
  }
}
