import { describe, expect, it } from 'vitest';
import { FEATURES } from '../ai/eval-features.js';
import { WEIGHTS } from '../ai/eval-weights.js';
import { evaluateForBlack } from '../ai/evaluate.js';
import { randomPosition, seededRandom } from '../testing/positions.js';
import { PositionSet } from './dataset.js';
import { toSamples, weightVector, weightsOf } from './samples.js';
import { scores } from './texel.js';

describe('samples', () => {
  it('hold the rows whose dot product with the weights is the evaluation', () => {
    const random = seededRandom(9);
    const set = new PositionSet();
    for (let i = 0; i < 500; i++) {
      const p = randomPosition(random);
      set.push(p.black | 0, p.red | 0, p.kings | 0, p.turn === 'black', 0.5);
    }
    const samples = toSamples(set, 100, 500);
    expect(samples.count).toBe(400);
    const evaluations = scores(samples, weightVector(WEIGHTS), new Float64Array(samples.count));
    for (let i = 0; i < samples.count; i++) {
      const p = 100 + i;
      expect(evaluations[i]).toBe(
        evaluateForBlack(set.black[p]!, set.red[p]!, set.kings[p]!, set.blackToMove[p] === 1),
      );
    }
  });

  it('turn weights into vectors and back', () => {
    const vector = weightVector(WEIGHTS);
    expect(vector.length).toBe(FEATURES.length);
    expect(weightsOf(vector)).toEqual(WEIGHTS);
  });
});
