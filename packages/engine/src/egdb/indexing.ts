// Indexing of endgame positions. A slice holds every position with given numbers of black men,
// black kings, red men and red kings. Inside a slice a position's index is a mixed-radix number of
// four combinatorial ranks, as in Chinook's and Kingsrow's databases:
//
//   black men  among their 28 squares (PDN 1-28; a black man on 29-32 would be a king)
//   red men    among their 28 squares (PDN 5-32)
//   black kings among the squares the men leave empty
//   red kings  among the squares the men and black kings leave empty
//
// A k-subset is ranked in colex order (sum of C(square, i + 1) over its squares, lowest first), so
// ranking is a few table reads per piece. Black and red men may land on the same square (both
// can stand on PDN 5-28): such indices name no position and are skipped. That wastes a little
// room (a third of the index space at worst, with three men on each side) for an index that
// needs no table and is as fast to compute as the search needs.
//
// Only black to move is stored: the board turned round (square s to 31 - s) with colours swapped
// is the same game, so a position with red to move is read as its mirror in the mirrored slice.
import { popcount } from '../bitboard.js';

/** A slice: counts of black men, black kings, red men and red kings. */
export interface Slice {
  readonly blackMen: number;
  readonly blackKings: number;
  readonly redMen: number;
  readonly redKings: number;
}

/** Most pieces a slice may hold (enough for the 6- to 8-piece plan; we generate up to 5). */
export const MAX_SLICE_PIECES = 8;

/** Squares a black man may stand on: PDN 1-28. */
export const BLACK_MAN_SQUARES = 0x0fffffff;
/** Squares a red man may stand on: PDN 5-32. */
export const RED_MAN_SQUARES = 0xfffffff0 | 0;

/** BINOMIAL[n * 9 + k] = C(n, k) for n <= 32, k <= 8. */
const BINOMIAL = new Float64Array(33 * 9);
for (let n = 0; n <= 32; n++) {
  BINOMIAL[n * 9] = 1;
  for (let k = 1; k <= 8; k++)
    BINOMIAL[n * 9 + k] = n === 0 ? 0 : BINOMIAL[(n - 1) * 9 + k - 1]! + BINOMIAL[(n - 1) * 9 + k]!;
}

/** C(n, k). */
export const binomial = (n: number, k: number): number => (k < 0 || n < 0 ? 0 : BINOMIAL[n * 9 + k]!);

// RANK_TERM[k * 32 + s]: what a piece on (compressed) square s adds to a colex rank as the k-th
// lowest piece of its group (k from 0).
const RANK_TERM = Float64Array.from({ length: 8 * 32 }, (_, i) => binomial(i & 31, (i >> 5) + 1));

/** Colex rank of the set bits of `bits` (a subset of squares 0..31). */
export function rankBits(bits: number): number {
  let rank = 0;
  let k = 0;
  while (bits !== 0) {
    rank += RANK_TERM[(k << 5) + 31 - Math.clz32(bits & -bits)]!;
    bits &= bits - 1;
    k++;
  }
  return rank;
}

/** Colex rank of the pieces in `bits`, each square counted among the squares not in `taken`. */
export function rankAmongFree(bits: number, taken: number): number {
  let rank = 0;
  let k = 0;
  while (bits !== 0) {
    const sq = 31 - Math.clz32(bits & -bits);
    rank += RANK_TERM[(k << 5) + sq - popcount(taken & ~(-1 << sq))]!;
    bits &= bits - 1;
    k++;
  }
  return rank;
}

// Every k-subset of 0..31 as a bitboard, in colex order: unranking is one table read. Colex order
// does not depend on the set's size, so one table per k serves 28 squares as well as 32.
const subsetTables: Int32Array[] = [];
function subsets(k: number): Int32Array {
  let table = subsetTables[k];
  if (table === undefined) {
    table = new Int32Array(binomial(32, k));
    let n = 0;
    const walk = (count: number, below: number, bits: number): void => {
      if (count === 0) {
        table![n++] = bits;
        return;
      }
      // Colex: order by the highest element first, so recurse on it from low to high.
      for (let top = count - 1; top < below; top++) walk(count - 1, top, bits | (1 << top));
    };
    walk(k, 32, 0);
    // The walk above lists sets by their highest element, then recursively: that is colex order.
    subsetTables[k] = table;
  }
  return table;
}

/** The subset of colex rank `rank` among k-subsets, as a bitboard of squares 0..31. */
export const unrankBits = (k: number, rank: number): number => subsets(k)[rank]!;

/**
 * Squares of a set given as ranks among the squares not in `taken`: rank r is the r-th square, from
 * 0, that `taken` leaves free. `taken` holds few pieces, so each rank moves past them one by one.
 */
export function spreadOver(compact: number, taken: number): number {
  let out = 0;
  while (compact !== 0) {
    let sq = 31 - Math.clz32(compact & -compact);
    compact &= compact - 1;
    for (let t = taken; t !== 0; t &= t - 1) {
      if (31 - Math.clz32(t & -t) > sq) break;
      sq++;
    }
    out |= 1 << sq;
  }
  return out;
}

/** Sizes of the four radices of a slice's index and their product. */
export interface SliceShape {
  readonly blackMen: number;
  readonly redMen: number;
  readonly blackKings: number;
  readonly redKings: number;
  /** Indices in the slice (black to move). */
  readonly size: number;
}

/** The radices of a slice's index. */
export function sliceShape(s: Slice): SliceShape {
  const blackMen = binomial(28, s.blackMen);
  const redMen = binomial(28, s.redMen);
  const blackKings = binomial(32 - s.blackMen - s.redMen, s.blackKings);
  const redKings = binomial(32 - s.blackMen - s.redMen - s.blackKings, s.redKings);
  return { blackMen, redMen, blackKings, redKings, size: blackMen * redMen * blackKings * redKings };
}

/** Pieces in a slice. */
export const slicePieces = (s: Slice): number => s.blackMen + s.blackKings + s.redMen + s.redKings;

/** A slice's name, e.g. `1100` for a black man and king against nothing; digits bm bk rm rk. */
export const sliceName = (s: Slice): string => `${s.blackMen}${s.blackKings}${s.redMen}${s.redKings}`;

/** The slice with colours swapped. */
export const mirrorSlice = (s: Slice): Slice => ({
  blackMen: s.redMen,
  blackKings: s.redKings,
  redMen: s.blackMen,
  redKings: s.blackKings,
});

/** The slice of a position's pieces. */
export const sliceOf = (black: number, red: number, kings: number): Slice => ({
  blackMen: popcount(black & ~kings),
  blackKings: popcount(black & kings),
  redMen: popcount(red & ~kings),
  redKings: popcount(red & kings),
});

/** A slice's key as a number: bm | bk << 4 | rm << 8 | rk << 12. */
export const sliceKey = (bm: number, bk: number, rm: number, rk: number): number =>
  bm | (bk << 4) | (rm << 8) | (rk << 12);

/** Every slice with exactly `pieces` pieces and at least one piece on each side, fewest men first. */
export function slicesWith(pieces: number): Slice[] {
  const out: Slice[] = [];
  for (let men = 0; men <= pieces; men++) {
    for (let blackMen = 0; blackMen <= men; blackMen++) {
      const redMen = men - blackMen;
      for (let blackKings = 0; blackKings <= pieces - men; blackKings++) {
        const redKings = pieces - men - blackKings;
        const slice = { blackMen, blackKings, redMen, redKings };
        if (blackMen + blackKings > 0 && redMen + redKings > 0) out.push(slice);
      }
    }
  }
  return out;
}

/**
 * Index of a position (black to move) in its slice, or -1 if a man stands where no man can.
 * `black`, `red` and `kings` are bitboards; the slice is the position's own.
 */
export function indexOf(black: number, red: number, kings: number, shape: SliceShape): number {
  const bm = black & ~kings;
  const rm = red & ~kings;
  const bk = black & kings;
  const rk = red & kings;
  if ((bm & ~BLACK_MAN_SQUARES) !== 0 || (rm & ~RED_MAN_SQUARES) !== 0) return -1;
  const men = bm | rm;
  return (
    ((rankBits(bm) * shape.redMen + rankBits(rm >>> 4)) * shape.blackKings + rankAmongFree(bk, men)) *
      shape.redKings +
    rankAmongFree(rk, men | bk)
  );
}

/** A position as bitboards; black to move. */
export interface SlicePosition {
  black: number;
  red: number;
  kings: number;
}

/**
 * The position of an index, written into `out`; false when the index names no position (black and
 * red men on the same square).
 */
export function positionAt(s: Slice, shape: SliceShape, index: number, out: SlicePosition): boolean {
  const rk = index % shape.redKings;
  let rest = (index - rk) / shape.redKings;
  const bk = rest % shape.blackKings;
  rest = (rest - bk) / shape.blackKings;
  const rm = rest % shape.redMen;
  const bm = (rest - rm) / shape.redMen;
  const blackMen = unrankBits(s.blackMen, bm);
  const redMen = unrankBits(s.redMen, rm) << 4;
  if ((blackMen & redMen) !== 0) return false;
  const men = blackMen | redMen;
  const blackKings = spreadOver(unrankBits(s.blackKings, bk), men);
  const redKings = spreadOver(unrankBits(s.redKings, rk), men | blackKings);
  out.black = blackMen | blackKings;
  out.red = redMen | redKings;
  out.kings = blackKings | redKings;
  return true;
}

/** The bitboard turned round: square s goes to 31 - s. */
export function reverseBits(b: number): number {
  b = ((b >>> 1) & 0x55555555) | ((b & 0x55555555) << 1);
  b = ((b >>> 2) & 0x33333333) | ((b & 0x33333333) << 2);
  b = ((b >>> 4) & 0x0f0f0f0f) | ((b & 0x0f0f0f0f) << 4);
  b = ((b >>> 8) & 0x00ff00ff) | ((b & 0x00ff00ff) << 8);
  return (b >>> 16) | (b << 16);
}
