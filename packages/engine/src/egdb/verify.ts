// Checks of the databases that do not trust the solver: position counts against the published
// table, and every value against a one-ply look-ahead over the database itself.
import { RANK_1, RANK_8 } from '../bitboard.js';
import { MoveList, generateMoves } from '../movegen.js';
import type { EndgameDatabase } from './database.js';
import {
  binomial,
  positionAt,
  sliceShape,
  slicesWith,
  unrankBits,
  type Slice,
  type SlicePosition,
} from './indexing.js';
import { DRAW, LOSS, WIN } from './values.js';

/**
 * Positions with exactly `pieces` pieces, side to move not counted, one-sided ones included: the
 * convention of Schaeffer's table (Schaeffer et al., "Solving Checkers", IJCAI 2005, table 1).
 */
export const PUBLISHED_POSITION_COUNTS: Readonly<Record<number, number>> = {
  1: 120,
  2: 6_972,
  3: 261_224,
  4: 7_092_774,
  5: 148_688_232,
  6: 2_503_611_964,
  7: 34_779_531_480,
  8: 406_309_208_481,
};

/** Every slice of `pieces` pieces, one-sided ones included. */
function allSlices(pieces: number): Slice[] {
  const out: Slice[] = [];
  for (let bm = 0; bm <= pieces; bm++)
    for (let bk = 0; bk <= pieces - bm; bk++)
      for (let rm = 0; rm <= pieces - bm - bk; rm++)
        out.push({ blackMen: bm, blackKings: bk, redMen: rm, redKings: pieces - bm - bk - rm });
  return out;
}

/** Positions of a slice our index names (black to move), counted from the index's men part. */
export function slicePositions(slice: Slice): number {
  const shape = sliceShape(slice);
  const kings = shape.blackKings * shape.redKings;
  let total = 0;
  for (let bm = 0; bm < shape.blackMen; bm++) {
    const black = unrankBits(slice.blackMen, bm);
    for (let rm = 0; rm < shape.redMen; rm++) {
      if ((black & (unrankBits(slice.redMen, rm) << 4)) === 0) total += kings;
    }
  }
  return total;
}

/** Positions of `pieces` pieces enumerated by our indexing, for comparison with the published count. */
export const enumeratedPositions = (pieces: number): number =>
  allSlices(pieces).reduce((n, s) => n + slicePositions(s), 0);

/** Positions with both sides present: what the database stores (black to move). */
export const storedPositions = (pieces: number): number =>
  slicesWith(pieces).reduce((n, s) => n + slicePositions(s), 0);

/** Outcome of a consistency check. */
export interface ConsistencyReport {
  /** Positions checked, both sides to move. */
  readonly checked: number;
  /** The first few disagreements, as text. */
  readonly errors: readonly string[];
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

/**
 * Checks every position of `slice` (both sides to move): a win must have a move to a position lost
 * for the opponent, a loss must have only moves to positions won by the opponent (or none), a draw
 * neither. Every slice the moves lead to must be loaded.
 */
export function checkSlice(db: EndgameDatabase, slice: Slice): ConsistencyReport {
  const shape = sliceShape(slice);
  const pos: SlicePosition = { black: 0, red: 0, kings: 0 };
  const list = new MoveList();
  const board = { black: 0, red: 0, kings: 0, blackToMove: true };
  const errors: string[] = [];
  let checked = 0;
  const tally = [0, 0, 0];
  for (let index = 0; index < shape.size; index++) {
    if (!positionAt(slice, shape, index, pos)) continue;
    for (const blackToMove of [true, false]) {
      const value = db.probeRaw(pos.black, pos.red, pos.kings, blackToMove);
      board.black = pos.black;
      board.red = pos.red;
      board.kings = pos.kings;
      board.blackToMove = blackToMove;
      const count = generateMoves(board, list);
      let best = count === 0 ? LOSS : -1;
      const crownRow = blackToMove ? RANK_1 : RANK_8;
      for (let i = 0; i < count && best !== WIN; i++) {
        const fromBit = 1 << list.from[i]!;
        const toBit = 1 << list.to[i]!;
        const captured = list.captured[i]!;
        const endsKing = (pos.kings & fromBit) !== 0 || (toBit & crownRow) !== 0;
        const kings = (pos.kings & ~captured & ~fromBit) | (endsKing ? toBit : 0);
        const black = blackToMove ? (pos.black ^ fromBit) | toBit : pos.black & ~captured;
        const red = blackToMove ? pos.red & ~captured : (pos.red ^ fromBit) | toBit;
        const child = db.probeRaw(black, red, kings, !blackToMove);
        const mine = child === LOSS ? WIN : child === WIN ? LOSS : child === DRAW ? DRAW : -2;
        if (mine === -2) best = -2;
        else if (best !== -2 && (best === -1 || rankOf(mine) > rankOf(best))) best = mine;
      }
      checked++;
      tally[value] = (tally[value] ?? 0) + 1;
      if (best !== value && errors.length < 10) {
        errors.push(
          `${blackToMove ? 'B' : 'W'} ${pos.black >>> 0}:${pos.red >>> 0}:${pos.kings >>> 0} stored ${value}, look-ahead ${best}`,
        );
      }
    }
  }
  return { checked, errors, wins: tally[WIN]!, losses: tally[LOSS]!, draws: tally[DRAW]! };
}

const rankOf = (v: number): number => (v === WIN ? 2 : v === DRAW ? 1 : 0);

/** C(n, k), re-exported for the command line's size estimates. */
export { binomial };
