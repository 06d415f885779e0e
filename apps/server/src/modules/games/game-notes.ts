// What a node tells the other nodes about a game it wrote, so that their memory of it follows: with
// the players of one room on different nodes, each node otherwise holds the game one move behind,
// and every move there began with a write that lost the version check, a read of the room, a check
// of the client move id and a replay of the whole game. A note carries what the write changed and
// the versions it took the room from and to; a node whose memory of the room is at the first applies
// it (the move replayed by the engine on its own copy), any other node leaves it. Memory stays a
// cache, never the authority: a note missed or out of order means a version check lost and a fresh
// read, as before.
import type { Updateable } from 'kysely';
import type { RoomRow, RoomsTable } from '../rooms/index.js';
import type { LiveGame } from './live-games.js';
import { extendMatch, type Match } from './match.js';

/** A write to a running game as the other nodes hear of it. */
export interface GameNote {
  readonly kind: 'game';
  /** The room's version before the write, and after it. */
  readonly from: number;
  readonly to: number;
  /** The columns set, less those in `appended`. */
  readonly changes: Updateable<RoomsTable>;
  /**
   * Text columns grown at their end (the moves, the move clocks: JSON lists), sent as what follows
   * the old text less its last character (the closing bracket), so a note stays small however
   * long the game.
   */
  readonly appended: Readonly<Record<string, string>>;
  /** The path of the whole move played, if the write played one. */
  readonly move?: readonly number[];
  /** The capture in progress after the write, if it changed. */
  readonly partial?: readonly number[] | null;
}

/** The list columns a move appends to. */
const APPENDED_COLUMNS = ['moves', 'move_clocks'] as const;

/** The note of a write that took `row` (whose match was `before`) to `next` (and `after`). */
export function noteOf(
  row: RoomRow,
  before: Match,
  changes: Updateable<RoomsTable>,
  next: RoomRow,
  after: Match,
): GameNote {
  const rest: Record<string, unknown> = { ...changes };
  const appended: Record<string, string> = {};
  for (const column of APPENDED_COLUMNS) {
    const old = row[column];
    const now = rest[column];
    if (typeof old !== 'string' || typeof now !== 'string') continue;
    const head = old.slice(0, -1);
    if (!now.startsWith(head)) continue;
    appended[column] = now.slice(head.length);
    delete rest[column];
  }
  const moved = after.moveCount === before.moveCount + 1 && after.last !== null;
  return {
    kind: 'game',
    from: row.version,
    to: next.version,
    changes: rest as Updateable<RoomsTable>,
    appended,
    ...(moved ? { move: after.last.move.path } : {}),
    ...(!moved && after.partial !== before.partial ? { partial: after.partial } : {}),
  };
}

/** True when `value` has a note's shape (notes come from our own nodes, through Redis). */
export function isGameNote(value: unknown): value is GameNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Partial<GameNote>;
  return (
    note.kind === 'game' &&
    Number.isInteger(note.from) &&
    Number.isInteger(note.to) &&
    typeof note.changes === 'object' &&
    note.changes !== null &&
    typeof note.appended === 'object' &&
    note.appended !== null
  );
}

/**
 * The game after the note's write, from memory at the note's first version; null when the note
 * does not apply to it (another version) or its move is not legal there (memory was wrong: drop it).
 */
export function applyNote(game: LiveGame, note: GameNote): LiveGame | null {
  if (game.row.version !== note.from) return null;
  const row: Record<string, unknown> = { ...game.row, ...note.changes, version: note.to };
  for (const [column, tail] of Object.entries(note.appended)) {
    const old = (game.row as unknown as Record<string, unknown>)[column];
    if (typeof old !== 'string') return null;
    row[column] = old.slice(0, -1) + tail;
  }
  let match = game.match;
  if (note.move !== undefined) {
    try {
      match = extendMatch(match, [note.move]);
    } catch {
      return null;
    }
  } else if (note.partial !== undefined) {
    match = { ...match, partial: note.partial };
  }
  return { row: row as unknown as RoomRow, match };
}
