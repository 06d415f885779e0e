// Creating and joining rooms (core §7, §8): replies are checked, failures get the spec's texts.
import { createRoomResponseSchema, joinRoomResponseSchema, type WireColor } from '@checkers/protocol';
import { api } from './api';
import { ApiError } from './api-error';

/** A seat (or a spectator's place) in a room. */
export interface RoomSeat {
  readonly roomCode: string;
  readonly playerId: string;
  readonly token: string;
  readonly isSpectator: boolean;
  readonly color: WireColor | null;
}

/** A failure with the text to show the user. */
export class RoomError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** No answer came at all: the network is down, so the offline AI game is worth offering. */
    readonly unreachable = false,
  ) {
    super(message);
    this.name = 'RoomError';
  }
}

const INVALID_RESPONSE = 'Invalid response from server';

const unreachable = (error: unknown): boolean => error instanceof ApiError && error.kind !== 'api';

const retryable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind !== 'api' || error.status >= 500 || error.status === 429);

/** POST /api/create-room. */
export async function createRoom(): Promise<RoomSeat> {
  let reply: unknown;
  try {
    reply = await api.post('/api/create-room', {});
  } catch (error) {
    const message = error instanceof ApiError && error.kind === 'api' ? error.message : '';
    throw new RoomError(message || 'Failed to create room', retryable(error), unreachable(error));
  }
  const parsed = createRoomResponseSchema.safeParse(reply);
  if (!parsed.success) throw new RoomError(INVALID_RESPONSE, false);
  const { invite_code, player_id, token, color } = parsed.data;
  return { roomCode: invite_code.toUpperCase(), playerId: player_id, token, isSpectator: false, color };
}

/** The spec's text for a failed join. */
export function joinErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const message = error.message;
    if (error.status === 404 || /not found/i.test(message)) return 'Room not found. Please check the code.';
    if (error.status === 409 || /full/i.test(message)) return 'Room is full';
    if (error.kind === 'api' && message) return message;
  }
  return 'Failed to join room';
}

/** GET /api/join-room?code=. */
export async function joinRoom(code: string): Promise<RoomSeat> {
  let reply: unknown;
  try {
    reply = await api.get(`/api/join-room?code=${encodeURIComponent(code)}`);
  } catch (error) {
    throw new RoomError(joinErrorText(error), retryable(error), unreachable(error));
  }
  const parsed = joinRoomResponseSchema.safeParse(reply);
  if (!parsed.success) throw new RoomError(INVALID_RESPONSE, false);
  const { room_code, player_id, token, is_spectator, color } = parsed.data;
  return { roomCode: room_code.toUpperCase(), playerId: player_id, token, isSpectator: is_spectator, color };
}
