import { describe, expect, it } from 'vitest';
import { popcount } from '../bitboard.js';
import { randomPosition, seededRandom } from '../testing/positions.js';
import {
  indexOf,
  mirrorSlice,
  positionAt,
  rankBits,
  reverseBits,
  sliceOf,
  sliceShape,
  slicesWith,
  unrankBits,
} from './indexing.js';
import { PUBLISHED_POSITION_COUNTS, enumeratedPositions } from './verify.js';

describe('egdb indexing', () => {
  it('ranks and unranks subsets in colex order', () => {
    for (let k = 0; k <= 4; k++) {
      const count = k === 0 ? 1 : [1, 32, 496, 4960, 35960][k]!;
      for (let rank = 0; rank < count; rank += 97) {
        const bits = unrankBits(k, rank);
        expect(popcount(bits)).toBe(k);
        expect(rankBits(bits)).toBe(rank);
      }
    }
  });

  it('gives every position of a slice one index and back', () => {
    const random = seededRandom(5);
    let tried = 0;
    while (tried < 400) {
      const pos = randomPosition(random, { maxPieces: 5 });
      if (pos.black === 0 || pos.red === 0) continue;
      tried++;
      const slice = sliceOf(pos.black | 0, pos.red | 0, pos.kings | 0);
      const shape = sliceShape(slice);
      const index = indexOf(pos.black | 0, pos.red | 0, pos.kings | 0, shape);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(shape.size);
      const back = { black: 0, red: 0, kings: 0 };
      expect(positionAt(slice, shape, index, back)).toBe(true);
      expect([back.black >>> 0, back.red >>> 0, back.kings >>> 0]).toEqual([pos.black, pos.red, pos.kings]);
    }
  });

  it('turns the board round with the colours swapped', () => {
    expect(reverseBits(1) >>> 0).toBe(0x80000000);
    expect(reverseBits(0x0000000f) >>> 0).toBe(0xf0000000);
    expect(mirrorSlice({ blackMen: 1, blackKings: 2, redMen: 0, redKings: 1 })).toEqual({
      blackMen: 0,
      blackKings: 1,
      redMen: 1,
      redKings: 2,
    });
    // Every slice of n pieces with both sides present, and its mirror among them.
    for (let n = 2; n <= 5; n++) {
      const names = new Set(slicesWith(n).map((s) => JSON.stringify(s)));
      for (const s of slicesWith(n)) expect(names.has(JSON.stringify(mirrorSlice(s)))).toBe(true);
    }
  });

  // Schaeffer et al., "Solving Checkers" (IJCAI 2005), table 1: positions by number of pieces,
  // side to move not counted. 4 and 5 pieces are checked by `npm run egdb:generate -- --verify`.
  it.each([1, 2, 3])('enumerates the published number of %i-piece positions', (pieces) => {
    expect(enumeratedPositions(pieces)).toBe(PUBLISHED_POSITION_COUNTS[pieces]);
  });
});
