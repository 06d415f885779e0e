// Static evaluation on raw bitboards, in points where a man is worth 100. The search calls this at
// every leaf, so it loops over set bits and reads precomputed tables; it allocates nothing.
//
// Terms: material (kings worth more than men), a bonus for trading down when ahead, advancement of
// men (their tempo count), the back-rank guard that keeps the opponent from crowning, the centre,
// mobility, and in the endgame the stronger side's kings closing in on the weaker side's pieces.
import { RANK_1, RANK_8, downLeft, downRight, popcount, upLeft, upRight } from '../bitboard.js';
import { rawBoard, type Position } from '../position.js';

/** Value of a man. */
export const MAN_VALUE = 100;
/** Value of a king: more mobile than a man, and can never be blocked by moving only forward. */
export const KING_VALUE = 135;

const ROW = Int8Array.from({ length: 32 }, (_, sq) => sq >> 2);
// Even rows hold files b, d, f, h (columns 1, 3, 5, 7); odd rows files a, c, e, g (0, 2, 4, 6).
const COL = Int8Array.from({ length: 32 }, (_, sq) => 2 * (sq & 3) + ((sq >> 2) & 1 ? 0 : 1));

// Men gain more for advancing as the board empties: early on a far-advanced man is a target, late
// it is a race to crown. Indexed by black's row (0 = black's back rank); red reads 7 - row.
const ADVANCE_OPENING = [0, 0, 1, 3, 5, 7, 9, 0] as const;
const ADVANCE_ENDGAME = [0, 4, 8, 12, 17, 22, 28, 0] as const;

/** PDN 14, 15, 18, 19: the four centre squares. */
const CENTRE = (1 << 13) | (1 << 14) | (1 << 17) | (1 << 18);
/** The ring around the centre, where men and kings are still well placed. */
const NEAR_CENTRE =
  (1 << 9) | (1 << 10) | (1 << 21) | (1 << 22) | (1 << 12) | (1 << 15) | (1 << 16) | (1 << 19);
/** PDN 1 and 3 for black, 30 and 32 for red: the bridge that guards the crowning row. */
const BLACK_BRIDGE = (1 << 0) | (1 << 2);
const RED_BRIDGE = (1 << 29) | (1 << 31);
/** The double corners (PDN 1, 5 and 28, 32), where a lone king is hardest to trap. */
const DOUBLE_CORNERS = (1 << 0) | (1 << 4) | (1 << 27) | (1 << 31);
/** Squares on the board's edge: a king there controls two diagonals at most. */
const EDGES = 0xf000000f | 0x10101010 | 0x08080808;

const DISTANCE = Int8Array.from({ length: 32 * 32 }, (_, i) => {
  const a = i >> 5;
  const b = i & 31;
  return Math.max(Math.abs(ROW[a]! - ROW[b]!), Math.abs(COL[a]! - COL[b]!));
});

const ADVANCE_MIDDLE = ADVANCE_OPENING.map((v, r) => (v + ADVANCE_ENDGAME[r]!) >> 1);

const advanceTable = (table: readonly number[], forBlack: boolean): Int16Array =>
  Int16Array.from({ length: 32 }, (_, sq) => table[forBlack ? ROW[sq]! : 7 - ROW[sq]!]!);
/** Advancement tables by phase (0 opening, 1 middle, 2 endgame). */
const BLACK_ADVANCE = [ADVANCE_OPENING, ADVANCE_MIDDLE, ADVANCE_ENDGAME].map((t) => advanceTable(t, true));
const RED_ADVANCE = [ADVANCE_OPENING, ADVANCE_MIDDLE, ADVANCE_ENDGAME].map((t) => advanceTable(t, false));

function sumTable(bits: number, table: Int16Array): number {
  let sum = 0;
  while (bits !== 0) {
    sum += table[31 - Math.clz32(bits & -bits)]!;
    bits &= bits - 1;
  }
  return sum;
}

// Sum over `hunters` of how close each is to the nearest of `prey`: the stronger side's kings should
// walk towards what is left to capture instead of shuffling until the 40-move rule.
function closeness(hunters: number, prey: number): number {
  let total = 0;
  while (hunters !== 0) {
    const h = 31 - Math.clz32(hunters & -hunters);
    hunters &= hunters - 1;
    let nearest = 7;
    let p = prey;
    while (p !== 0) {
      const d = DISTANCE[(h << 5) | (31 - Math.clz32(p & -p))]!;
      if (d < nearest) nearest = d;
      p &= p - 1;
    }
    total += 7 - nearest;
  }
  return total;
}

// Empty squares a side can step to (each counted once, however many pieces reach it).
function mobility(men: number, kings: number, empty: number, blackSide: boolean): number {
  const down = blackSide ? men | kings : kings;
  const up = blackSide ? kings : men | kings;
  return popcount((downLeft(down) | downRight(down) | upLeft(up) | upRight(up)) & empty);
}

/** Evaluation from black's point of view, on raw bitboards. */
export function evaluateForBlack(black: number, red: number, kings: number): number {
  const bm = black & ~kings;
  const bk = black & kings;
  const rm = red & ~kings;
  const rk = red & kings;
  const nbm = popcount(bm);
  const nbk = popcount(bk);
  const nrm = popcount(rm);
  const nrk = popcount(rk);
  const total = nbm + nbk + nrm + nrk;
  const blackMaterial = MAN_VALUE * nbm + KING_VALUE * nbk;
  const redMaterial = MAN_VALUE * nrm + KING_VALUE * nrk;
  let score = blackMaterial - redMaterial;

  // Trading down when ahead: the same lead counts for more with fewer pieces on the board.
  if (score !== 0) score += ((score * (24 - total)) / 40) | 0;

  // Advancement (tempo), blended from opening to endgame weights by the number of pieces.
  const phase = total > 16 ? 0 : total > 8 ? 1 : 2;
  score += sumTable(bm, BLACK_ADVANCE[phase]!) - sumTable(rm, RED_ADVANCE[phase]!);

  // Back-rank guard: worth most while the opponent still has men that could crown.
  if (nrm > 0 && nrk === 0) {
    score += 6 * popcount(bm & RANK_8) + ((bm & BLACK_BRIDGE) === BLACK_BRIDGE ? 14 : 0);
  }
  if (nbm > 0 && nbk === 0) {
    score -= 6 * popcount(rm & RANK_1) + ((rm & RED_BRIDGE) === RED_BRIDGE ? 14 : 0);
  }

  // Centre control, for men and kings; kings on the edge are half as useful.
  score += 7 * (popcount(black & CENTRE) - popcount(red & CENTRE));
  score += 3 * (popcount(black & NEAR_CENTRE) - popcount(red & NEAR_CENTRE));
  score -= 6 * (popcount(bk & EDGES) - popcount(rk & EDGES));

  // Mobility: simple steps available to each side.
  const empty = ~(black | red);
  score += 3 * (mobility(bm, bk, empty, true) - mobility(rm, rk, empty, false));

  // Endgame: the stronger side's kings hunt; the weaker side's kings shelter in double corners.
  if (total <= 12 && blackMaterial !== redMaterial) {
    if (blackMaterial > redMaterial) {
      score += 4 * closeness(bk, red) - 10 * popcount(rk & DOUBLE_CORNERS);
    } else {
      score -= 4 * closeness(rk, black) - 10 * popcount(bk & DOUBLE_CORNERS);
    }
  }
  return score;
}

/** Evaluation of a raw board from the side to move's point of view. */
export const evaluateRaw = (black: number, red: number, kings: number, blackToMove: boolean): number => {
  const score = evaluateForBlack(black, red, kings);
  return blackToMove ? score : 0 - score;
};

/** Static evaluation of a position, in points (a man is 100), from the side to move's point of view. */
export function evaluate(position: Position): number {
  const b = rawBoard(position);
  return evaluateRaw(b.black, b.red, b.kings, b.blackToMove);
}
