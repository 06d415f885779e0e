// A book move in two bytes: its origin and destination, and which of the legal moves with those
// ends it is when a multi-jump can take two routes. The routes are told apart by their order among
// those moves sorted by path, never by the move generator's order, so a change to the generator does
// not silently change which move a book file means.
import { legalMoves, sameMove, type Position } from '../position.js';
import type { Move } from '../types.js';

/** Set in every move code, so that 0 marks an empty slot. */
const PRESENT = 0x8000;
/** Routes between the same two squares a code can tell apart. */
const MAX_ROUTES = 32;

const byPath = (a: Move, b: Move): number => {
  for (let i = 0; i < Math.min(a.path.length, b.path.length); i++) {
    if (a.path[i] !== b.path[i]) return a.path[i]! - b.path[i]!;
  }
  return a.path.length - b.path.length;
};

// The legal moves from `from` to `to`, in path order.
const routes = (moves: readonly Move[], from: number, to: number): Move[] =>
  moves.filter((m) => m.from === from && m.to === to).sort(byPath);

/** The code of `move`, one of `legalMoves(position)`: bits 0-4 from, 5-9 to, 10-14 route, 15 set. */
export function encodeBookMove(position: Position, move: Move): number {
  const route = routes(legalMoves(position), move.from, move.to).findIndex((m) => sameMove(m, move));
  if (route < 0 || route >= MAX_ROUTES) throw new Error(`not a legal move: ${move.path.join('-')}`);
  return PRESENT | (route << 10) | (move.to << 5) | move.from;
}

/** The legal move a code names in `position` (the generator's own object), or undefined when none. */
export function decodeBookMove(
  position: Position,
  code: number,
  moves = legalMoves(position),
): Move | undefined {
  if ((code & PRESENT) === 0) return undefined;
  return routes(moves, code & 31, (code >>> 5) & 31)[(code >>> 10) & 31];
}

/** True for a code a file may hold in a filled slot: present, and two different squares. */
export const isBookMoveCode = (code: number): boolean =>
  (code & PRESENT) !== 0 && (code & 31) !== ((code >>> 5) & 31);
