// A frame from a room socket's client, read once at the boundary: JSON, then the protocol's union of
// client messages. Anything else becomes the error message to send back, never an exception.
import {
  CHAT_CLIENT_TYPES,
  GAME_CHAT_TYPE,
  clientMessageSchema,
  type ClientMessage,
  type ServerMessage,
} from '@checkers/protocol';
import { describeIssue } from '../../lib/validate.js';

/** The message a frame holds, or the error to answer it with. */
export type ClientFrame =
  | { readonly ok: true; readonly message: ClientMessage }
  | { readonly ok: false; readonly error: Extract<ServerMessage, { type: 'error' }> };

/** Reads a text frame (null for a binary one). */
export function readClientFrame(text: string | null): ClientFrame {
  let json: unknown;
  try {
    json = text === null ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (json === undefined) {
    return {
      ok: false,
      error: { type: 'error', payload: { message: 'Invalid message format', code: 'bad_request' } },
    };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
    const message = describeIssue(parsed.error);
    return {
      ok: false,
      error: {
        type: 'error',
        payload: {
          message,
          code: invalidCodeOf(type),
          ...(type === GAME_CHAT_TYPE ? { replyTo: GAME_CHAT_TYPE } : {}),
        },
      },
    };
  }
  return { ok: true, message: parsed.data };
}

/** A malformed chat message is the chat's refusal (shown in the chat); any other, a plain one. */
function invalidCodeOf(type: unknown): 'chat_invalid' | 'validation_failed' {
  return (CHAT_CLIENT_TYPES as readonly unknown[]).includes(type) ? 'chat_invalid' : 'validation_failed';
}
