// Creating and joining rooms: replies are checked, failures get the spec's texts. A guest's seats
// are saved by room (lib/session.ts) and presented again when the guest joins the same room later,
// so the server gives the seat back; a tab opened as a fresh visitor (`fresh=1`) does neither.
import {
  createRoomResponseSchema,
  joinRoomResponseSchema,
  type TimeControl,
  type WireColor,
} from '@checkers/protocol';
import { appStore } from '../stores/app-store';
import { api } from './api';
import { ApiError } from './api-error';
import { joinErrorText } from './error-texts';
import { forgetRoomSeat, isFreshTab, rememberRoomSeat, savedRoomSeat } from './session';

/** A seat (or a spectator's place) in a room. */
export interface RoomSeat {
  readonly roomCode: string;
  readonly playerId: string;
  readonly token: string;
  readonly isSpectator: boolean;
  readonly color: WireColor | null;
  /** The room's time control when it is timed (absent: untimed, or not told). */
  readonly timeControl?: TimeControl;
}

/** The reply's `time_control`, kept on the seat only when there is one. */
const controlOf = (control: TimeControl | undefined): { timeControl?: TimeControl } =>
  control === undefined ? {} : { timeControl: control };

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

/** This page plays as a guest (no account) whose seats are kept: not a fresh-visitor tab. */
const keepsGuestSeats = (): boolean => appStore.getState().user.accountToken === null && !isFreshTab();

const retryable = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind !== 'api' || error.status >= 500 || error.status === 429);

/** POST /api/create-room, with the chosen time control (none: untimed, as the server defaults). */
export async function createRoom(timeControl?: TimeControl): Promise<RoomSeat> {
  let reply: unknown;
  try {
    reply = await api.post('/api/create-room', timeControl === undefined ? {} : { timeControl });
  } catch (error) {
    const message = error instanceof ApiError && error.kind === 'api' ? error.message : '';
    throw new RoomError(message || 'Failed to create room', retryable(error), unreachable(error));
  }
  const parsed = createRoomResponseSchema.safeParse(reply);
  if (!parsed.success) throw new RoomError(INVALID_RESPONSE, false);
  const { invite_code, player_id, token, color, time_control } = parsed.data;
  const seat = {
    roomCode: invite_code.toUpperCase(),
    playerId: player_id,
    token,
    isSpectator: false,
    color,
    ...controlOf(time_control),
  };
  if (keepsGuestSeats()) rememberRoomSeat(seat);
  return seat;
}

/** The token a join presents: the page's own, else a guest's saved seat in that room (undefined: none). */
function joinToken(code: string): { token?: string | null; saved: boolean } {
  const { authToken, accountToken } = appStore.getState().user;
  if (authToken !== null || accountToken !== null) return { saved: false };
  if (isFreshTab()) return { token: null, saved: false };
  const saved = savedRoomSeat(code);
  return saved === null ? { saved: false } : { token: saved.token, saved: true };
}

/** GET /api/join-room?code=: with a guest's saved token for that room, the server gives the seat back. */
export async function joinRoom(code: string): Promise<RoomSeat> {
  const path = `/api/join-room?code=${encodeURIComponent(code)}`;
  const { saved, ...options } = joinToken(code);
  let reply: unknown;
  try {
    try {
      reply = await api.get(path, options);
    } catch (error) {
      // A saved token the server no longer knows: join as a new visitor.
      if (!saved || !(error instanceof ApiError) || (error.status !== 401 && error.status !== 403))
        throw error;
      forgetRoomSeat(code);
      reply = await api.get(path, { token: null });
    }
  } catch (error) {
    throw new RoomError(joinErrorText(error), retryable(error), unreachable(error));
  }
  const parsed = joinRoomResponseSchema.safeParse(reply);
  if (!parsed.success) throw new RoomError(INVALID_RESPONSE, false);
  const { room_code, player_id, token, is_spectator, color, time_control } = parsed.data;
  const seat = {
    roomCode: room_code.toUpperCase(),
    playerId: player_id,
    token,
    isSpectator: is_spectator,
    color,
    ...controlOf(time_control),
  };
  if (keepsGuestSeats()) rememberRoomSeat(seat);
  return seat;
}

/** A join reply (join-room, spectate/join, an accepted invite) as a seat; throws when malformed. */
export function seatOfJoinReply(reply: unknown): RoomSeat {
  const parsed = joinRoomResponseSchema.safeParse(reply);
  if (!parsed.success) throw new RoomError(INVALID_RESPONSE, false);
  const { room_code, player_id, token, is_spectator, color, time_control } = parsed.data;
  return {
    roomCode: room_code.toUpperCase(),
    playerId: player_id,
    token,
    isSpectator: is_spectator,
    color,
    ...controlOf(time_control),
  };
}

/** POST /api/spectate/join: a spectator's place in a running game (a signed-in user watches as itself). */
export async function watchRoom(code: string): Promise<RoomSeat> {
  let reply: unknown;
  try {
    reply = await api.post('/api/spectate/join', { room_code: code }, { attempts: 1 });
  } catch (error) {
    throw new RoomError('Failed to join as spectator', retryable(error), unreachable(error));
  }
  const seat = seatOfJoinReply(reply);
  if (keepsGuestSeats()) rememberRoomSeat(seat);
  return seat;
}
