// Helpers of the root search that work on whole positions: a child board, the game positions that
// can still repeat, and the principal variation read back from the transposition table.
import { RANK_1, RANK_8, popcount } from '../bitboard.js';
import { MoveList, generateMoves, toMove, type RawBoard } from '../movegen.js';
import { rawBoard, samePosition, type Position } from '../position.js';
import type { Move } from '../types.js';
import { zobristHi, zobristLo } from '../zobrist.js';
import type { Board } from './tree.js';
import type { TranspositionTable } from './transposition.js';

/** The board after a raw move. */
export function childOf(root: RawBoard, from: number, to: number, captured: number, crownRow: number): Board {
  const fromBit = 1 << from;
  const toBit = 1 << to;
  const endsKing = (root.kings & fromBit) !== 0 || (toBit & crownRow) !== 0;
  const kings = (root.kings & ~captured & ~fromBit) | (endsKing ? toBit : 0);
  return root.blackToMove
    ? { black: (root.black ^ fromBit) | toBit, red: root.red & ~captured, kings, blackToMove: false }
    : { black: root.black & ~captured, red: (root.red ^ fromBit) | toBit, kings, blackToMove: true };
}

/** The game positions that can still come back, as hashes, and the plies since the last man move or capture. */
export interface RelevantHistory {
  readonly hashes: [number, number][];
  readonly clock: number;
}

// Only positions with the same men and the same number of pieces as the root can come back: men
// never move backwards and captured pieces never return. For the same reason those positions are
// exactly the ones since the last man move or capture, so their number is the 40-move count.
/** Hashes of the game positions that could still come back, and the 40-move count of the root. */
export function relevantHistory(
  position: Position,
  history: readonly Position[] | undefined,
): RelevantHistory {
  const men = (p: Position): string =>
    `${p.black & ~p.kings}:${p.red & ~p.kings}:${popcount(p.black)}:${popcount(p.red)}`;
  const rootMen = men(position);
  let earlier = history ?? [];
  const last = earlier[earlier.length - 1];
  // Callers may include the current position as the last of the history; it is not an earlier one.
  if (last !== undefined && samePosition(last, position)) earlier = earlier.slice(0, -1);
  let clock = 0;
  while (clock < earlier.length && men(earlier[earlier.length - 1 - clock]!) === rootMen) clock++;
  const hashes = earlier.slice(earlier.length - clock).map((p): [number, number] => {
    const b = rawBoard(p);
    return [
      zobristHi(b.black, b.red, b.kings, b.blackToMove),
      zobristLo(b.black, b.red, b.kings, b.blackToMove),
    ];
  });
  return { hashes, clock };
}

// Follows the best moves stored in the table from the root, as far as they stay legal and new.
/** The principal variation from `first`, as far as the table knows it. */
export function principalVariation(
  position: Position,
  first: Move,
  table: TranspositionTable,
  depth: number,
): Move[] {
  const pv = [first];
  let board: Board = { ...rawBoard(position) };
  const seen = new Set<string>();
  const list = new MoveList();
  let move: Move | null = first;
  while (move !== null && pv.length <= Math.max(depth, 1) + 8) {
    board = childOf(board, move.from, move.to, capturedBits(move), board.blackToMove ? RANK_1 : RANK_8);
    const key = `${board.black}:${board.red}:${board.kings}:${board.blackToMove}`;
    if (seen.has(key)) break;
    seen.add(key);
    const slot = table.probe(
      zobristHi(board.black, board.red, board.kings, board.blackToMove),
      zobristLo(board.black, board.red, board.kings, board.blackToMove),
    );
    if (slot < 0 || table.moveFrom[slot]! < 0) break;
    const count = generateMoves(board, list);
    move = null;
    for (let i = 0; i < count; i++) {
      if (
        list.from[i] === table.moveFrom[slot] &&
        list.to[i] === table.moveTo[slot] &&
        list.captured[i] === table.moveCaptured[slot]
      ) {
        move = toMove(list, i);
        pv.push(move);
        break;
      }
    }
  }
  return pv;
}

function capturedBits(move: Move): number {
  let bits = 0;
  for (const sq of move.captures) bits |= 1 << sq;
  return bits;
}
