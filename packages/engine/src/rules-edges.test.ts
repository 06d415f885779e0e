// Move generation on the edge squares: a lone king on each square of files a and h and ranks 1
// and 8 sees only its real neighbours, whatever opposing king stands anywhere else; nothing wraps
// round. PDN numbers of the dark squares, rank 8 on top:
//
//      a  b  c  d  e  f  g  h
//   8     1     2     3     4
//   7  5     6     7     8
//   6     9    10    11    12
//   5 13    14    15    16
//   4    17    18    19    20
//   3 21    22    23    24
//   2    25    26    27    28
//   1 29    30    31    32
import { describe, expect, it } from 'vitest';
import { movesOf, sorted } from './testing/legal-moves.js';

// For every edge square: each diagonal neighbour and the landing square beyond it (null when the
// jump would leave the board). Worked out by hand from the diagram at the top.
const EDGES: Record<number, [neighbour: number, landing: number | null][]> = {
  1: [
    [5, null],
    [6, 10],
  ],
  2: [
    [6, 9],
    [7, 11],
  ],
  3: [
    [7, 10],
    [8, 12],
  ],
  4: [[8, 11]],
  5: [
    [1, null],
    [9, 14],
  ],
  12: [
    [8, 3],
    [16, 19],
  ],
  13: [
    [9, 6],
    [17, 22],
  ],
  20: [
    [16, 11],
    [24, 27],
  ],
  21: [
    [17, 14],
    [25, 30],
  ],
  28: [
    [24, 19],
    [32, null],
  ],
  29: [[25, 22]],
  30: [
    [25, 21],
    [26, 23],
  ],
  31: [
    [26, 22],
    [27, 24],
  ],
  32: [
    [27, 23],
    [28, null],
  ],
};

describe('edge squares', () => {
  // A lone king on each edge square of files a and h and ranks 1 and 8, with one opposing king on
  // each other square in turn: nothing may wrap round from file h to file a or between ranks.
  for (const [edgeText, neighbours] of Object.entries(EDGES)) {
    const edge = Number(edgeText);
    it(`a king on ${edge} sees only its real neighbours`, () => {
      for (const turn of ['black', 'red'] as const) {
        const own = turn === 'black' ? 'blackKings' : 'redKings';
        const other = turn === 'black' ? 'redKings' : 'blackKings';
        expect(movesOf({ [own]: [edge], turn })).toEqual(sorted(neighbours.map(([n]) => `${edge}-${n}`)));
        for (let opponent = 1; opponent <= 32; opponent++) {
          if (opponent === edge) continue;
          const jump = neighbours.find(([n, landing]) => n === opponent && landing !== null);
          const expected = jump
            ? [`${edge}x${jump[1]}`]
            : neighbours.filter(([n]) => n !== opponent).map(([n]) => `${edge}-${n}`);
          expect(movesOf({ [own]: [edge], [other]: [opponent], turn }), `opponent on ${opponent}`).toEqual(
            sorted(expected),
          );
        }
      }
    });
  }
});
