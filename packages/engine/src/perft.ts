// perft: the number of leaf nodes of the legal move tree to a given depth, every capture path counted
// separately (the published convention for English draughts). Bulk-counts the last ply and, by
// default, remembers subtree counts in a hash table keyed by Zobrist hash and depth.
import { RANK_1, RANK_8 } from './bitboard.js';
import { MoveList, countMoves, generateMoves, type RawBoard } from './movegen.js';
import { rawBoard, type Position } from './position.js';
import { zobristHi, zobristLo } from './zobrist.js';

/** Options for `perft`. */
export interface PerftOptions {
  /** log2 of the hash table's entry count; 0 turns the table off. Default 22 (4M entries, ~70 MB). */
  readonly hashBits?: number;
}

class PerftTable {
  readonly mask: number;
  readonly keyHi: Int32Array;
  readonly keyLo: Int32Array;
  readonly depth: Int8Array;
  readonly nodes: Float64Array;

  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keyHi = new Int32Array(size);
    this.keyLo = new Int32Array(size);
    this.depth = new Int8Array(size);
    this.nodes = new Float64Array(size);
  }
}

/** Counts the leaves of the move tree of `position` at `depth`. */
export function perft(position: Position, depth: number, options: PerftOptions = {}): number {
  if (depth <= 0) return 1;
  const bits = options.hashBits ?? 22;
  const table = bits > 0 ? new PerftTable(bits) : null;
  const lists = Array.from({ length: depth }, () => new MoveList());
  return walk(rawBoard(position), depth, lists, table);
}

function walk(board: RawBoard, depth: number, lists: MoveList[], table: PerftTable | null): number {
  if (depth === 1) return countMoves(board);
  let hi = 0;
  let lo = 0;
  let slot = 0;
  if (table !== null) {
    hi = zobristHi(board.black, board.red, board.kings, board.blackToMove);
    lo = zobristLo(board.black, board.red, board.kings, board.blackToMove);
    slot = hi & table.mask;
    if (table.keyHi[slot] === hi && table.keyLo[slot] === lo && table.depth[slot] === depth)
      return table.nodes[slot]!;
  }
  const list = lists[depth - 1]!;
  const count = generateMoves(board, list);
  let nodes = 0;
  for (let i = 0; i < count; i++) nodes += walk(childBoard(board, list, i), depth - 1, lists, table);
  if (table !== null) {
    table.keyHi[slot] = hi;
    table.keyLo[slot] = lo;
    table.depth[slot] = depth;
    table.nodes[slot] = nodes;
  }
  return nodes;
}

/** The board after raw move `i` of `list`. */
export function childBoard(board: RawBoard, list: MoveList, i: number): RawBoard {
  const fromBit = 1 << list.from[i]!;
  const toBit = 1 << list.to[i]!;
  const captured = list.captured[i]!;
  let kings = board.kings & ~captured & ~fromBit;
  if ((board.kings & fromBit) !== 0 || (toBit & (board.blackToMove ? RANK_1 : RANK_8)) !== 0) kings |= toBit;
  return board.blackToMove
    ? { black: (board.black ^ fromBit) | toBit, red: board.red & ~captured, kings, blackToMove: false }
    : { black: board.black & ~captured, red: (board.red ^ fromBit) | toBit, kings, blackToMove: true };
}
