// The Texel method: a position's evaluation s predicts its game's result through the logistic curve
// sigmoid(K * s / 100), and the weights are those that make the prediction's mean squared error over
// many labelled positions smallest. K is fitted first, with the weights the engine had; then K stays
// and the weights move (Adam, full batch, the man's weight fixed so that a man stays worth 100), are
// rounded to integers, and are polished by the classic Texel search of +1/-1 steps on the integers.
//
// The data is a dense matrix of feature counts, one row per position, so one pass over it computes
// every evaluation; nothing here knows what the features mean.

/** Feature counts (row-major, `features` per row) and black's results (1, 0.5, 0). */
export interface Samples {
  readonly x: Float32Array;
  readonly y: Float32Array;
  readonly count: number;
  readonly features: number;
}

/** The logistic curve: the expected result of an evaluation of `score` points. */
export const predict = (score: number, k: number): number => 1 / (1 + Math.exp((-k * score) / 100));

/** Writes every row's evaluation (weights dotted with the row) into `out`. */
export function scores(samples: Samples, weights: ArrayLike<number>, out: Float64Array): Float64Array {
  const { x, count, features } = samples;
  for (let i = 0, row = 0; i < count; i++, row += features) {
    let s = 0;
    for (let j = 0; j < features; j++) s += weights[j]! * x[row + j]!;
    out[i] = s;
  }
  return out;
}

/** Mean squared error of the predictions from precomputed evaluations. */
export function lossOfScores(samples: Samples, evaluations: Float64Array, k: number): number {
  let sum = 0;
  for (let i = 0; i < samples.count; i++) {
    const e = predict(evaluations[i]!, k) - samples.y[i]!;
    sum += e * e;
  }
  return sum / Math.max(1, samples.count);
}

/** Mean squared error of the weights' predictions. */
export const loss = (samples: Samples, weights: ArrayLike<number>, k: number): number =>
  lossOfScores(samples, scores(samples, weights, new Float64Array(samples.count)), k);

/** The K that fits the given weights best (golden-section search; the loss is unimodal in K). */
export function fitK(samples: Samples, weights: ArrayLike<number>, low = 0.01, high = 10): number {
  const evaluations = scores(samples, weights, new Float64Array(samples.count));
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = low;
  let b = high;
  for (let i = 0; i < 60; i++) {
    const c = b - phi * (b - a);
    const d = a + phi * (b - a);
    if (lossOfScores(samples, evaluations, c) < lossOfScores(samples, evaluations, d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/** How the weights are fitted. */
export interface FitOptions {
  /** Full passes of gradient descent. */
  readonly epochs: number;
  /** Adam's initial step, in points; it decays to a twentieth along a cosine. */
  readonly rate: number;
  /** Indices of weights that do not move (the man). */
  readonly fixed: readonly number[];
  /** Rounds of the integer +1/-1 polish after rounding (0 for none). */
  readonly polishRounds: number;
  /**
   * Linear constraints sum(coefficients[i] * w[indices[i]]) = 0, held by projecting the weights back
   * after every step; the polish leaves their weights alone. Their index sets must not overlap.
   */
  readonly constraints?: readonly LinearConstraint[];
  /** Called now and then with the epoch and the training loss. */
  readonly onProgress?: (epoch: number, loss: number) => void;
}

/** Weights whose weighted sum must stay 0. */
export interface LinearConstraint {
  readonly indices: readonly number[];
  readonly coefficients: readonly number[];
}

// Moves the weights to the nearest point (in the constrained weights) that meets the constraint.
function project(w: Float64Array, c: LinearConstraint): void {
  let dotCw = 0;
  let dotCc = 0;
  c.indices.forEach((j, i) => {
    dotCw += c.coefficients[i]! * w[j]!;
    dotCc += c.coefficients[i]! ** 2;
  });
  if (dotCc === 0) return;
  c.indices.forEach((j, i) => (w[j] = w[j]! - (c.coefficients[i]! * dotCw) / dotCc));
}

/** Default fit: enough epochs for a few dozen features to settle. */
export const DEFAULT_FIT: Omit<FitOptions, 'fixed'> = { epochs: 600, rate: 2, polishRounds: 2 };

/** Minimises the squared error over the weights at fixed K; returns integer weights. */
export function fitWeights(
  samples: Samples,
  initial: ArrayLike<number>,
  k: number,
  options: FitOptions,
): Int32Array {
  const { x, y, count, features } = samples;
  const w = Float64Array.from(initial);
  const m = new Float64Array(features);
  const v = new Float64Array(features);
  const grad = new Float64Array(features);
  const moves = Uint8Array.from({ length: features }, (_, j) => (options.fixed.includes(j) ? 0 : 1));
  const constraints = options.constraints ?? [];
  for (const c of constraints) project(w, c);
  const beta1 = 0.9;
  const beta2 = 0.999;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    grad.fill(0);
    let sum = 0;
    for (let i = 0, row = 0; i < count; i++, row += features) {
      let s = 0;
      for (let j = 0; j < features; j++) s += w[j]! * x[row + j]!;
      const p = predict(s, k);
      const e = p - y[i]!;
      sum += e * e;
      // d(e^2)/ds = 2e * p(1 - p) * K / 100.
      const g = (2 * e * p * (1 - p) * k) / 100;
      for (let j = 0; j < features; j++) grad[j] = grad[j]! + g * x[row + j]!;
    }
    const rate =
      options.rate * (0.05 + 0.95 * 0.5 * (1 + Math.cos((Math.PI * (epoch - 1)) / options.epochs)));
    for (let j = 0; j < features; j++) {
      if (moves[j] === 0) continue;
      const gj = grad[j]! / count;
      m[j] = beta1 * m[j]! + (1 - beta1) * gj;
      v[j] = beta2 * v[j]! + (1 - beta2) * gj * gj;
      const mHat = m[j]! / (1 - beta1 ** epoch);
      const vHat = v[j]! / (1 - beta2 ** epoch);
      w[j] = w[j]! - (rate * mHat) / (Math.sqrt(vHat) + 1e-12);
    }
    for (const c of constraints) project(w, c);
    if (options.onProgress !== undefined && (epoch % 50 === 0 || epoch === 1))
      options.onProgress(epoch, sum / count);
  }
  const rounded = Int32Array.from(w, (value) => Math.round(value));
  const polished = Uint8Array.from(moves);
  for (const c of constraints) for (const j of c.indices) polished[j] = 0;
  return polish(samples, rounded, k, polished, options.polishRounds);
}

// Rounding can cost a little: step each movable weight by one point either way while that helps.
function polish(samples: Samples, w: Int32Array, k: number, moves: Uint8Array, rounds: number): Int32Array {
  const { x, count, features } = samples;
  const evaluations = scores(samples, w, new Float64Array(count));
  const trial = new Float64Array(count);
  let best = lossOfScores(samples, evaluations, k);
  for (let round = 0; round < rounds; round++) {
    let improved = false;
    for (let j = 0; j < features; j++) {
      if (moves[j] === 0) continue;
      for (const step of [1, -1]) {
        for (let i = 0; i < count; i++) trial[i] = evaluations[i]! + step * x[i * features + j]!;
        const l = lossOfScores(samples, trial, k);
        if (l < best) {
          best = l;
          w[j] = w[j]! + step;
          evaluations.set(trial);
          improved = true;
          break;
        }
      }
    }
    if (!improved) break;
  }
  return w;
}
