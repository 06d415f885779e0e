// A room row's seats, and a new room's row.
import { START_FEN } from '@checkers/engine';
import { speedOf, type Speed, type WireColor } from '@checkers/protocol';
import { timeControlOf } from './clock-row.js';
import type { RoomRow } from './tables.js';

/** The fields that differ between new rooms: who sits where, whether play has begun, and when. */
export type NewRoomFields = Pick<
  RoomRow,
  'code' | 'status' | 'red_user_id' | 'black_user_id' | 'created_at'
> &
  Partial<
    Pick<
      RoomRow,
      | 'started_at'
      | 'initial_fen'
      | 'version'
      | 'rated'
      | 'casual_reason'
      | 'time_control'
      | 'clock_state'
      | 'earliest_flag_at'
      | 'players'
      | 'moves'
      | 'move_clocks'
      | 'ballot'
    >
  >;

/** The speed of a stored time control (null: untimed). */
export const speedColumn = (timeControl: string | null | undefined): Speed =>
  speedOf(timeControlOf({ time_control: timeControl ?? null }) ?? { kind: 'untimed' });

/**
 * A room with no move played: the start position (unless given), version 0 (unless given), untimed
 * (unless given), nothing pending; its speed is its time control's.
 */
export const newRoomRow = (fields: NewRoomFields): RoomRow => ({
  initial_fen: START_FEN,
  moves: '[]',
  partial_path: null,
  winner: null,
  end_reason: null,
  draw_offer: null,
  rematch_red: 0,
  rematch_black: 0,
  rematch_code: null,
  version: 0,
  started_at: null,
  finished_at: null,
  rated: 0,
  casual_reason: null,
  time_control: null,
  clock_state: null,
  move_clocks: null,
  earliest_flag_at: null,
  players: null,
  aborted_reason: null,
  aborted_by: null,
  ballot: null,
  ...fields,
  speed: speedColumn(fields.time_control),
});

/** The colour a user plays in a room, or null. */
export function seatOf(row: RoomRow, userId: string): WireColor | null {
  if (row.red_user_id === userId) return 'red';
  if (row.black_user_id === userId) return 'black';
  return null;
}
