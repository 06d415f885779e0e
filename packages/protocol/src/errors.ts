// Error bodies and the texts the spec fixes. Every error reply carries `error`, `message` and `code`.
import { z } from 'zod';
import { CHAT_ERROR_CODES } from './chat.js';

/** Stable machine codes of error replies. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'csrf_failed',
  'unauthorized',
  'forbidden',
  'not_your_turn',
  'illegal_move',
  'not_found',
  'room_not_found',
  'room_full',
  'game_not_started',
  'game_over',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
  ...CHAT_ERROR_CODES,
] as const;
/** A stable machine code of an error reply. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error reply. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES),
});
/** The body of every error reply. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
/**
 * An error reply as sent: the friends, challenges and daily-puzzle calls flag theirs with
 * `success: false`, as their successes say `success: true`.
 */
export const errorReplySchema = errorBodySchema.extend({ success: z.literal(false).optional() });

/** The reply of a call that answers 204 with no body. */
export const noContentSchema = z.null().describe('No content');

/** Messages the spec fixes word for word. */
export const MESSAGES = {
  roomNotFound: 'Room not found',
  roomFull: 'Room is full',
  notYourTurn: 'Not your turn',
  gameNotStarted: 'Game not started: waiting for the opponent',
  tooManyRequests: 'Too many requests',
  csrf: 'Invalid or missing CSRF token',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username is already taken',
  guestNotAccount: 'This is a guest session: register to have an account',
} as const;

/** Default status texts when an error body has no message. */
export const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: 'Invalid request',
  401: 'Authentication required',
  403: 'Access denied',
  404: 'Resource not found',
  429: 'Too many requests - please slow down',
  500: 'Server error',
  502: 'Server temporarily unavailable',
  503: 'Service unavailable',
};
