// The rules of plain moves, each in its own hand-made position: the start position's seven
// opening steps, men moving forward only (kings both ways), crowning ending the move, and sides
// left without a legal move. Diagrams: rank 8 on top, b/r men, B/R kings, . empty dark squares.
// PDN numbers of the dark squares, for reading the positions:
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
import { capturesByMove, movesOf, sorted } from './testing/legal-moves.js';
import { moveTexts } from './testing/positions.js';

describe('the start position', () => {
  it('gives black exactly the seven opening steps', () => {
    expect(START_POSITION.turn).toBe('black');
    expect(moveTexts(legalMoves(START_POSITION))).toEqual(
      sorted(['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16']),
    );
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
