// The one error type the API client throws, and the spec's friendly texts for it.
import { STATUS_TEXTS } from '@checkers/protocol';

/** What went wrong: the server answered with an error, or the request never got an answer. */
export type ApiErrorKind = 'api' | 'network' | 'offline' | 'timeout' | 'format';

/** A failed call: the HTTP status (0 when there was no answer), the server's message and code. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text an error body carries: `message`, else `error`, else `code`, else the status's default. */
export function messageOfBody(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error', 'code']) {
      const value = record[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return STATUS_TEXTS[status] ?? 'An error occurred. Please try again.';
}

/** The spec's friendly message for any error, by type. */
export function friendlyMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error ? error.message : '';
    return message || 'Game error. Please refresh if the problem persists.';
  }
  switch (error.kind) {
    case 'offline':
      return 'You are offline. Please check your internet connection.';
    case 'network':
      return 'Network error. Please check your connection and try again.';
    case 'timeout':
    case 'format':
      return error.message;
    case 'api':
      break;
  }
  switch (error.status) {
    case 400:
      return error.message || 'Invalid request. Please check your input.';
    case 401:
      return 'Session expired. Please refresh the page.';
    case 403:
      return 'Access denied. You do not have permission for this action.';
    case 404:
      return 'The requested resource was not found.';
    case 429:
      return 'Too many requests. Please slow down and try again.';
    case 500:
      return 'Server error. Please try again later.';
    default:
      return error.message || 'An error occurred. Please try again.';
  }
}

/** Whether trying again might help: no answer, a server fault or a rate limit. */
export const isRetryable = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'offline' ||
    error.status >= 500 ||
    error.status === 429);
