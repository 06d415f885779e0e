import { describe, expect, it } from 'vitest';
import { createRandom } from '../ai/random.js';
import { fitK, fitWeights, loss, predict, type Samples } from './texel.js';

/**
 * Synthetic positions: the first feature is the anchor (weight 100, like the man), the others are
 * small counts; each label is exactly the curve's prediction for the true weights, so a perfect fit
 * exists and must be found.
 */
function synthetic(trueWeights: readonly number[], k: number, count: number, seed: number): Samples {
  const random = createRandom(seed);
  const features = trueWeights.length;
  const x = new Float32Array(count * features);
  const y = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    let s = 0;
    for (let j = 0; j < features; j++) {
      const value = Math.floor(random() * 7) - 3;
      x[i * features + j] = value;
      s += trueWeights[j]! * value;
    }
    y[i] = predict(s, k);
  }
  return { x, y, count, features };
}

describe('texel', () => {
  const truth = [100, 40, -25, 7];

  it('fits K for known weights', () => {
    const samples = synthetic(truth, 1.3, 4000, 1);
    expect(fitK(samples, truth)).toBeCloseTo(1.3, 2);
  });

  it('recovers known weights with the anchor fixed, and the loss falls', () => {
    const samples = synthetic(truth, 1, 4000, 2);
    const start = [100, 0, 0, 0];
    const fitted = fitWeights(samples, start, 1, { epochs: 400, rate: 3, fixed: [0], polishRounds: 2 });
    expect(fitted[0]).toBe(100);
    for (let j = 1; j < truth.length; j++) expect(Math.abs(fitted[j]! - truth[j]!)).toBeLessThanOrEqual(1);
    expect(loss(samples, fitted, 1)).toBeLessThan(loss(samples, start, 1) / 100);
  });

  it('keeps a linear constraint on the weights', () => {
    const samples = synthetic(truth, 1, 3000, 4);
    // Weights 1 and 2 must sum to 0: the best such fit is a compromise, and it must hold exactly
    // up to the rounding.
    const constraint = { indices: [1, 2], coefficients: [1, 1] };
    const fitted = fitWeights(samples, [100, 0, 0, 0], 1, {
      epochs: 400,
      rate: 3,
      fixed: [0],
      polishRounds: 2,
      constraints: [constraint],
    });
    expect(Math.abs(fitted[1]! + fitted[2]!)).toBeLessThanOrEqual(1);
    expect(fitted[1]).toBeGreaterThan(0);
  });

  it('polishes rounded weights to the integer optimum', () => {
    const samples = synthetic(truth, 1, 2000, 3);
    // No gradient steps at all: the +1/-1 search alone walks from a nearby start to the truth.
    const fitted = fitWeights(samples, [100, 37, -22, 9], 1, {
      epochs: 0,
      rate: 1,
      fixed: [0],
      polishRounds: 10,
    });
    expect(Array.from(fitted)).toEqual(truth);
  });
});
