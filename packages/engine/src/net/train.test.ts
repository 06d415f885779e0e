import { describe, expect, it } from 'vitest';
import { createRandom } from '../ai/random.js';
import type { PositionSet } from '../tune/dataset.js';
import { selfPlay, DEFAULT_SELF_PLAY } from '../tune/dataset.js';
import { evaluateWithNet } from './network.js';
import { FloatNet, netLoss, netSamples, trainNet } from './train.js';

// A small set from quick self-play: enough to learn that material wins games.
const run = selfPlay(
  [
    ['11-15', '23-19', '8-11'],
    ['9-13', '22-18', '10-14'],
  ],
  40,
  3,
  {
    ...DEFAULT_SELF_PLAY,
    depth: 2,
  },
);
if (!run.ok) throw new Error(run.error.message);
const set: PositionSet = run.value.positions;
const split = Math.floor(set.count * 0.8);

describe('training the network', () => {
  it('blends the result and the search score into the side to move target', () => {
    const results = netSamples(set, 0, 50, 1, 0);
    const scores = netSamples(set, 0, 50, 1, 1);
    for (let i = 0; i < 50; i++) {
      const forMover = set.blackToMove[i] === 1 ? set.label[i]! : 1 - set.label[i]!;
      expect(results.target[i]).toBeCloseTo(forMover, 6);
      const score = set.blackToMove[i] === 1 ? set.score[i]! : -set.score[i]!;
      expect(scores.target[i]).toBeCloseTo(1 / (1 + Math.exp(-score / 100)), 6);
    }
  });

  it('lowers the held-out loss, and the integer network follows the float one', () => {
    const train = netSamples(set, 0, split, 1, 0.5);
    const heldOut = netSamples(set, split, set.count, 1, 0.5);
    const before = netLoss(new FloatNet(16, createRandom(1)), heldOut, 1);
    const result = trainNet(train, heldOut, { hidden: 16, epochs: 6, batch: 64, rate: 0.005, k: 1, seed: 1 });
    expect(result.heldOutLoss).toBeLessThan(before * 0.8);
    expect(result.heldOutLoss).toBeCloseTo(netLoss(result.net, heldOut, 1), 10);
    const weights = result.net.quantise();
    const accOwn = new Float64Array(16);
    const accOther = new Float64Array(16);
    for (let i = 0; i < 200; i++) {
      const p = split + i;
      const float = 100 * result.net.forward(heldOut, i, accOwn, accOther);
      const int = evaluateWithNet(
        weights,
        set.black[p]!,
        set.red[p]!,
        set.kings[p]!,
        set.blackToMove[p] === 1,
      );
      expect(Math.abs(float - int)).toBeLessThan(10);
    }
  });

  it('is a function of its data and seed', () => {
    const train = netSamples(set, 0, 2000, 1, 0.5);
    const heldOut = netSamples(set, split, set.count, 1, 0.5);
    const options = { hidden: 8, epochs: 2, batch: 64, rate: 0.005, k: 1, seed: 4 };
    const a = trainNet(train, heldOut, options).net.quantise();
    const b = trainNet(train, heldOut, options).net.quantise();
    expect(a).toEqual(b);
  });
});
