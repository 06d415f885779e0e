// Every rule of move generation in its own hand-made position. Diagrams: rank 8 on top, b/r men,
// B/R kings, . empty dark squares. PDN numbers of the dark squares, for reading the positions:
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
import { START_POSITION, legalMoves } from './position.js';
import { fromSquares, moveTexts, pdn, type SquareLists } from './testing/positions.js';

/** The legal moves of a position given as PDN number lists, as sorted PDN texts. */
const movesOf = (lists: SquareLists): string[] => moveTexts(legalMoves(fromSquares(lists)));

const sorted = (texts: string[]): string[] => [...texts].sort();

/** Captured squares of each move, as PDN numbers in jump order, keyed by the move's text. */
function capturesByMove(lists: SquareLists): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const move of legalMoves(fromSquares(lists))) {
    out[move.path.map(pdn).join('x')] = move.captures.map(pdn);
  }
  return out;
}

describe('the start position', () => {
  it('gives black exactly the seven opening steps', () => {
    expect(START_POSITION.turn).toBe('black');
    expect(moveTexts(legalMoves(START_POSITION))).toEqual(
      sorted(['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16']),
    );
  });
});

describe('mandatory capture', () => {
  // 8    b   .   .   b     Black men on 1 and 4 could step,
  // 7  .   .   .   .       but the man on 18 can take 23,
  // 6    .   .   .   .     so the capture is the only move.
  // 5  .   .   .   .
  // 4    .   b   .   .
  // 3  .   .   r   .
  // 2    .   .   .   .
  // 1  r   .   .   .
  //    a b c d e f g h
  it('rules out every step when any piece can capture', () => {
    expect(movesOf({ black: [1, 4, 18], red: [23, 29] })).toEqual(['18x27']);
  });

  // 8    b   .   R   .     Red's men on 25-28 could step,
  // 7  .   .   b   .       but red's king on 3 can take 7,
  // 6    .   .   .   .     so that capture is the only move.
  // 5  .   .   .   .
  // 4    .   .   .   .
  // 3  .   .   .   .
  // 2    r   r   r   r
  // 1  .   .   .   .
  //    a b c d e f g h
  it('applies to red, and to a king capturing while men could step', () => {
    expect(movesOf({ black: [1, 7], red: [25, 26, 27, 28], redKings: [3], turn: 'red' })).toEqual(['3x10']);
  });

  it('offers every capture when several pieces can capture', () => {
    // Black men on 9 and 11; red men on 14 and 16 are both takeable.
    expect(movesOf({ black: [9, 11], red: [14, 16] })).toEqual(sorted(['9x18', '11x20']));
  });
});

describe('men move forward only', () => {
  // 8    .   .   .   .     A black man on 18 with a red man
  // 7  .   .   .   .       behind it on 14: the man may not
  // 6    .   .   .   .     jump backwards to 9.
  // 5  .   r   .   .
  // 4    .   b   .   .
  // 3  .   .   .   .
  // 2    .   .   .   .
  // 1  .   .   .   .
  //    a b c d e f g h
  it('a black man cannot capture backwards, a black king can', () => {
    expect(movesOf({ black: [18], red: [14] })).toEqual(['18-22', '18-23']);
    expect(movesOf({ blackKings: [18], red: [14] })).toEqual(['18x9']);
  });

  // 8    .   .   .   .     A red man on 15 with a black man
  // 7  .   .   .   .       behind it on 19.
  // 6    .   .   .   .
  // 5  .   .   r   .
  // 4    .   .   b   .
  // 3  .   .   .   .
  // 2    .   .   .   .
  // 1  .   .   .   .
  //    a b c d e f g h
  it('a red man cannot capture backwards, a red king can', () => {
    expect(movesOf({ red: [15], black: [19], turn: 'red' })).toEqual(['15-10', '15-11']);
    expect(movesOf({ redKings: [15], black: [19], turn: 'red' })).toEqual(['15x24']);
  });

  it('a man cannot step backwards, a king can', () => {
    expect(movesOf({ black: [18] })).toEqual(['18-22', '18-23']);
    expect(movesOf({ red: [18], turn: 'red' })).toEqual(['18-14', '18-15']);
    expect(movesOf({ blackKings: [18] })).toEqual(sorted(['18-14', '18-15', '18-22', '18-23']));
    expect(movesOf({ redKings: [18], turn: 'red' })).toEqual(sorted(['18-14', '18-15', '18-22', '18-23']));
  });
});

describe('crowning ends the move', () => {
  // 8    .   .   .   .     The black man on 15 takes 18
  // 7  .   .   .   .       and 26 and crowns on 31. A king
  // 6    .   .   .   .     on 31 could go on to take 27,
  // 5  .   .   b   .       but the new king must stop.
  // 4    .   r   .   .
  // 3  .   .   .   .
  // 2    .   r   r   .
  // 1  .   .   .   .
  //    a b c d e f g h
  it('stops a black man that crowns mid-sequence', () => {
    expect(capturesByMove({ black: [15], red: [18, 26, 27] })).toEqual({ '15x22x31': [18, 26] });
    // The same squares with a king: it does jump on.
    expect(movesOf({ blackKings: [15], red: [18, 26, 27] })).toEqual(['15x22x31x24']);
  });

  // 8    .   .   .   .     The red man on 18 takes 15 and
  // 7  .   b   b   .       7 and crowns on 2; a king could
  // 6    .   .   .   .     go on to take 6.
  // 5  .   .   b   .
  // 4    .   r   .   .
  // 3  .   .   .   .
  // 2    .   .   .   .
  // 1  .   .   .   .
  //    a b c d e f g h
  it('stops a red man that crowns mid-sequence', () => {
    expect(capturesByMove({ red: [18], black: [15, 7, 6], turn: 'red' })).toEqual({ '18x11x2': [15, 7] });
    expect(movesOf({ redKings: [18], black: [15, 7, 6], turn: 'red' })).toEqual(['18x11x2x9']);
  });
});

describe('king ring captures', () => {
  // 8    .   .   .   .     The black king on 18 takes the
  // 7  .   r   r   .       four red men round the ring and
  // 6    .   .   .   .     comes back to 18, either way
  // 5  .   r   r   .       round: its own square is empty
  // 4    .   B   .   .     during the move.
  // 3  .   .   .   .
  // 2    .   .   .   .
  // 1  .   .   .   .
  //    a b c d e f g h
  it('returns to its own starting square, both ways round', () => {
    expect(capturesByMove({ blackKings: [18], red: [15, 7, 6, 14] })).toEqual({
      '18x11x2x9x18': [15, 7, 6, 14],
      '18x9x2x11x18': [14, 6, 7, 15],
    });
  });

  // 8    .   .   .   .     As above with a fifth red man
  // 7  .   r   r   .       on 22: after the ring the king
  // 6    .   .   .   .     passes through 18 and takes 22
  // 5  .   r   r   .       too. Taking 22 at once is also
  // 4    .   B   .   .     legal.
  // 3  .   r   .   .
  // 2    .   .   .   .
  // 1  .   .   .   .
  //    a b c d e f g h
  it('passes through its starting square and jumps on', () => {
    expect(capturesByMove({ blackKings: [18], red: [15, 7, 6, 14, 22] })).toEqual({
      '18x25': [22],
      '18x11x2x9x18x25': [15, 7, 6, 14, 22],
      '18x9x2x11x18x25': [14, 6, 7, 15, 22],
    });
  });
});

describe('duplicate capture paths', () => {
  // 8    .   .   .   .     The black king on 27 takes 23
  // 7  .   r   r   .       landing on 18, then goes round
  // 6    .   .   .   .     the ring either way and ends on
  // 5  .   r   r   .       18 again. Both paths start on
  // 4    .   .   .   .     27, end on 18 and capture the
  // 3  .   .   r   .       same five men, yet they are
  // 2    .   .   B   .     separate moves.
  // 1  .   .   .   .
  //    a b c d e f g h
  it('lists two paths with the same ends and captured set as two moves', () => {
    const moves = legalMoves(fromSquares({ blackKings: [27], red: [23, 15, 7, 6, 14] }));
    expect(moves).toHaveLength(2);
    const [a, b] = moves as [(typeof moves)[0], (typeof moves)[0]];
    expect([a.from, b.from].map(pdn)).toEqual([27, 27]);
    expect([a.to, b.to].map(pdn)).toEqual([18, 18]);
    expect([...a.captures].sort()).toEqual([...b.captures].sort());
    expect(moveTexts(moves)).toEqual(sorted(['27x18x11x2x9x18', '27x18x9x2x11x18']));
  });
});

describe('capture sequences', () => {
  // 8    .   .   .   .     The man on 10 may take 14 alone,
  // 7  .   .   .   .       or 15 then 23: the shorter
  // 6    .   b   .   .     sequence is as legal as the
  // 5  .   r   r   .       longer one.
  // 4    .   .   .   .
  // 3  .   .   r   .
  // 2    .   .   .   .
  // 1  .   .   .   .
  //    a b c d e f g h
  it('allows any sequence, not only the longest', () => {
    expect(movesOf({ black: [10], red: [14, 15, 23] })).toEqual(['10x17', '10x19x26']);
    // Across pieces too: one man has a double jump, the other a single one.
    expect(movesOf({ black: [1, 12], red: [6, 15, 16] })).toEqual(sorted(['1x10x19', '12x19']));
  });

  // 8    b   .   .   .     The man on 1 takes 6 and must
  // 7  .   r   .   .       go on to take 15: stopping on
  // 6    .   .   .   .     10 is not a move.
  // 5  .   .   r   .
  // 4    .   .   .   .
  // 3  .   .   .   .
  // 2    .   .   .   .
  // 1  .   .   .   r
  //    a b c d e f g h
  it('must be completed', () => {
    expect(movesOf({ black: [1], red: [6, 15, 32] })).toEqual(['1x10x19']);
    // A king must take all three men of a chain, from any of its stops.
    expect(movesOf({ blackKings: [32], red: [27, 19, 11] })).toEqual(['32x23x16x7']);
  });
});

describe('no legal move', () => {
  // 8    .   .   .   b     Black men on 4 and 12 are
  // 7  .   .   .   r       blocked: the squares ahead are
  // 6    .   .   r   b     taken and every jump lands on
  // 5  .   .   .   r       a piece.
  // 4    .   .   r   .
  // 3  .   .   .   .
  // 2    .   .   .   .
  // 1  .   .   .   .
  //    a b c d e f g h
  it('leaves blocked pieces without moves', () => {
    expect(movesOf({ black: [4, 12], red: [8, 11, 16, 19] })).toEqual([]);
    // A black king cornered on 29; a red man on 29 blocked the same way.
    expect(movesOf({ blackKings: [29], red: [25, 22] })).toEqual([]);
    expect(movesOf({ red: [29], black: [25, 22], turn: 'red' })).toEqual([]);
  });

  it('leaves a side without pieces without moves', () => {
    expect(movesOf({ red: [21, 22] })).toEqual([]);
    expect(movesOf({ blackKings: [1], turn: 'red' })).toEqual([]);
    expect(movesOf({})).toEqual([]);
  });
});

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
