// From labelled positions to the tuner's matrix: one row of feature counts per position, as the
// evaluation defines them (eval-features.ts).
import { popcount } from '../bitboard.js';
import {
  FEATURE_COUNT,
  FEATURE_INDEX,
  FEATURES,
  phaseOf,
  writeFeatures,
  type Weights,
} from '../ai/eval-features.js';
import { ADVANCE } from '../ai/eval-geometry.js';
import type { PositionSet } from './dataset.js';
import type { LinearConstraint, Samples } from './texel.js';

/** The feature matrix and labels of positions `from` (inclusive) to `to` (exclusive) of `set`. */
export function toSamples(set: PositionSet, from: number, to: number): Samples {
  const count = Math.max(0, to - from);
  const x = new Float32Array(count * FEATURE_COUNT);
  const y = new Float32Array(count);
  const row = new Int32Array(FEATURE_COUNT);
  for (let i = 0; i < count; i++) {
    const p = from + i;
    writeFeatures(set.black[p]!, set.red[p]!, set.kings[p]!, set.blackToMove[p] === 1, row);
    x.set(row, i * FEATURE_COUNT);
    y[i] = set.label[p]!;
  }
  return { x, y, count, features: FEATURE_COUNT };
}

/** Weights by name as a vector in feature order. */
export const weightVector = (weights: Weights): Float64Array =>
  Float64Array.from(FEATURES, (f) => weights[f]);

/** A vector in feature order as weights by name. */
export const weightsOf = (vector: ArrayLike<number>): Weights =>
  Object.fromEntries(FEATURES.map((f, i) => [f, vector[i]!])) as Weights;

/**
 * One constraint per phase: the advancement bonus of the average man of that phase (over the men of
 * `set`, of both sides, on every row) is 0. Without it the advancement weights would take over part
 * of a man's value, which must stay 100 points: the analysis board and the puzzles read scores so.
 */
export function advancementConstraints(set: PositionSet): LinearConstraint[] {
  const counts = Array.from({ length: 3 }, () => new Float64Array(7));
  for (let p = 0; p < set.count; p++) {
    const kings = set.kings[p]!;
    const phase = phaseOf(popcount(set.black[p]! | set.red[p]!));
    for (let b = set.black[p]! & ~kings; b !== 0; b &= b - 1)
      counts[phase]![ADVANCE[31 - Math.clz32(b & -b)]!]! += 1;
    for (let r = set.red[p]! & ~kings; r !== 0; r &= r - 1)
      counts[phase]![ADVANCE[32 | (31 - Math.clz32(r & -r))]!]! += 1;
  }
  return counts.map((rows, phase) => ({
    indices: [1, 2, 3, 4, 5, 6].map((row) => FEATURE_INDEX.advanceOpening1 + 6 * phase + row - 1),
    coefficients: [1, 2, 3, 4, 5, 6].map((row) => rows[row]!),
  }));
}
