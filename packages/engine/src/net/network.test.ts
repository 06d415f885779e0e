import { describe, expect, it } from 'vitest';
import { legalMoves, play, START_POSITION, type Position } from '../position.js';
import { pick, randomPosition, seededRandom } from '../testing/positions.js';
import { createRandom } from '../ai/random.js';
import { search } from '../ai/search.js';
import { evaluate } from '../ai/evaluate.js';
import { FEATURE_PAIR, FEATURES, activeFeatures } from './features.js';
import {
  NET_SCORE_LIMIT,
  NetEvaluator,
  evaluateWithNet,
  evaluatorFor,
  fitsInt16,
  type NetWeights,
} from './network.js';
import { FloatNet } from './train.js';

/** A network with every weight random (the trainer's start leaves psqt at zero). */
function randomWeights(seed: number, hidden = 16): NetWeights {
  const random = createRandom(seed);
  const net = new FloatNet(hidden, random);
  for (let i = 0; i < net.psqt.length; i++) net.psqt[i] = (random() * 2 - 1) * 0.8;
  for (let i = 0; i < net.w2.length; i++) net.w2[i] = (random() * 2 - 1) * 2;
  for (let i = 0; i < net.w1.length; i++) net.w1[i] = (random() * 2 - 1) * 0.4;
  return net.quantise();
}

/** evaluateChild's arguments for `p` after `parent`, with p's side to move. */
const childArgs = (parent: Position, p: Position) =>
  [
    parent.black | 0,
    parent.red | 0,
    parent.kings | 0,
    p.black | 0,
    p.red | 0,
    p.kings | 0,
    p.turn === 'black',
  ] as const;

/** The board turned round with the colours swapped and the other side to move. */
function mirror(p: Position): Position {
  const turn = (b: number): number => {
    let out = 0;
    for (let sq = 0; sq < 32; sq++) if ((b >>> sq) & 1) out |= 1 << (31 - sq);
    return out >>> 0;
  };
  return {
    black: turn(p.red),
    red: turn(p.black),
    kings: turn(p.kings),
    turn: p.turn === 'black' ? 'red' : 'black',
  };
}

const value = (w: NetWeights, p: Position): number =>
  evaluateWithNet(w, p.black | 0, p.red | 0, p.kings | 0, p.turn === 'black');

/** Positions of random games from the start, in the order they were played. */
function randomGames(seed: number, games: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    let p = START_POSITION;
    for (let ply = 0; ply < 90; ply++) {
      const moves = legalMoves(p);
      if (moves.length === 0) break;
      p = play(p, pick(random, moves));
      out.push(p);
    }
  }
  return out;
}

describe('the network evaluation', () => {
  it('maps each piece to one feature a side, the two sides mirror images of each other', () => {
    const seen = new Set<number>();
    for (let i = 0; i < FEATURE_PAIR.length; i++) {
      const black = FEATURE_PAIR[i]! & 0xff;
      const red = FEATURE_PAIR[i]! >> 8;
      expect(black).toBeLessThan(FEATURES);
      expect(red).toBeLessThan(FEATURES);
      seen.add(black);
      // A black man is red's "other man" on the turned square, and so on.
      const kind = i >> 5;
      const sq = i & 31;
      expect(red).toBe(((kind + 2) & 3) * 32 + 31 - sq);
    }
    expect(seen.size).toBe(FEATURES);
    const own: number[] = [];
    const other: number[] = [];
    expect(activeFeatures(0x00000fff, 0xfff00000, 0, own, other)).toBe(24);
    // The start is symmetric: both sides see the same features.
    expect([...own.slice(0, 24)].sort()).toEqual([...other.slice(0, 24)].sort());
  });

  it('gives a position and its mirror the same value', () => {
    const weights = randomWeights(3);
    const random = seededRandom(5);
    for (let n = 0; n < 300; n++) {
      const p = randomPosition(random, { maxPieces: 16 });
      expect(value(weights, mirror(p)), `position ${n}`).toBe(value(weights, p));
    }
  });

  it('gives the same values incrementally as from scratch, in any order', () => {
    const weights = randomWeights(4, 24);
    const positions = randomGames(6, 12);
    const incremental = new NetEvaluator(weights);
    const childwise = new NetEvaluator(weights);
    const plain = new NetEvaluator(weights, { simd: false });
    let parent = START_POSITION;
    const random = seededRandom(8);
    for (const p of positions) {
      const scratch = value(weights, p);
      expect(incremental.evaluate(p.black | 0, p.red | 0, p.kings | 0, p.turn === 'black')).toBe(scratch);
      expect(childwise.evaluateChild(...childArgs(parent, p))).toBe(scratch);
      expect(plain.evaluate(p.black | 0, p.red | 0, p.kings | 0, p.turn === 'black')).toBe(scratch);
      // Jumps about too: a far "parent" (up to a whole game away) must still give exact values.
      parent = random() < 0.8 ? p : positions[Math.floor(random() * positions.length)]!;
    }
    expect(incremental.refreshes).toBe(1);
  });

  it('gives the same values with the SIMD kernel as in JavaScript', () => {
    for (const hidden of [8, 32]) {
      const weights = randomWeights(11 + hidden, hidden);
      const simd = new NetEvaluator(weights);
      const plain = new NetEvaluator(weights, { simd: false });
      expect([simd.simd, plain.simd]).toEqual([true, false]);
      let parent = START_POSITION;
      for (const p of randomGames(12, 6)) {
        expect(simd.evaluateChild(...childArgs(parent, p))).toBe(
          plain.evaluateChild(...childArgs(parent, p)),
        );
        expect(simd.evaluate(p.black | 0, p.red | 0, p.kings | 0, p.turn === 'red')).toBe(
          plain.evaluate(p.black | 0, p.red | 0, p.kings | 0, p.turn === 'red'),
        );
        parent = p;
      }
    }
    // Weights whose sums could leave the int16 lanes stay in JavaScript.
    const wide = randomWeights(13, 8);
    wide.w1.fill(3000);
    expect(fitsInt16(wide)).toBe(false);
    expect(new NetEvaluator(wide).simd).toBe(false);
  });

  it('keeps its values inside the limit, far from the search win scores', () => {
    const random = createRandom(9);
    const net = new FloatNet(8, random);
    net.b2.fill(1000);
    const huge = net.quantise();
    expect(value(huge, START_POSITION)).toBe(NET_SCORE_LIMIT);
  });

  it("keeps one evaluator per network for a thread's searches", () => {
    const weights = randomWeights(21);
    const shared = evaluatorFor(weights);
    expect(evaluatorFor(weights)).toBe(shared);
    expect(evaluatorFor(randomWeights(22))).not.toBe(shared);
  });

  it('drives the search, deterministically, and the hand-written evaluation without one', () => {
    const weights = randomWeights(10);
    const a = search(START_POSITION, { maxDepth: 7, net: weights, egdb: null });
    const b = search(START_POSITION, { maxDepth: 7, net: weights, egdb: null });
    expect(a.nodes).toBe(b.nodes);
    expect(a.score).toBe(b.score);
    expect(legalMoves(START_POSITION).some((m) => m.path.join() === a.move!.path.join())).toBe(true);
    // A leaf of a depth-1 search is scored by the network: the root's score is the best child's, negated.
    const one = search(START_POSITION, { maxDepth: 1, net: weights, egdb: null, rootWindow: 10_000 });
    const best = Math.max(...legalMoves(START_POSITION).map((m) => -value(weights, play(START_POSITION, m))));
    expect(one.score).toBe(best);
    const hand = search(START_POSITION, { maxDepth: 1, net: null, egdb: null });
    const handBest = Math.max(...legalMoves(START_POSITION).map((m) => -evaluate(play(START_POSITION, m))));
    expect(hand.score).toBe(handBest);
  });
});
