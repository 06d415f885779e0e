// The loaded databases: one table per slice, black to move, probed by position. A position with
// red to move is read as its mirror (board turned round, colours swapped) with black to move.
import { RANK_1, RANK_8, popcount } from '../bitboard.js';
import { MoveList, capturers, generateMoves } from '../movegen.js';
import type { Position } from '../position.js';
import {
  indexOf,
  mirrorSlice,
  reverseBits,
  sliceKey,
  sliceShape,
  slicesWith,
  type Slice,
  type SliceShape,
} from './indexing.js';
import { DRAW, LOSS, VALUE_NAMES, WIN, PackedValues, type EgdbValue } from './values.js';

/** One slice's values, black to move. */
export interface SliceTable {
  readonly slice: Slice;
  readonly shape: SliceShape;
  readonly values: PackedValues;
}

/** Value code of `probeRaw` when the position's slice is not loaded. */
export const NOT_LOADED = -1;

/** A set of loaded slice tables. */
export class EndgameDatabase {
  private readonly tables = new Map<number, SliceTable>();
  // One move list per capture depth: each capture takes a piece, so 12 levels are plenty.
  private readonly lists = Array.from({ length: 12 }, () => new MoveList());
  private readonly board = { black: 0, red: 0, kings: 0, blackToMove: true };
  /** Largest n such that every slice of n pieces or fewer is loaded; 0 when none is complete. */
  maxPieces = 0;

  /** Adds (or replaces) a slice's table. */
  add(table: SliceTable): void {
    const s = table.slice;
    this.tables.set(sliceKey(s.blackMen, s.blackKings, s.redMen, s.redKings), table);
    this.maxPieces = this.completeUpTo();
  }

  /** The table of a slice, if loaded. */
  table(slice: Slice): SliceTable | undefined {
    return this.tables.get(sliceKey(slice.blackMen, slice.blackKings, slice.redMen, slice.redKings));
  }

  /** Number of slices loaded. */
  get sliceCount(): number {
    return this.tables.size;
  }

  /** Positions held (black to move; red to move is read from the mirror slice). */
  get positions(): number {
    let total = 0;
    for (const t of this.tables.values()) total += t.values.size;
    return total;
  }

  private completeUpTo(): number {
    let n = 0;
    for (let pieces = 2; pieces <= 12; pieces++) {
      if (!slicesWith(pieces).every((s) => this.table(s) !== undefined)) break;
      n = pieces;
    }
    return n;
  }

  /**
   * Value code for the side to move (DRAW, WIN, LOSS), or NOT_LOADED. A side without pieces has
   * lost. The files leave out the values of positions where the side to move must capture (they
   * compress far better without them), so those are resolved here by playing the captures.
   */
  probeRaw(black: number, red: number, kings: number, blackToMove: boolean): number {
    return this.valueOf(black, red, kings, blackToMove, 0);
  }

  private valueOf(black: number, red: number, kings: number, blackToMove: boolean, depth: number): number {
    if (black === 0 || red === 0) return (blackToMove ? black : red) === 0 ? LOSS : WIN;
    if (capturers(blackToMove ? black : red, blackToMove ? red : black, kings, blackToMove) !== 0) {
      return this.afterCaptures(black, red, kings, blackToMove, depth);
    }
    if (!blackToMove) {
      const b = reverseBits(red);
      red = reverseBits(black);
      black = b;
      kings = reverseBits(kings);
    }
    const bk = black & kings;
    const rk = red & kings;
    const table = this.tables.get(
      sliceKey(popcount(black) - popcount(bk), popcount(bk), popcount(red) - popcount(rk), popcount(rk)),
    );
    if (table === undefined) return NOT_LOADED;
    const index = indexOf(black, red, kings, table.shape);
    return index < 0 ? NOT_LOADED : table.values.get(index);
  }

  // The best value over the captures: a win if one leaves the opponent lost, a draw if one draws.
  private afterCaptures(
    black: number,
    red: number,
    kings: number,
    blackToMove: boolean,
    depth: number,
  ): number {
    const list = this.lists[depth]!;
    const board = this.board;
    board.black = black;
    board.red = red;
    board.kings = kings;
    board.blackToMove = blackToMove;
    const count = generateMoves(board, list);
    const crownRow = blackToMove ? RANK_1 : RANK_8;
    let best = LOSS;
    for (let i = 0; i < count; i++) {
      const fromBit = 1 << list.from[i]!;
      const toBit = 1 << list.to[i]!;
      const captured = list.captured[i]!;
      const endsKing = (kings & fromBit) !== 0 || (toBit & crownRow) !== 0;
      const childKings = (kings & ~captured & ~fromBit) | (endsKing ? toBit : 0);
      const childBlack = blackToMove ? (black ^ fromBit) | toBit : black & ~captured;
      const childRed = blackToMove ? red & ~captured : (red ^ fromBit) | toBit;
      const child = this.valueOf(childBlack, childRed, childKings, !blackToMove, depth + 1);
      if (child === NOT_LOADED) return NOT_LOADED;
      if (child === LOSS) return WIN;
      if (child === DRAW) best = DRAW;
    }
    return best;
  }

  /** The theoretical value for the side to move, or undefined when its slice is not loaded. */
  probe(position: Position): EgdbValue | undefined {
    const code = this.probeRaw(
      position.black | 0,
      position.red | 0,
      position.kings | 0,
      position.turn === 'black',
    );
    return code === NOT_LOADED ? undefined : VALUE_NAMES[code];
  }
}

/** An empty table for a slice. */
export const emptyTable = (slice: Slice): SliceTable => {
  const shape = sliceShape(slice);
  return { slice, shape, values: new PackedValues(shape.size) };
};

/** The slice whose black-to-move table holds a slice's red-to-move positions. */
export const redToMoveSlice = mirrorSlice;
