// Board geometry the evaluation's features are defined on: rows, columns, distances, square sets and
// the per-square masks of the runaway test. Everything is computed once, at load, into typed arrays,
// so the evaluation itself only reads tables and combines bitboards.
//
// Black's men move towards higher rows (row 7 is black's crowning row); everything red is the black
// definition seen from the other side of the board, square s becoming 31 - s.
import { downLeft, downRight, upLeft, upRight } from '../bitboard.js';

/** Row of a square, 0 (black's back rank) to 7 (black's crowning row). */
export const ROW = Int8Array.from({ length: 32 }, (_, sq) => sq >> 2);
/** Column of a square, 0 (file a) to 7 (file h): even rows hold b, d, f, h, odd rows a, c, e, g. */
export const COL = Int8Array.from({ length: 32 }, (_, sq) => 2 * (sq & 3) + ((sq >> 2) & 1 ? 0 : 1));

/** DISTANCE[a * 32 + b]: king moves from a to b on an empty board (the larger of row and column gaps). */
export const DISTANCE = Int8Array.from({ length: 32 * 32 }, (_, i) => {
  const a = i >> 5;
  const b = i & 31;
  return Math.max(Math.abs(ROW[a]! - ROW[b]!), Math.abs(COL[a]! - COL[b]!));
});

/** Square s seen from the other side of the board is 31 - s: the 32 bits reversed. */
export function rotate(bits: number): number {
  let out = 0;
  for (let sq = 0; sq < 32; sq++) if ((bits >>> sq) & 1) out |= 1 << (31 - sq);
  return out | 0;
}

const squaresWhere = (test: (sq: number) => boolean): number => {
  let bits = 0;
  for (let sq = 0; sq < 32; sq++) if (test(sq)) bits |= 1 << sq;
  return bits | 0;
};

/** PDN 14, 15, 18, 19: the four centre squares (the same set for both sides). */
export const CENTRE = squaresWhere((sq) => [13, 14, 17, 18].includes(sq));
/** The ring around the centre, where men and kings are still well placed. */
export const NEAR_CENTRE = squaresWhere((sq) => [9, 10, 12, 15, 16, 19, 21, 22].includes(sq));
/** Squares on the board's edge: a king there controls two diagonals at most. */
export const EDGES = squaresWhere((sq) => ROW[sq] === 0 || ROW[sq] === 7 || COL[sq] === 0 || COL[sq] === 7);
/** Files a and h: a man there has one way forward instead of two. */
export const SIDE_EDGES = squaresWhere((sq) => COL[sq] === 0 || COL[sq] === 7);
/** The double corners (PDN 1, 5 and 28, 32), where a lone king is hardest to trap. */
export const DOUBLE_CORNERS = squaresWhere((sq) => [0, 4, 27, 31].includes(sq));
/** PDN 1 and 3: black's bridge, which alone keeps a single red man from crowning. */
export const BLACK_BRIDGE = (1 << 0) | (1 << 2);
/** PDN 30 and 32: red's bridge. */
export const RED_BRIDGE = rotate(BLACK_BRIDGE);
/** Black men on red's half (rows 4 to 6): strong if supported, targets if not. */
export const BLACK_ADVANCED = squaresWhere((sq) => ROW[sq]! >= 4 && ROW[sq]! <= 6);
/** Red men on black's half. */
export const RED_ADVANCED = rotate(BLACK_ADVANCED);
/** Rows 0, 2, 4, 6: black's "system" for counting the move (the opposition). */
export const BLACK_SYSTEM = squaresWhere((sq) => (ROW[sq]! & 1) === 0);
/** Rows 1, 3, 5, 7: red's system. */
export const RED_SYSTEM = rotate(BLACK_SYSTEM);
/** PDN 28: black's dog-hole, where a man is frozen by a red piece on PDN 32. */
export const BLACK_DOG_HOLE = 1 << 27;
/** PDN 32: the square that holds a black man in the dog-hole. */
export const BLACK_DOG_HOLE_KEEPER = 1 << 31;
/** PDN 5: red's dog-hole, held by a black piece on PDN 1. */
export const RED_DOG_HOLE = rotate(BLACK_DOG_HOLE);
/** PDN 1. */
export const RED_DOG_HOLE_KEEPER = rotate(BLACK_DOG_HOLE_KEEPER);

// The runaway test. A black man on s with d rows to go is out of reach when no red man stands where
// it could still meet it, and no red king is near enough to any square of its path.
//   Red men: one that is ahead of the man (on a higher row) by g rows and at most g + 1 columns
//   aside can close both gaps before the man passes it; the extra column covers either side moving
//   first. Men beside or behind it move away and never catch up.
//   Red kings: a king that reaches some square of the man's forward cone no later than the man does.
// Both tests are conservative: a man they call a runaway has a clear run, some real runaways are
// missed. Red's masks are black's, rotated.
const forwardCone = (s: number): number =>
  squaresWhere((x) => ROW[x]! > ROW[s]! && Math.abs(COL[x]! - COL[s]!) <= ROW[x]! - ROW[s]!);

const blackMenStoppers = (s: number): number =>
  squaresWhere((x) => ROW[x]! > ROW[s]! && Math.abs(COL[x]! - COL[s]!) <= ROW[x]! - ROW[s]! + 1);

function blackKingStoppers(s: number): number {
  const cone = forwardCone(s);
  return squaresWhere((x) => {
    for (let y = 0; y < 32; y++) {
      if (((cone >>> y) & 1) !== 0 && DISTANCE[x * 32 + y]! <= ROW[y]! - ROW[s]!) return true;
    }
    return false;
  });
}

const BLACK_MEN_STOPPERS = Int32Array.from({ length: 32 }, (_, s) => blackMenStoppers(s));
const BLACK_KING_STOPPERS = Int32Array.from({ length: 32 }, (_, s) => blackKingStoppers(s));

/** RUNAWAY_MEN_STOPPERS[side * 32 + s] (side 0 black, 1 red): opposing men that can stop a man on s. */
export const RUNAWAY_MEN_STOPPERS = Int32Array.from({ length: 64 }, (_, i) =>
  i < 32 ? BLACK_MEN_STOPPERS[i]! : rotate(BLACK_MEN_STOPPERS[63 - i]!),
);
/** RUNAWAY_KING_STOPPERS[side * 32 + s]: squares from which an opposing king can stop a man on s. */
export const RUNAWAY_KING_STOPPERS = Int32Array.from({ length: 64 }, (_, i) =>
  i < 32 ? BLACK_KING_STOPPERS[i]! : rotate(BLACK_KING_STOPPERS[63 - i]!),
);
/** STEPS[side * 32 + s]: the squares a man of that side on s steps to. */
export const STEPS = Int32Array.from({ length: 64 }, (_, i) =>
  i < 32 ? downLeft(1 << i) | downRight(1 << i) : upLeft(1 << (i - 32)) | upRight(1 << (i - 32)),
);
/** Rows a man of that side on s has already advanced: black's row, or 7 less red's. */
export const ADVANCE = Int8Array.from({ length: 64 }, (_, i) => (i < 32 ? ROW[i]! : 7 - ROW[i - 32]!));
