// The evaluation as a list of features, each counted from black's point of view (black's count less
// red's), so that the evaluation is exactly the dot product of integer weights with these counts.
// The tuner fits the weights on self-play outcomes through `writeFeatures`; the search uses the
// fast, fused form in evaluate.ts, which a test holds equal to the dot product on many positions.
//
// Why these features:
// - Material, and trading down when ahead: the same lead wins more easily with fewer pieces left.
// - Advancement by row and phase: early an advanced man is a target, late it is a race to crown.
// - Back rank squares and the bridge: they keep the opponent's men from crowning, while it has no king.
// - Centre squares, men and kings off the edges, and mobility (empty squares a side can step to).
// - In the endgame the stronger side's kings walk to what is left to capture (hunt), and the
//   weaker side's kings shelter in the double corners, where they cannot be cornered.
// - Knowledge the search misses beyond its horizon: runaway men that no opposing piece can stop
//   (counted, and by how far they have come), advanced men with nothing behind them, advanced men
//   that cannot move, a man frozen in the dog-hole, advanced men facing opposing kings, kings that
//   cannot move, having the only kings, and the move (opposition) in even endgames. Together they
//   lower the held-out loss of the fit; `npm run tune -- --ablate` measures each one.
import { downLeft, downRight, popcount, upLeft, upRight } from '../bitboard.js';
import {
  ADVANCE,
  BLACK_ADVANCED,
  BLACK_BRIDGE,
  BLACK_DOG_HOLE,
  BLACK_DOG_HOLE_KEEPER,
  BLACK_SYSTEM,
  CENTRE,
  DISTANCE,
  DOUBLE_CORNERS,
  EDGES,
  NEAR_CENTRE,
  RED_ADVANCED,
  RED_BRIDGE,
  RED_DOG_HOLE,
  RED_DOG_HOLE_KEEPER,
  RED_SYSTEM,
  RUNAWAY_KING_STOPPERS,
  RUNAWAY_MEN_STOPPERS,
  SIDE_EDGES,
  STEPS,
} from './eval-geometry.js';

/** The features, in the order of a feature vector. */
export const FEATURES = [
  'man',
  'king',
  'tradeDown',
  'advanceOpening1',
  'advanceOpening2',
  'advanceOpening3',
  'advanceOpening4',
  'advanceOpening5',
  'advanceOpening6',
  'advanceMiddle1',
  'advanceMiddle2',
  'advanceMiddle3',
  'advanceMiddle4',
  'advanceMiddle5',
  'advanceMiddle6',
  'advanceEndgame1',
  'advanceEndgame2',
  'advanceEndgame3',
  'advanceEndgame4',
  'advanceEndgame5',
  'advanceEndgame6',
  'backRank1',
  'backRank2',
  'backRank3',
  'backRank4',
  'bridge',
  'centreMen',
  'edgeMen',
  'centreKings',
  'nearCentreMen',
  'nearCentreKings',
  'edgeKings',
  'mobility',
  'hunt',
  'shelter',
  'runaway',
  'runawaySpeed',
  'unsupportedAdvanced',
  'blockedAdvanced',
  'dogHole',
  'advancedVsKings',
  'immobileKings',
  'kingMonopoly',
  'opposition',
] as const;
/** A feature's name. */
export type Feature = (typeof FEATURES)[number];
/** Integer weights, one per feature. */
export type Weights = Readonly<Record<Feature, number>>;
/** Number of features. */
export const FEATURE_COUNT = FEATURES.length;

/** Index of each feature in a feature vector. */
export const FEATURE_INDEX = Object.fromEntries(FEATURES.map((f, i) => [f, i])) as Readonly<
  Record<Feature, number>
>;

/** Pieces on the board up to which the endgame terms (hunt, shelter) apply. */
export const ENDGAME_PIECES = 12;
/** Pieces on the board up to which the move (opposition) is counted. */
export const OPPOSITION_PIECES = 8;

/** Game phase by pieces on the board: 0 opening (17+), 1 middle game (9 to 16), 2 endgame. */
export const phaseOf = (total: number): number => (total > 16 ? 0 : total > 8 ? 1 : 2);

/**
 * Who is stronger, for the endgame terms: men count 3 and kings 4, so that a king is worth a little
 * more than a man without reading the tuned weights. Positive when black is stronger.
 */
export const strength = (nbm: number, nbk: number, nrm: number, nrk: number): number =>
  3 * (nbm - nrm) + 4 * (nbk - nrk);

/** Sum over `hunters` of how close each is to the nearest of `prey` (7 less the distance). */
export function closeness(hunters: number, prey: number): number {
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

/** Empty squares a side can step to, each counted once however many pieces reach it. */
export function mobility(men: number, kings: number, empty: number, blackSide: boolean): number {
  const down = blackSide ? men | kings : kings;
  const up = blackSide ? kings : men | kings;
  return popcount((downLeft(down) | downRight(down) | upLeft(up) | upRight(up)) & empty);
}

/** Pieces (of `pieces`) with an empty square next to them in any direction: kings that can step. */
export const withFreeNeighbour = (pieces: number, empty: number): number =>
  pieces & (upLeft(empty) | upRight(empty) | downLeft(empty) | downRight(empty));

/** Black men that have a step: the square below-left or below-right of them is empty. */
export const blackMenThatStep = (men: number, empty: number): number =>
  men & (upRight(empty) | upLeft(empty));
/** Red men that have a step. */
export const redMenThatStep = (men: number, empty: number): number =>
  men & (downRight(empty) | downLeft(empty));

/** Black men with a black piece diagonally behind them (on the row towards black's back rank). */
export const blackBacked = (black: number): number => downLeft(black) | downRight(black);
/** Red men with a red piece diagonally behind them. */
export const redBacked = (red: number): number => upLeft(red) | upRight(red);

/**
 * True when the man of `side` (0 black, 1 red) on `sq` has a clear run to its crowning row: it can
 * step, and no opposing man or king can reach its path in time (see eval-geometry.ts).
 */
export const isRunaway = (
  side: number,
  sq: number,
  oppMen: number,
  oppKings: number,
  empty: number,
): boolean =>
  (oppMen & RUNAWAY_MEN_STOPPERS[(side << 5) | sq]!) === 0 &&
  (oppKings & RUNAWAY_KING_STOPPERS[(side << 5) | sq]!) === 0 &&
  (STEPS[(side << 5) | sq]! & empty) !== 0;

/**
 * +1 when black has the move (the opposition), -1 when red has it: with the side to move, count
 * the pieces on its system; an odd count means it has the move. Only meaningful with equal numbers.
 */
export function opposition(all: number, blackToMove: boolean): number {
  if (blackToMove) return popcount(all & BLACK_SYSTEM) & 1 ? 1 : -1;
  return popcount(all & RED_SYSTEM) & 1 ? -1 : 1;
}

/**
 * Writes the feature vector of a position (black's counts less red's) into `out`, which must hold
 * FEATURE_COUNT entries. The evaluation for black is the dot product of the weights with it.
 */
export function writeFeatures(
  black: number,
  red: number,
  kings: number,
  blackToMove: boolean,
  out: Int32Array | Float64Array | Float32Array,
): void {
  out.fill(0);
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
  const phase = phaseOf(total);
  const I = FEATURE_INDEX;

  out[I.man] = nbm - nrm;
  out[I.king] = nbk - nrk;
  out[I.tradeDown] = (nbm + nbk - nrm - nrk) * (24 - total);

  const advanceBase = I.advanceOpening1 + 6 * phase - 1;
  for (let b = bm; b !== 0; b &= b - 1) {
    const sq = 31 - Math.clz32(b & -b);
    const row = ADVANCE[sq]!;
    if (row > 0) out[advanceBase + row]! += 1;
    if (isRunaway(0, sq, rm, rk, empty)) {
      out[I.runaway]! += 1;
      out[I.runawaySpeed]! += row;
    }
  }
  for (let r = rm; r !== 0; r &= r - 1) {
    const sq = 31 - Math.clz32(r & -r);
    const row = ADVANCE[32 | sq]!;
    if (row > 0) out[advanceBase + row]! -= 1;
    if (isRunaway(1, sq, bm, bk, empty)) {
      out[I.runaway]! -= 1;
      out[I.runawaySpeed]! -= row;
    }
  }

  if (nrm > 0 && nrk === 0) {
    for (let k = 0; k < 4; k++) out[I.backRank1 + k]! += (bm >>> k) & 1;
    out[I.bridge]! += (bm & BLACK_BRIDGE) === BLACK_BRIDGE ? 1 : 0;
  }
  if (nbm > 0 && nbk === 0) {
    for (let k = 0; k < 4; k++) out[I.backRank1 + k]! -= (rm >>> (31 - k)) & 1;
    out[I.bridge]! -= (rm & RED_BRIDGE) === RED_BRIDGE ? 1 : 0;
  }

  out[I.centreMen] = popcount(bm & CENTRE) - popcount(rm & CENTRE);
  out[I.edgeMen] = popcount(bm & SIDE_EDGES) - popcount(rm & SIDE_EDGES);
  out[I.centreKings] = popcount(bk & CENTRE) - popcount(rk & CENTRE);
  out[I.nearCentreMen] = popcount(bm & NEAR_CENTRE) - popcount(rm & NEAR_CENTRE);
  out[I.nearCentreKings] = popcount(bk & NEAR_CENTRE) - popcount(rk & NEAR_CENTRE);
  out[I.edgeKings] = popcount(bk & EDGES) - popcount(rk & EDGES);
  out[I.mobility] = mobility(bm, bk, empty, true) - mobility(rm, rk, empty, false);

  if (total <= ENDGAME_PIECES) {
    const stronger = strength(nbm, nbk, nrm, nrk);
    if (stronger > 0) {
      out[I.hunt] = closeness(bk, red);
      out[I.shelter] = -popcount(rk & DOUBLE_CORNERS);
    } else if (stronger < 0) {
      out[I.hunt] = -closeness(rk, black);
      out[I.shelter] = popcount(bk & DOUBLE_CORNERS);
    }
  }

  const blackAdvanced = bm & BLACK_ADVANCED;
  const redAdvanced = rm & RED_ADVANCED;
  out[I.unsupportedAdvanced] =
    popcount(blackAdvanced & ~blackBacked(black)) - popcount(redAdvanced & ~redBacked(red));
  out[I.blockedAdvanced] =
    popcount(blackAdvanced & ~blackMenThatStep(bm, empty)) -
    popcount(redAdvanced & ~redMenThatStep(rm, empty));
  out[I.dogHole] =
    ((bm & BLACK_DOG_HOLE) !== 0 && (red & BLACK_DOG_HOLE_KEEPER) !== 0 ? 1 : 0) -
    ((rm & RED_DOG_HOLE) !== 0 && (black & RED_DOG_HOLE_KEEPER) !== 0 ? 1 : 0);
  out[I.advancedVsKings] = (nrk > 0 ? popcount(blackAdvanced) : 0) - (nbk > 0 ? popcount(redAdvanced) : 0);
  out[I.immobileKings] =
    nbk - popcount(withFreeNeighbour(bk, empty)) - (nrk - popcount(withFreeNeighbour(rk, empty)));
  out[I.kingMonopoly] = (nbk > 0 && nrk === 0 ? 1 : 0) - (nrk > 0 && nbk === 0 ? 1 : 0);
  if (total <= OPPOSITION_PIECES && nbm + nbk === nrm + nrk) {
    out[I.opposition] = opposition(black | red, blackToMove);
  }
}

/** The dot product of weights with a feature vector. */
export function dot(weights: Weights, features: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < FEATURE_COUNT; i++) sum += weights[FEATURES[i]!] * features[i]!;
  return sum;
}
