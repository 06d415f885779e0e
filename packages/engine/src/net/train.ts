// Training the network (network.ts) on labelled positions, in floating point, then quantising it.
//
// Each position's target is its side to move's expected score: a blend of the game's result and the
// self-play search's score turned into an expectation, lambda * sigmoid(K * score / 100) +
// (1 - lambda) * result, so that a position is judged both by how its game went and by what a
// search saw in it. The loss is the squared error of sigmoid(K * value) against that target, where
// value is the network's output in men: with the Texel K of the hand-written evaluation, a network
// value reads like that evaluation's (a man is about 100 points). Mini-batches and Adam; the last
// games of the set are held out whole, and the weights of the epoch with the lowest held-out loss
// are the result. Everything is seeded: a run is a function of its data and options.
import { popcount } from '../bitboard.js';
import { createRandom, type Random } from '../ai/random.js';
import type { PositionSet } from '../tune/dataset.js';
import { BUCKETS, activeFeatures, bucketOf } from './features.js';
import { QA, QB, QP, netShape, type NetWeights } from './network.js';

/** The most pieces on a board: features per side of one position. */
const MAX_PIECES = 24;

/** Positions ready for training: features from both sides, bucket, side to move and target. */
export interface NetSamples {
  readonly count: number;
  /** featuresOwn[i * MAX_PIECES + n]: the side to move's features, `pieces[i]` of them. */
  readonly featuresOwn: Int16Array;
  /** The other side's features. */
  readonly featuresOther: Int16Array;
  readonly pieces: Uint8Array;
  readonly bucket: Uint8Array;
  /** The side to move's target expectation, 0 to 1. */
  readonly target: Float32Array;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Samples from positions [from, to) of a set, with the side to move's blended target. */
export function netSamples(
  set: PositionSet,
  from: number,
  to: number,
  k: number,
  lambda: number,
): NetSamples {
  const count = Math.max(0, to - from);
  const featuresOwn = new Int16Array(count * MAX_PIECES);
  const featuresOther = new Int16Array(count * MAX_PIECES);
  const pieces = new Uint8Array(count);
  const bucket = new Uint8Array(count);
  const target = new Float32Array(count);
  const fb = new Int16Array(MAX_PIECES);
  const fr = new Int16Array(MAX_PIECES);
  for (let i = 0; i < count; i++) {
    const p = from + i;
    const black = set.black[p]!;
    const red = set.red[p]!;
    const n = activeFeatures(black, red, set.kings[p]!, fb, fr);
    const blackToMove = set.blackToMove[p] === 1;
    featuresOwn.set((blackToMove ? fb : fr).subarray(0, n), i * MAX_PIECES);
    featuresOther.set((blackToMove ? fr : fb).subarray(0, n), i * MAX_PIECES);
    pieces[i] = n;
    bucket[i] = bucketOf(popcount(black | red));
    const result = blackToMove ? set.label[p]! : 1 - set.label[p]!;
    const score = blackToMove ? set.score[p]! : -set.score[p]!;
    target[i] = lambda * sigmoid((k * score) / 100) + (1 - lambda) * result;
  }
  return { count, featuresOwn, featuresOther, pieces, bucket, target };
}

/** A network in floating point, as trained. Values in men. */
export class FloatNet {
  readonly w1: Float64Array;
  readonly b1: Float64Array;
  readonly psqt: Float64Array;
  readonly w2: Float64Array;
  readonly b2: Float64Array;

  constructor(
    readonly hidden: number,
    random: Random,
  ) {
    const shape = netShape(hidden);
    this.w1 = Float64Array.from({ length: shape.w1 }, () => (random() * 2 - 1) * 0.1);
    this.b1 = Float64Array.from({ length: shape.b1 }, () => 0.25 + random() * 0.25);
    this.psqt = new Float64Array(shape.psqt);
    this.w2 = Float64Array.from({ length: shape.w2 }, () => (random() * 2 - 1) * 0.05);
    this.b2 = new Float64Array(shape.b2);
  }

  /** All parameter arrays, in one fixed order (the optimiser's). */
  arrays(): Float64Array[] {
    return [this.w1, this.b1, this.psqt, this.w2, this.b2];
  }

  /** The value in men of sample i, filling the accumulators (for the backward pass). */
  forward(s: NetSamples, i: number, accOwn: Float64Array, accOther: Float64Array): number {
    const h = this.hidden;
    const n = s.pieces[i]!;
    const base = i * MAX_PIECES;
    const k = s.bucket[i]!;
    accOwn.set(this.b1);
    accOther.set(this.b1);
    let value = this.b2[k]!;
    for (let m = 0; m < n; m++) {
      const fo = s.featuresOwn[base + m]!;
      const ft = s.featuresOther[base + m]!;
      value += this.psqt[fo * BUCKETS + k]! - this.psqt[ft * BUCKETS + k]!;
      const ro = fo * h;
      const rt = ft * h;
      for (let j = 0; j < h; j++) {
        accOwn[j] = accOwn[j]! + this.w1[ro + j]!;
        accOther[j] = accOther[j]! + this.w1[rt + j]!;
      }
    }
    const w = k * 2 * h;
    for (let j = 0; j < h; j++) {
      value += clamp01(accOwn[j]!) * this.w2[w + j]! + clamp01(accOther[j]!) * this.w2[w + h + j]!;
    }
    return value;
  }

  /** The network in the integers the engine evaluates with. */
  quantise(): NetWeights {
    const round16 = (x: number): number => Math.max(-32768, Math.min(32767, Math.round(x)));
    return {
      hidden: this.hidden,
      w1: Int16Array.from(this.w1, (x) => round16(x * QA)),
      b1: Int16Array.from(this.b1, (x) => round16(x * QA)),
      psqt: Int32Array.from(this.psqt, (x) => Math.round(x * 100 * QP)),
      w2: Int16Array.from(this.w2, (x) => round16(x * QB)),
      b2: Int32Array.from(this.b2, (x) => Math.round(x * QA * QB)),
    };
  }
}

const clamp01 = (x: number): number => (x <= 0 ? 0 : x >= 1 ? 1 : x);

/** How to train. */
export interface TrainOptions {
  readonly hidden: number;
  readonly epochs: number;
  readonly batch: number;
  /** Adam's step size. */
  readonly rate: number;
  /** The Texel scale: expectation = sigmoid(k * value in men). */
  readonly k: number;
  readonly seed: number;
  /** Called after every epoch with both losses; return false to stop. */
  readonly onEpoch?: (epoch: number, train: number, heldOut: number) => boolean | void;
}

/** Sensible defaults: a few minutes on one core for half a million positions. */
export const DEFAULT_TRAIN: Omit<TrainOptions, 'k'> = {
  hidden: 32,
  epochs: 30,
  batch: 256,
  rate: 0.002,
  seed: 1,
};

/** Mean squared error of the network's expectations against the targets. */
export function netLoss(net: FloatNet, s: NetSamples, k: number): number {
  const accOwn = new Float64Array(net.hidden);
  const accOther = new Float64Array(net.hidden);
  let sum = 0;
  for (let i = 0; i < s.count; i++) {
    const e = sigmoid(k * net.forward(s, i, accOwn, accOther)) - s.target[i]!;
    sum += e * e;
  }
  return sum / Math.max(1, s.count);
}

/** What a training run gives: the best network (by held-out loss) and its losses. */
export interface TrainResult {
  readonly net: FloatNet;
  readonly epochs: number;
  readonly trainLoss: number;
  readonly heldOutLoss: number;
}

/** Trains a network from scratch. */
export function trainNet(train: NetSamples, heldOut: NetSamples, options: TrainOptions): TrainResult {
  const random = createRandom(options.seed);
  const net = new FloatNet(options.hidden, random);
  const h = options.hidden;
  const params = net.arrays();
  const grads = params.map((p) => new Float64Array(p.length));
  const m1 = params.map((p) => new Float64Array(p.length));
  const m2 = params.map((p) => new Float64Array(p.length));
  const [gw1, gb1, gpsqt, gw2, gb2] = grads as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const accOwn = new Float64Array(h);
  const accOther = new Float64Array(h);
  const order = Uint32Array.from({ length: train.count }, (_, i) => i);
  const beta1 = 0.9;
  const beta2 = 0.999;
  let step = 0;
  let best = { loss: Number.POSITIVE_INFINITY, epoch: 0, trainLoss: 0, arrays: params.map((p) => p.slice()) };

  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    let trainSum = 0;
    for (let start = 0; start < order.length; start += options.batch) {
      const end = Math.min(order.length, start + options.batch);
      for (const g of grads) g.fill(0);
      for (let b = start; b < end; b++) {
        const i = order[b]!;
        const value = net.forward(train, i, accOwn, accOther);
        const p = sigmoid(options.k * value);
        const e = p - train.target[i]!;
        trainSum += e * e;
        const g = 2 * e * p * (1 - p) * options.k;
        const k = train.bucket[i]!;
        const n = train.pieces[i]!;
        const base = i * MAX_PIECES;
        gb2[k] = gb2[k]! + g;
        const w = k * 2 * h;
        for (let m = 0; m < n; m++) {
          const fo = train.featuresOwn[base + m]! * BUCKETS + k;
          const ft = train.featuresOther[base + m]! * BUCKETS + k;
          gpsqt[fo] = gpsqt[fo]! + g;
          gpsqt[ft] = gpsqt[ft]! - g;
        }
        for (let j = 0; j < h; j++) {
          const ao = accOwn[j]!;
          const at = accOther[j]!;
          gw2[w + j] = gw2[w + j]! + g * clamp01(ao);
          gw2[w + h + j] = gw2[w + h + j]! + g * clamp01(at);
          // Through the clamp only where it is not flat.
          const dOwn = ao > 0 && ao < 1 ? g * net.w2[w + j]! : 0;
          const dOther = at > 0 && at < 1 ? g * net.w2[w + h + j]! : 0;
          accOwn[j] = dOwn;
          accOther[j] = dOther;
          gb1[j] = gb1[j]! + dOwn + dOther;
        }
        for (let m = 0; m < n; m++) {
          const ro = train.featuresOwn[base + m]! * h;
          const rt = train.featuresOther[base + m]! * h;
          for (let j = 0; j < h; j++) {
            gw1[ro + j] = gw1[ro + j]! + accOwn[j]!;
            gw1[rt + j] = gw1[rt + j]! + accOther[j]!;
          }
        }
      }
      // Adam on the batch's mean gradient.
      step++;
      const scale = 1 / (end - start);
      const c1 = 1 / (1 - beta1 ** step);
      const c2 = 1 / (1 - beta2 ** step);
      for (let a = 0; a < params.length; a++) {
        const p = params[a]!;
        const gr = grads[a]!;
        const ma = m1[a]!;
        const va = m2[a]!;
        for (let q = 0; q < p.length; q++) {
          const gq = gr[q]! * scale;
          ma[q] = beta1 * ma[q]! + (1 - beta1) * gq;
          va[q] = beta2 * va[q]! + (1 - beta2) * gq * gq;
          p[q] = p[q]! - (options.rate * ma[q]! * c1) / (Math.sqrt(va[q]! * c2) + 1e-8);
        }
      }
    }
    const trainLoss = trainSum / Math.max(1, train.count);
    const heldOutLoss = netLoss(net, heldOut, options.k);
    if (heldOutLoss < best.loss)
      best = { loss: heldOutLoss, epoch, trainLoss, arrays: params.map((p) => p.slice()) };
    if (options.onEpoch?.(epoch, trainLoss, heldOutLoss) === false) break;
  }
  params.forEach((p, a) => p.set(best.arrays[a]!));
  return { net, epochs: best.epoch, trainLoss: best.trainLoss, heldOutLoss: best.loss };
}
