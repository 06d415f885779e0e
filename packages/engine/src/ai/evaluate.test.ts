import { describe, expect, it } from 'vitest';
import { legalMoves, play, START_POSITION, makePosition, type Position } from '../position.js';
import { fromSquares, pick, randomPosition, seededRandom } from '../testing/positions.js';
import { opposite } from '../types.js';
import { FEATURE_COUNT, FEATURE_INDEX, dot, writeFeatures } from './eval-features.js';
import { rotate } from './eval-geometry.js';
import { WEIGHTS } from './eval-weights.js';
import { MAN_VALUE, evaluate, evaluateForBlack } from './evaluate.js';

/** The same position with colours swapped and the board turned round. */
const mirror = (pos: Position): Position =>
  makePosition(rotate(pos.red), rotate(pos.black), rotate(pos.kings), opposite(pos.turn));

/** Evaluation from black's point of view. */
const forBlack = (pos: Position): number => (pos.turn === 'black' ? evaluate(pos) : -evaluate(pos));

/** Random positions of both kinds: random placements, and positions of random games. */
function samplePositions(seed: number, count: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    out.push(randomPosition(random, { maxPieces: 1 + Math.floor(random() * 12), kingChance: random() }));
    let pos = START_POSITION;
    for (let ply = 0; ply < 120; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      pos = play(pos, pick(random, moves));
      if (ply % 7 === 3) out.push(pos);
    }
  }
  return out;
}

const featuresOf = (pos: Position): Int32Array => {
  const f = new Int32Array(FEATURE_COUNT);
  writeFeatures(pos.black | 0, pos.red | 0, pos.kings | 0, pos.turn === 'black', f);
  return f;
};

describe('evaluate', () => {
  it('is exactly the dot product of the weights with the features', () => {
    for (const pos of samplePositions(11, 4000)) {
      const f = featuresOf(pos);
      expect(evaluateForBlack(pos.black | 0, pos.red | 0, pos.kings | 0, pos.turn === 'black')).toBe(
        dot(WEIGHTS, f),
      );
    }
  });

  it('anchors the scale at a man worth 100 points', () => {
    expect(WEIGHTS.man).toBe(MAN_VALUE);
    expect(MAN_VALUE).toBe(100);
    for (const w of Object.values(WEIGHTS)) expect(Number.isInteger(w)).toBe(true);
  });

  it('is symmetric: the mirrored position with colours swapped scores the negation for black', () => {
    for (const pos of samplePositions(5, 1500)) {
      expect(forBlack(mirror(pos)) + forBlack(pos)).toBe(0);
      expect(evaluate(mirror(pos))).toBe(evaluate(pos));
    }
  });

  it('scores the start position as level', () => {
    expect(evaluate(START_POSITION)).toBe(0);
  });

  it('counts material: a man ahead is about a man, a king more than a man', () => {
    const manUp = fromSquares({ black: [9, 10], red: [22] });
    expect(evaluate(manUp)).toBeGreaterThan(80);
    const kingVsMan = fromSquares({ blackKings: [14], red: [22] });
    const manVsMan = fromSquares({ black: [14], red: [22] });
    expect(evaluate(kingVsMan)).toBeGreaterThan(evaluate(manVsMan));
  });

  it('likes trading down when ahead', () => {
    const many = fromSquares({ black: [1, 2, 3, 4, 5, 6, 7, 8, 9], red: [24, 25, 26, 27, 28, 29, 30, 31] });
    const few = fromSquares({ black: [1, 2, 3], red: [30, 31] });
    expect(evaluate(few)).toBeGreaterThan(evaluate(many));
  });
});

describe('features', () => {
  const I = FEATURE_INDEX;

  it('sees a runaway man only when nothing can stop it', () => {
    // Black man on 22 with a clear road to 29-32; red's men behind it, held by black's back rank.
    const clear = featuresOf(fromSquares({ black: [22, 1, 2], red: [9, 5] }));
    expect(clear[I.runaway]).toBe(1);
    // A red man on 30 stands in its way.
    const blocked = featuresOf(fromSquares({ black: [22, 1, 2], red: [30, 9, 5] }));
    expect(blocked[I.runaway]).toBe(0);
    // A red king next to its path can stop it.
    const king = featuresOf(fromSquares({ black: [22, 1, 2], redKings: [27], red: [9, 5] }));
    expect(king[I.runaway]).toBe(0);
  });

  it('finds a man frozen in the dog-hole', () => {
    const f = featuresOf(fromSquares({ black: [1, 9], red: [5, 20] }));
    expect(f[I.dogHole]).toBe(-1);
    expect(featuresOf(fromSquares({ black: [28, 9], red: [32, 20] }))[I.dogHole]).toBe(1);
  });

  it('counts kings that cannot move', () => {
    // A red king on 29 boxed in by black men on 25 (its only neighbour).
    const f = featuresOf(fromSquares({ black: [25, 9], redKings: [29], red: [24] }));
    expect(f[I.immobileKings]).toBe(-1);
  });

  it('gives the move to the side to move when the count on its system is odd, whatever it plays', () => {
    const pos = fromSquares({ black: [1, 6], red: [32, 23] });
    const asBlack = featuresOf(pos)[I.opposition]!;
    expect(asBlack).toBe(1);
    // The same placement with red to move: now red has the move.
    expect(featuresOf({ ...pos, turn: 'red' })[I.opposition]).toBe(-1);
    // Any quiet move keeps the move with the same side: it changes a system count and the turn.
    for (const move of legalMoves(pos)) expect(featuresOf(play(pos, move))[I.opposition]).toBe(asBlack);
  });
});
