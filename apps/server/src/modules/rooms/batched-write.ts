// What the rooms' writers (sqlite-journal.ts, postgres-batch.ts) are given and answer: a room's
// versioned write with its events, and what became of it.
import type { Updateable } from 'kysely';
import type { RoomsTable } from './tables.js';

/** One write: the room's expected version, the columns to set, and the event rows to insert. */
export interface BatchedWrite {
  readonly code: string;
  readonly expectedVersion: number;
  readonly version: number;
  readonly changes: Updateable<RoomsTable>;
  readonly events: readonly EventRow[];
}

/** A `game_events` row. */
export interface EventRow {
  readonly room_code: string;
  readonly v: number;
  readonly type: string;
  readonly payload: string;
  readonly client_move_id: string | null;
  readonly created_at: string;
}

/**
 * What became of one write; an error thrown by its statements is passed back as `failed`. A client
 * move id already used in the room is `duplicate` where the store checks it itself (the journal),
 * a unique violation (`failed`) where the database does.
 */
export type BatchResult =
  | { status: 'written' }
  | { status: 'conflict' }
  | { status: 'duplicate' }
  | { status: 'failed'; error: unknown };

/** A write waiting for its batch's commit. */
export interface Pending {
  readonly write: BatchedWrite;
  readonly done: (result: BatchResult) => void;
  readonly fail: (error: unknown) => void;
}

// Column names come from our own typed code, never from a client; still, only these are written.
export const ROOM_COLUMNS = new Set<string>([
  'status',
  'red_user_id',
  'black_user_id',
  'moves',
  'partial_path',
  'winner',
  'end_reason',
  'draw_offer',
  'rematch_red',
  'rematch_black',
  'rematch_code',
  'started_at',
  'finished_at',
  'rated',
  'casual_reason',
  'clock_state',
  'move_clocks',
  'earliest_flag_at',
  'players',
  'aborted_reason',
  'aborted_by',
  'ballot',
]);

/** The columns a write sets (those of `ROOM_COLUMNS` with a value), with their values. */
export function roomColumnsOf(write: BatchedWrite): { columns: string[]; values: unknown[] } {
  const changes = write.changes as Record<string, unknown>;
  const columns = Object.keys(changes).filter((c) => ROOM_COLUMNS.has(c) && changes[c] !== undefined);
  return { columns, values: columns.map((c) => changes[c]) };
}
