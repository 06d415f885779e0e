// The rules of captures, each in its own hand-made position: capturing is mandatory, a king may
// ring round through its own starting square, two paths with the same ends are two moves, and any
// capture sequence may be chosen but must be completed. Diagrams: rank 8 on top, b/r men, B/R
// kings, . empty dark squares. PDN numbers of the dark squares, for reading the positions:
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
import { legalMoves } from './position.js';
import { capturesByMove, movesOf, sorted } from './testing/legal-moves.js';
import { fromSquares, moveTexts, pdn } from './testing/positions.js';

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
