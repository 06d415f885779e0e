// Expected failures travel as values (`Failure`); routes turn them into error replies with the
// status that fits. Every error body carries `error`, `message` and `code`, never a stack trace.
import { STATUS_CODES } from 'node:http';
import type { ErrorBody, ErrorCode } from '@checkers/protocol';
import { STATUS_TEXTS } from '@checkers/protocol';

/** An expected failure of a domain operation. */
export interface Failure {
  readonly code: ErrorCode;
  readonly message: string;
}

/** Either a value or a Failure. */
export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

/** A successful outcome. */
export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
/** A failed outcome. */
export const failure = (code: ErrorCode, message: string): Outcome<never> => ({
  ok: false,
  failure: { code, message },
});

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  illegal_move: 400,
  unauthorized: 401,
  csrf_failed: 403,
  forbidden: 403,
  not_your_turn: 403,
  not_found: 404,
  room_not_found: 404,
  room_full: 409,
  game_not_started: 409,
  game_over: 409,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  chat_too_long: 400,
  chat_invalid: 400,
  chat_opted_out: 403,
  chat_muted: 403,
  chat_not_moderator: 403,
  chat_closed: 403,
  chat_players_only: 403,
  chat_message_not_found: 404,
  chat_no_such_user: 404,
  chat_too_fast: 429,
};

/** The HTTP status of a failure code. */
export const statusOf = (code: ErrorCode): number => STATUS_BY_CODE[code];

/** The error reply body of a failure. */
export function errorBody(f: Failure): ErrorBody {
  const status = statusOf(f.code);
  // The spec's texts where it has one (400, 401, 403, 404, 429, 500, ...), HTTP's own otherwise.
  return { error: STATUS_TEXTS[status] ?? STATUS_CODES[status] ?? 'Error', message: f.message, code: f.code };
}

/**
 * True when an error says the database cannot be reached (refused, cut, timed out, shutting down)
 * rather than that a query is wrong: the call fails with 503 and may be tried again.
 */
export function isUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code))
      return true;
    // PostgreSQL: connection exceptions (08...), shutting down or cannot connect now (57P0x).
    if (/^08|^57P0[1-3]$/.test(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
}

/** The reply to a call made while the database cannot be reached. */
export const UNAVAILABLE: Failure = {
  code: 'unavailable',
  message: 'The service is temporarily unavailable. Please try again shortly.',
};

/** Thrown inside a request to end it with a failure reply (validation, auth). */
export class HttpFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Throws a failure out of a request handler. */
export function reject(code: ErrorCode, message: string): never {
  throw new HttpFailure({ code, message });
}

/** The value of an outcome, or its failure thrown as the reply (for route handlers). */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) reject(outcome.failure.code, outcome.failure.message);
  return outcome.value;
}
