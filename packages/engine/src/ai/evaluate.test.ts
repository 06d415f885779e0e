import { describe, expect, it } from 'vitest';
import { START_POSITION, makePosition, type Position } from '../position.js';
import { fromSquares, randomPosition, seededRandom } from '../testing/positions.js';
import { opposite } from '../types.js';
import { evaluate } from './evaluate.js';

/** Square i seen from the other side of the board is 31 - i: reverse the 32 bits. */
function rotate(bits: number): number {
  let out = 0;
  for (let sq = 0; sq < 32; sq++) if ((bits >>> sq) & 1) out |= 1 << (31 - sq);
  return out >>> 0;
}

/** The same position with colours swapped and the board turned round. */
const mirror = (pos: Position): Position =>
  makePosition(rotate(pos.red), rotate(pos.black), rotate(pos.kings), opposite(pos.turn));

/** Evaluation from black's point of view. */
const forBlack = (pos: Position): number => (pos.turn === 'black' ? evaluate(pos) : -evaluate(pos));

describe('evaluate', () => {
  it('is symmetric: the mirrored position with colours swapped scores the negation for black', () => {
    const random = seededRandom(5);
    for (let n = 0; n < 500; n++) {
      const pos = randomPosition(random);
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
