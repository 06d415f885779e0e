// The neural evaluation: a small network over the piece-square features of features.ts, in integers.
//
//   accumulator (per side, H wide) = b1 + the W1 rows of that side's active features
//   h = clamp(side to move's accumulator, 0, 1) ++ clamp(other side's, 0, 1)       (2H values)
//   value (men) = psqt[side to move] - psqt[other side] + b2[bucket] + W2[bucket] . h
//
// psqt is a direct, linear part (a piece-square table per output bucket, summed like the
// accumulators): it carries material and placement, so the hidden layer learns what lies beyond
// them. The bucket is chosen by the number of pieces (features.ts).
//
// Incremental: the evaluator keeps the accumulators of the last parent it was given and moves them
// to the next by the pieces that differ (a search evaluates neighbours: sibling leaves differ by one
// move from their parent); a leaf's own changes are added on the fly, not stored. Everything is
// integer, so the order of the updates never changes a value and the search stays deterministic.
import { popcount } from '../bitboard.js';
import { BUCKETS, FEATURE_PAIR, FEATURES, SQUARES, bucketOf } from './features.js';
import { createSimdKernel, type SimdKernel } from './simd.js';

/** Accumulator units per 1.0 (the clamp's top). */
export const QA = 127;
/** W2 units per 1.0. */
export const QB = 64;
/** psqt units per point (a man is 100 points). */
export const QP = 16;

/** A network's quantised weights. */
export interface NetWeights {
  /** Hidden units per side. */
  readonly hidden: number;
  /** W1[f * hidden + j], in QA units. */
  readonly w1: Int16Array;
  /** b1[j], in QA units. */
  readonly b1: Int16Array;
  /** psqt[f * BUCKETS + k], in QP units of a point. */
  readonly psqt: Int32Array;
  /** W2[k * 2 * hidden + i], in QB units; i < hidden for the side to move. */
  readonly w2: Int16Array;
  /** b2[k], in QA * QB units. */
  readonly b2: Int32Array;
}

/** Points a (QA * QB) output unit is worth: 100 points a man. */
const OUTPUT_POINTS = 100 / (QA * QB);
/** Values stay inside this, well below the search's win scores. */
export const NET_SCORE_LIMIT = 20_000;

/** A pair of accumulators (one per side) and the position they hold. */
class Accumulator {
  /** The hidden sums, in JavaScript (Int32Array) or in the SIMD kernel's memory (Int16Array). */
  readonly black: Int32Array | Int16Array;
  readonly red: Int32Array | Int16Array;
  readonly psqtBlack = new Int32Array(BUCKETS);
  readonly psqtRed = new Int32Array(BUCKETS);
  /** Black men, black kings, red men, red kings of the position held. */
  readonly held = new Int32Array(4);
  valid = false;

  constructor(
    hidden: number,
    memory: ArrayBuffer | null,
    /** Byte offsets of the two sums in the kernel's memory. */
    readonly blackAt = 0,
    readonly redAt = 0,
  ) {
    this.black = memory === null ? new Int32Array(hidden) : new Int16Array(memory, blackAt, hidden);
    this.red = memory === null ? new Int32Array(hidden) : new Int16Array(memory, redAt, hidden);
  }
}

/** Most pieces a position and its partial updates can hold: the int16 check's worst case. */
const MOST_PIECES = 28;

/** True when no accumulator can leave the int16 range: b1 plus the largest rows of any position. */
export function fitsInt16(weights: NetWeights): boolean {
  const { hidden, w1, b1 } = weights;
  for (let j = 0; j < hidden; j++) {
    const largest: number[] = [];
    for (let f = 0; f < FEATURES; f++) largest.push(Math.abs(w1[f * hidden + j]!));
    largest.sort((a, b) => b - a);
    let bound = Math.abs(b1[j]!);
    for (let n = 0; n < MOST_PIECES; n++) bound += largest[n]!;
    if (bound > 32767) return false;
  }
  return true;
}

/**
 * Evaluates positions with one network, incrementally. One per search. The search asks for a leaf
 * with its parent's position: the evaluator keeps the parent's accumulators (brought from whatever
 * parent it held before, usually the same one or a sibling) and adds the leaf's changed features
 * on the fly, so a leaf costs about one move's update. The vector work runs in the SIMD kernel
 * (simd.ts) where the runtime has it and the weights fit int16 lanes, in JavaScript otherwise; the
 * values are the same integers either way.
 */
export class NetEvaluator {
  readonly hidden: number;
  /** True when the SIMD kernel does the vector work. */
  readonly simd: boolean;
  private readonly kernel: SimdKernel | null;
  private readonly parent: Accumulator;
  private readonly leaf: Accumulator;
  private readonly target = new Int32Array(4);
  /** Changed features: the side to move's and the other side's, and +1 or -1. */
  private readonly rowsOwn = new Int32Array(4);
  private readonly rowsOther = new Int32Array(4);
  private readonly signs = new Int32Array(4);
  /** W1 with a row of zeros after the last feature's (JavaScript path). */
  private readonly w1: Int16Array;
  /** Kernel memory layout: W1 and -W1 (each with the zero row), W2, in bytes. */
  private readonly w1At = 0;
  private readonly w1NegAt: number;
  private readonly w2At: number;
  private readonly rowBytes: number;
  /** Evaluations, and accumulators started from scratch (for the bench). */
  evaluations = 0;
  refreshes = 0;

  /** `simd: false` keeps the work in JavaScript (to compare the two paths). */
  constructor(
    readonly weights: NetWeights,
    options: { readonly simd?: boolean } = {},
  ) {
    const h = weights.hidden;
    this.hidden = h;
    this.kernel = options.simd !== false && h % 8 === 0 && fitsInt16(weights) ? createSimdKernel() : null;
    this.simd = this.kernel !== null;
    this.w1 = new Int16Array((FEATURES + 1) * h);
    this.w1.set(weights.w1);
    this.rowBytes = 2 * h;
    const w1Bytes = (FEATURES + 1) * this.rowBytes;
    this.w1NegAt = w1Bytes;
    this.w2At = 2 * w1Bytes;
    const accAt = this.w2At + BUCKETS * 2 * this.rowBytes;
    const kernel = this.kernel;
    if (kernel === null) {
      this.parent = new Accumulator(h, null);
      this.leaf = new Accumulator(h, null);
      return;
    }
    const needed = accAt + 4 * this.rowBytes;
    const pages = Math.ceil((needed - kernel.memory.buffer.byteLength) / 65536);
    if (pages > 0) kernel.memory.grow(pages);
    const memory = kernel.memory.buffer;
    new Int16Array(memory, this.w1At, this.w1.length).set(this.w1);
    new Int16Array(memory, this.w1NegAt, this.w1.length).set(this.w1.map((x) => -x));
    new Int16Array(memory, this.w2At, weights.w2.length).set(weights.w2);
    const r = this.rowBytes;
    this.parent = new Accumulator(h, memory, accAt, accAt + r);
    this.leaf = new Accumulator(h, memory, accAt + 2 * r, accAt + 3 * r);
  }

  /** The position's value for the side to move, in points (a man is 100). */
  evaluate(black: number, red: number, kings: number, blackToMove: boolean): number {
    this.evaluations++;
    this.bring(this.leaf, black, red, kings);
    return this.leafValue(this.leaf, 0, blackToMove, bucketOf(popcount(black | red)));
  }

  /** The same, for a position one move after (parentBlack, parentRed, parentKings): usually faster. */
  evaluateChild(
    parentBlack: number,
    parentRed: number,
    parentKings: number,
    black: number,
    red: number,
    kings: number,
    blackToMove: boolean,
  ): number {
    this.evaluations++;
    const parent = this.parent;
    this.bring(parent, parentBlack, parentRed, parentKings);
    const n = this.changes(parent.held, black, red, kings, blackToMove);
    const bucket = bucketOf(popcount(black | red));
    if (n > 4) {
      // More than a move and a capture or two apart: move the other accumulator instead.
      this.bring(this.leaf, black, red, kings);
      return this.leafValue(this.leaf, 0, blackToMove, bucket);
    }
    return this.leafValue(parent, n, blackToMove, bucket);
  }

  /**
   * The features of (black, red, kings) that differ from `held`, into rowsOwn/rowsOther/signs from
   * the side to move's view; returns how many, or 5 once there are more than four.
   */
  private changes(held: Int32Array, black: number, red: number, kings: number, blackToMove: boolean): number {
    const target = this.target;
    target[0] = black & ~kings;
    target[1] = black & kings;
    target[2] = red & ~kings;
    target[3] = red & kings;
    let n = 0;
    for (let kind = 0; kind < 4; kind++) {
      const now = target[kind]!;
      for (let b = (held[kind]! ^ now) >>> 0; b !== 0; b &= b - 1) {
        if (n === 4) return 5;
        const sq = 31 - Math.clz32(b & -b);
        const pair = FEATURE_PAIR[kind * SQUARES + sq]!;
        this.rowsOwn[n] = blackToMove ? pair & 0xff : pair >> 8;
        this.rowsOther[n] = blackToMove ? pair >> 8 : pair & 0xff;
        this.signs[n] = (now >>> sq) & 1 ? 1 : -1;
        n++;
      }
    }
    return n;
  }

  /** The value of acc's position plus the first n changed features. */
  private leafValue(acc: Accumulator, n: number, blackToMove: boolean, bucket: number): number {
    const { psqt, b2 } = this.weights;
    const rowsOwn = this.rowsOwn;
    const rowsOther = this.rowsOther;
    const signs = this.signs;
    let psqtSum = blackToMove
      ? acc.psqtBlack[bucket]! - acc.psqtRed[bucket]!
      : acc.psqtRed[bucket]! - acc.psqtBlack[bucket]!;
    for (let c = 0; c < n; c++) {
      psqtSum +=
        signs[c]! * (psqt[rowsOwn[c]! * BUCKETS + bucket]! - psqt[rowsOther[c]! * BUCKETS + bucket]!);
    }
    // Unused slots read the zero row past the last feature.
    for (let c = n; c < 4; c++) {
      rowsOwn[c] = FEATURES;
      rowsOther[c] = FEATURES;
      signs[c] = 1;
    }
    const h = this.hidden;
    const kernel = this.kernel;
    const s0 = signs[0]!;
    const s1 = signs[1]!;
    const s2 = signs[2]!;
    const s3 = signs[3]!;
    let sum = b2[bucket]!;
    if (kernel !== null) {
      const r = this.rowBytes;
      const pos = this.w1At;
      const neg = this.w1NegAt;
      sum += kernel.out(
        blackToMove ? acc.blackAt : acc.redAt,
        blackToMove ? acc.redAt : acc.blackAt,
        (s0 > 0 ? pos : neg) + rowsOwn[0]! * r,
        (s1 > 0 ? pos : neg) + rowsOwn[1]! * r,
        (s2 > 0 ? pos : neg) + rowsOwn[2]! * r,
        (s3 > 0 ? pos : neg) + rowsOwn[3]! * r,
        (s0 > 0 ? pos : neg) + rowsOther[0]! * r,
        (s1 > 0 ? pos : neg) + rowsOther[1]! * r,
        (s2 > 0 ? pos : neg) + rowsOther[2]! * r,
        (s3 > 0 ? pos : neg) + rowsOther[3]! * r,
        this.w2At + bucket * 2 * r,
        r,
      );
      return toPoints(psqtSum, sum);
    }
    const w1 = this.w1;
    const w2 = this.weights.w2;
    const o0 = rowsOwn[0]! * h;
    const o1 = rowsOwn[1]! * h;
    const o2 = rowsOwn[2]! * h;
    const o3 = rowsOwn[3]! * h;
    const t0 = rowsOther[0]! * h;
    const t1 = rowsOther[1]! * h;
    const t2 = rowsOther[2]! * h;
    const t3 = rowsOther[3]! * h;
    const own = blackToMove ? acc.black : acc.red;
    const other = blackToMove ? acc.red : acc.black;
    const base = bucket * 2 * h;
    for (let j = 0; j < h; j++) {
      const a = own[j]! + s0 * w1[o0 + j]! + s1 * w1[o1 + j]! + s2 * w1[o2 + j]! + s3 * w1[o3 + j]!;
      if (a > 0) sum += (a < QA ? a : QA) * w2[base + j]!;
      const b = other[j]! + s0 * w1[t0 + j]! + s1 * w1[t1 + j]! + s2 * w1[t2 + j]! + s3 * w1[t3 + j]!;
      if (b > 0) sum += (b < QA ? b : QA) * w2[base + h + j]!;
    }
    return toPoints(psqtSum, sum);
  }

  // Moves an accumulator to a position by the pieces that differ (from scratch the first time).
  private bring(acc: Accumulator, black: number, red: number, kings: number): void {
    const held = acc.held;
    if (!acc.valid) {
      this.refreshes++;
      acc.black.set(this.weights.b1);
      acc.red.set(this.weights.b1);
      acc.psqtBlack.fill(0);
      acc.psqtRed.fill(0);
      held.fill(0);
      acc.valid = true;
    }
    // Black's view, four features at a time.
    for (;;) {
      const n = this.changes(held, black, red, kings, true);
      if (n === 0) return;
      const take = Math.min(n, 4);
      this.addChanges(acc, take);
      // Mark what was added as held.
      for (let c = 0; c < take; c++) {
        const feature = this.rowsOwn[c]!;
        const kind = feature >> 5;
        const bit = 1 << (feature & 31);
        held[kind] = this.signs[c]! > 0 ? held[kind]! | bit : held[kind]! & ~bit;
      }
    }
  }

  /** Adds the first `take` changed features (black's view in rowsOwn, red's in rowsOther) to acc. */
  private addChanges(acc: Accumulator, take: number): void {
    const { psqt } = this.weights;
    for (let c = 0; c < take; c++) {
      const fb = this.rowsOwn[c]!;
      const fr = this.rowsOther[c]!;
      const sign = this.signs[c]!;
      for (let k = 0; k < BUCKETS; k++) {
        acc.psqtBlack[k] = acc.psqtBlack[k]! + sign * psqt[fb * BUCKETS + k]!;
        acc.psqtRed[k] = acc.psqtRed[k]! + sign * psqt[fr * BUCKETS + k]!;
      }
    }
    const kernel = this.kernel;
    if (kernel !== null) {
      const r = this.rowBytes;
      const own = this.rowsOwn;
      const other = this.rowsOther;
      const signs = this.signs;
      // Unused slots read the zero row.
      for (let c = take; c < 4; c++) {
        own[c] = FEATURES;
        other[c] = FEATURES;
        signs[c] = 1;
      }
      const base0 = signs[0]! > 0 ? this.w1At : this.w1NegAt;
      const base1 = signs[1]! > 0 ? this.w1At : this.w1NegAt;
      const base2 = signs[2]! > 0 ? this.w1At : this.w1NegAt;
      const base3 = signs[3]! > 0 ? this.w1At : this.w1NegAt;
      kernel.add4(
        acc.blackAt,
        base0 + own[0]! * r,
        base1 + own[1]! * r,
        base2 + own[2]! * r,
        base3 + own[3]! * r,
        r,
      );
      kernel.add4(
        acc.redAt,
        base0 + other[0]! * r,
        base1 + other[1]! * r,
        base2 + other[2]! * r,
        base3 + other[3]! * r,
        r,
      );
      return;
    }
    const w1 = this.w1;
    const h = this.hidden;
    const accB = acc.black;
    const accR = acc.red;
    for (let c = 0; c < take; c++) {
      const rowB = this.rowsOwn[c]! * h;
      const rowR = this.rowsOther[c]! * h;
      if (this.signs[c]! > 0) {
        for (let j = 0; j < h; j++) {
          accB[j] = accB[j]! + w1[rowB + j]!;
          accR[j] = accR[j]! + w1[rowR + j]!;
        }
      } else {
        for (let j = 0; j < h; j++) {
          accB[j] = accB[j]! - w1[rowB + j]!;
          accR[j] = accR[j]! - w1[rowR + j]!;
        }
      }
    }
  }
}

/** Points from the psqt sum (QP units) and the output layer's sum (QA * QB units), within the limit. */
function toPoints(psqt: number, sum: number): number {
  const points = Math.round(psqt / QP + sum * OUTPUT_POINTS);
  return points > NET_SCORE_LIMIT ? NET_SCORE_LIMIT : points < -NET_SCORE_LIMIT ? -NET_SCORE_LIMIT : points;
}

// One evaluator per network for the searches of a thread: building one copies the weights (and
// compiles the SIMD kernel), about a millisecond, which an easy level's few-millisecond move would
// feel. Sharing is safe: an evaluator brings its accumulators to any position by difference, and a
// thread runs one search at a time.
const evaluators = new WeakMap<NetWeights, NetEvaluator>();

/** The thread's evaluator for `weights`, built on first use. */
export function evaluatorFor(weights: NetWeights): NetEvaluator {
  let evaluator = evaluators.get(weights);
  if (evaluator === undefined) {
    evaluator = new NetEvaluator(weights);
    evaluators.set(weights, evaluator);
  }
  return evaluator;
}

/** The value of one position from scratch, without an evaluator's memory (for tests and tools). */
export function evaluateWithNet(
  weights: NetWeights,
  black: number,
  red: number,
  kings: number,
  blackToMove: boolean,
): number {
  return new NetEvaluator(weights, { simd: false }).evaluate(black, red, kings, blackToMove);
}

/** Sizes every array of a network with `hidden` units must have. */
export const netShape = (hidden: number) =>
  ({
    w1: FEATURES * hidden,
    b1: hidden,
    psqt: FEATURES * BUCKETS,
    w2: BUCKETS * 2 * hidden,
    b2: BUCKETS,
  }) as const;
