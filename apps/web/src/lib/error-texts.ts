// The texts the page shows for the server's refusals, chosen by the reply's `code`: the server's
// wording may change, its codes do not. Where the spec words a refusal itself, its text is here.
import { ERROR_CODES, ROOM_CODE_LENGTH, STATUS_TEXTS, type ErrorCode } from '@checkers/protocol';
import { ApiError } from './api-error';

/** The spec's words for the refusals the page names itself. */
export const ERROR_TEXTS = {
  room_not_found: 'Room not found. Please check the code.',
  room_full: 'Room is full',
  not_your_turn: 'Not your turn!',
  illegal_move: 'Invalid move',
  unauthorized: 'Authentication failed',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** What a join with a code of the wrong shape is told (the server's check words it for developers). */
export const ROOM_CODE_TEXT = `A room code has ${ROOM_CODE_LENGTH} characters`;

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** The protocol's code of a refused call (undefined: no answer, or a code this page does not know). */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  return KNOWN_CODES.has(error.code) ? (error.code as ErrorCode) : undefined;
}

/** Whether a call was refused with one of these codes. */
export const refusedWith = (error: unknown, ...codes: readonly ErrorCode[]): boolean => {
  const code = errorCodeOf(error);
  return code !== undefined && codes.includes(code);
};

/** The spec's text for a failed join: by status or code, else the server's message, else the fallback. */
export function joinErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404 || refusedWith(error, 'room_not_found')) return ERROR_TEXTS.room_not_found;
    if (error.status === 409 || refusedWith(error, 'room_full')) return ERROR_TEXTS.room_full;
    // The code is the join's only input.
    if (refusedWith(error, 'validation_failed')) return ROOM_CODE_TEXT;
    if (error.kind === 'api' && error.message) return error.message;
  }
  return 'Failed to join room';
}

/** The spec's text for a refused move, by status or code; anything else gets the fallback. */
export function moveErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || refusedWith(error, 'unauthorized')) return ERROR_TEXTS.unauthorized;
    // A move after the end is refused as not this player's turn, as the spec words it.
    if (error.status === 403 || refusedWith(error, 'not_your_turn', 'game_over'))
      return ERROR_TEXTS.not_your_turn;
    if (error.status === 400 || refusedWith(error, 'illegal_move', 'validation_failed'))
      return ERROR_TEXTS.illegal_move;
  }
  return fallback;
}

/** The texts the API client puts in when an error body has no message of its own. */
const FILLER_TEXTS: ReadonlySet<string> = new Set(['', 'An error occurred. Please try again.']);

/** The server's own message for a refused call, else the spec's default text for the action. */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.kind !== 'api') return fallback;
  const filler = FILLER_TEXTS.has(error.message) || error.message === STATUS_TEXTS[error.status];
  return filler ? fallback : error.message;
}
