// Static evaluation on raw bitboards, in points where a man is worth 100. The search calls this at
// every leaf, so it loops over set bits and reads tables; it allocates nothing.
//
// The evaluation is the dot product of the tuned weights (eval-weights.ts, fitted to self-play
// outcomes by the Texel method, see src/tune/) with the features of eval-features.ts. Computing the
// features and then the product would be slow, so the weights are folded into per-square tables at
// load (a man's advancement, centre, edge and runaway value; a king's value with its square) and the rest
// is a few popcounts. A test holds this equal to the dot product, exactly, on many positions.
import { popcount } from '../bitboard.js';
import { rawBoard, type Position } from '../position.js';
import {
  ENDGAME_PIECES,
  OPPOSITION_PIECES,
  blackBacked,
  blackMenThatStep,
  closeness,
  isRunaway,
  mobility,
  opposition,
  phaseOf,
  redBacked,
  redMenThatStep,
  strength,
  withFreeNeighbour,
  type Weights,
} from './eval-features.js';
import {
  ADVANCE,
  BLACK_ADVANCED,
  BLACK_BRIDGE,
  BLACK_DOG_HOLE,
  BLACK_DOG_HOLE_KEEPER,
  CENTRE,
  DOUBLE_CORNERS,
  EDGES,
  NEAR_CENTRE,
  RED_ADVANCED,
  RED_BRIDGE,
  RED_DOG_HOLE,
  RED_DOG_HOLE_KEEPER,
  SIDE_EDGES,
} from './eval-geometry.js';
import { WEIGHTS } from './eval-weights.js';

/** Value of a man: the unit of every score. */
export const MAN_VALUE = 100;
/** Value of a king (the tuned weight): more mobile than a man, and never blocked by moving only forward. */
export const KING_VALUE = WEIGHTS.king;

const W: Weights = { ...WEIGHTS, man: MAN_VALUE };
const ADVANCE_WEIGHTS = [
  [
    W.advanceOpening1,
    W.advanceOpening2,
    W.advanceOpening3,
    W.advanceOpening4,
    W.advanceOpening5,
    W.advanceOpening6,
  ],
  [
    W.advanceMiddle1,
    W.advanceMiddle2,
    W.advanceMiddle3,
    W.advanceMiddle4,
    W.advanceMiddle5,
    W.advanceMiddle6,
  ],
  [
    W.advanceEndgame1,
    W.advanceEndgame2,
    W.advanceEndgame3,
    W.advanceEndgame4,
    W.advanceEndgame5,
    W.advanceEndgame6,
  ],
];
const inSet = (set: number, sq: number): number => (set >>> sq) & 1;

/** MAN_TABLE[phase * 64 + side * 32 + sq]: a man's value with its advancement and centre terms. */
const MAN_TABLE = Int32Array.from({ length: 3 * 64 }, (_, i) => {
  const phase = i >> 6;
  const side = (i >> 5) & 1;
  const sq = i & 31;
  const row = ADVANCE[(side << 5) | sq]!;
  return (
    W.man +
    (row > 0 ? ADVANCE_WEIGHTS[phase]![row - 1]! : 0) +
    W.centreMen * inSet(CENTRE, sq) +
    W.nearCentreMen * inSet(NEAR_CENTRE, sq) +
    W.edgeMen * inSet(SIDE_EDGES, sq)
  );
});
/** KING_TABLE[sq]: a king's value with its square's terms (the squares' sets are symmetric). */
const KING_TABLE = Int32Array.from(
  { length: 32 },
  (_, sq) =>
    W.king +
    W.centreKings * inSet(CENTRE, sq) +
    W.nearCentreKings * inSet(NEAR_CENTRE, sq) +
    W.edgeKings * inSet(EDGES, sq),
);
/** RUNAWAY_VALUE[side * 32 + sq]: a runaway man's bonus, growing with the rows it has come. */
const RUNAWAY_VALUE = Int32Array.from({ length: 64 }, (_, i) => W.runaway + W.runawaySpeed * ADVANCE[i]!);
const BACK_RANK = [W.backRank1, W.backRank2, W.backRank3, W.backRank4];
/** BLACK_GUARD[bits of PDN 1..4]: the back rank terms of black's men there. */
const BLACK_GUARD = Int32Array.from({ length: 16 }, (_, bits) => {
  let sum = (bits & BLACK_BRIDGE) === BLACK_BRIDGE ? W.bridge : 0;
  for (let k = 0; k < 4; k++) sum += (bits >> k) & 1 ? BACK_RANK[k]! : 0;
  return sum;
});
/** RED_GUARD[bits of PDN 29..32]: the same for red, whose PDN 32 plays the part of black's PDN 1. */
const RED_GUARD = Int32Array.from({ length: 16 }, (_, bits) => {
  const squares = bits << 28;
  let sum = (squares & RED_BRIDGE) === RED_BRIDGE ? W.bridge : 0;
  for (let k = 0; k < 4; k++) sum += (squares >>> (31 - k)) & 1 ? BACK_RANK[k]! : 0;
  return sum;
});

// The weights the evaluation reads, as plain constants, which the compiler folds into its code.
const W_TRADE_DOWN = W.tradeDown;
const W_MOBILITY = W.mobility;
const W_HUNT = W.hunt;
const W_SHELTER = W.shelter;
const W_UNSUPPORTED_ADVANCED = W.unsupportedAdvanced;
const W_ADVANCED_VS_KINGS = W.advancedVsKings;
const W_DOG_HOLE = W.dogHole;
const W_BLOCKED_ADVANCED = W.blockedAdvanced;
const W_IMMOBILE_KINGS = W.immobileKings;
const W_KING_MONOPOLY = W.kingMonopoly;
const W_OPPOSITION = W.opposition;

/**
 * Evaluation from black's point of view, on raw bitboards. The side to move only matters for the
 * move (opposition) in even endgames; it is black when left out.
 */
export function evaluateForBlack(black: number, red: number, kings: number, blackToMove = true): number {
  const bm = black & ~kings;
  const bk = black & kings;
  const rm = red & ~kings;
  const rk = red & kings;
  const nbm = popcount(bm);
  const nbk = popcount(bk);
  const nrm = popcount(rm);
  const nrk = popcount(rk);
  const total = nbm + nbk + nrm + nrk;
  const empty = ~(black | red);
  let score = W_TRADE_DOWN * (nbm + nbk - nrm - nrk) * (24 - total);

  const blackMen = phaseOf(total) << 6;
  const redMen = blackMen | 32;
  for (let b = bm; b !== 0; b &= b - 1) {
    const sq = 31 - Math.clz32(b & -b);
    score += MAN_TABLE[blackMen | sq]!;
    if (isRunaway(0, sq, rm, rk, empty)) score += RUNAWAY_VALUE[sq]!;
  }
  for (let r = rm; r !== 0; r &= r - 1) {
    const sq = 31 - Math.clz32(r & -r);
    score -= MAN_TABLE[redMen | sq]!;
    if (isRunaway(1, sq, bm, bk, empty)) score -= RUNAWAY_VALUE[32 | sq]!;
  }
  for (let b = bk; b !== 0; b &= b - 1) score += KING_TABLE[31 - Math.clz32(b & -b)]!;
  for (let r = rk; r !== 0; r &= r - 1) score -= KING_TABLE[31 - Math.clz32(r & -r)]!;

  // The back rank only guards while the opponent has men to crown and no king yet.
  if (nrm > 0 && nrk === 0) score += BLACK_GUARD[bm & 15]!;
  if (nbm > 0 && nbk === 0) score -= RED_GUARD[(rm >>> 28) & 15]!;

  // The tuner may find a term worthless; then it costs nothing here.
  if (W_MOBILITY !== 0)
    score += W_MOBILITY * (mobility(bm, bk, empty, true) - mobility(rm, rk, empty, false));

  if (total <= ENDGAME_PIECES) {
    const stronger = strength(nbm, nbk, nrm, nrk);
    if (stronger > 0) score += W_HUNT * closeness(bk, red) - W_SHELTER * popcount(rk & DOUBLE_CORNERS);
    else if (stronger < 0) score += W_SHELTER * popcount(bk & DOUBLE_CORNERS) - W_HUNT * closeness(rk, black);
  }

  const blackAdvanced = bm & BLACK_ADVANCED;
  const redAdvanced = rm & RED_ADVANCED;
  if ((blackAdvanced | redAdvanced) !== 0) {
    score +=
      W_UNSUPPORTED_ADVANCED *
      (popcount(blackAdvanced & ~blackBacked(black)) - popcount(redAdvanced & ~redBacked(red)));
    score +=
      W_BLOCKED_ADVANCED *
      (popcount(blackAdvanced & ~blackMenThatStep(bm, empty)) -
        popcount(redAdvanced & ~redMenThatStep(rm, empty)));
    if (nrk > 0) score += W_ADVANCED_VS_KINGS * popcount(blackAdvanced);
    if (nbk > 0) score -= W_ADVANCED_VS_KINGS * popcount(redAdvanced);
  }
  if ((bm & BLACK_DOG_HOLE) !== 0 && (red & BLACK_DOG_HOLE_KEEPER) !== 0) score += W_DOG_HOLE;
  if ((rm & RED_DOG_HOLE) !== 0 && (black & RED_DOG_HOLE_KEEPER) !== 0) score -= W_DOG_HOLE;

  if ((bk | rk) !== 0) {
    score +=
      W_IMMOBILE_KINGS *
      (nbk - popcount(withFreeNeighbour(bk, empty)) - nrk + popcount(withFreeNeighbour(rk, empty)));
    if (nrk === 0) score += W_KING_MONOPOLY;
    else if (nbk === 0) score -= W_KING_MONOPOLY;
  }
  if (total <= OPPOSITION_PIECES && nbm + nbk === nrm + nrk) {
    score += W_OPPOSITION * opposition(black | red, blackToMove);
  }
  return score;
}

/** Evaluation of a raw board from the side to move's point of view. */
export const evaluateRaw = (black: number, red: number, kings: number, blackToMove: boolean): number => {
  const score = evaluateForBlack(black, red, kings, blackToMove);
  return blackToMove ? score : 0 - score;
};

/** Static evaluation of a position, in points (a man is 100), from the side to move's point of view. */
export function evaluate(position: Position): number {
  const b = rawBoard(position);
  return evaluateRaw(b.black, b.red, b.kings, b.blackToMove);
}
