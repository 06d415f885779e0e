// A frame from a room socket's client, read once at the boundary: JSON, then the protocol's union of
// client messages. Anything else becomes the error message to send back, never an exception.
//
// A simple move (most frames a game sends) is checked by hand first: the schema's union costs a few
// microseconds and a kilobyte and a half of garbage a move. The check accepts only what the schema
// accepts (client-frame.test.ts holds the two to agree); anything else, or anything it is unsure
// of, goes to the schema, which also words the errors.
import {
  CHAT_CLIENT_TYPES,
  GAME_CHAT_TYPE,
  MAX_REPORTED_MOVE_MS,
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
  const move = simpleMove(json);
  if (move !== undefined) return { ok: true, message: move };
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

type MoveMessage = Extract<ClientMessage, { type: 'move' }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `a1`..`h8`, dark squares only (a1 is dark: file and rank of the same parity). */
function isSquare(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 2) return false;
  const file = value.charCodeAt(0) - 97;
  const rank = value.charCodeAt(1) - 49;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 && (file + rank) % 2 === 0;
}

/** A `move` message exactly as the schema takes it, or undefined (the schema then decides). */
export function simpleMove(json: unknown): MoveMessage | undefined {
  if (!isObject(json) || json.type !== 'move') return undefined;
  for (const key in json) if (key !== 'type' && key !== 'payload') return undefined;
  const payload = json.payload;
  if (!isObject(payload)) return undefined;
  for (const key in payload) {
    if (key !== 'from' && key !== 'to' && key !== 'clientMoveId' && key !== 'moveTimeMs') return undefined;
  }
  const { from, to, clientMoveId, moveTimeMs } = payload;
  if (!isSquare(from) || !isSquare(to)) return undefined;
  if (
    clientMoveId !== undefined &&
    (typeof clientMoveId !== 'string' || clientMoveId.length < 1 || clientMoveId.length > 64)
  )
    return undefined;
  if (
    moveTimeMs !== undefined &&
    !(
      Number.isInteger(moveTimeMs) &&
      (moveTimeMs as number) >= 0 &&
      (moveTimeMs as number) <= MAX_REPORTED_MOVE_MS
    )
  )
    return undefined;
  return json as MoveMessage;
}
