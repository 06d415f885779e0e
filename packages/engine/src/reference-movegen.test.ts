// The slow reference generator agrees with the engine's, and on its own with the published perft
// counts, so a disagreement found by the random playouts points at the engine.
import { describe, expect, it } from 'vitest';
import { START_POSITION, legalMoves, play, type Position } from './position.js';
import { fromSquares, moveTexts, withTurn, type SquareLists } from './testing/positions.js';
import {
  coordinates,
  fromGrid,
  referenceMoves,
  referencePlay,
  squareAt,
  toGrid,
  type ReferenceMove,
} from './testing/reference-movegen.js';

/** Path and captures of every move, sorted: equal lists mean equal multisets of moves. */
const keys = (moves: readonly ReferenceMove[] | ReturnType<typeof legalMoves>): string[] =>
  moves.map((m) => `${m.path.join(',')}|${m.captures.join(',')}`).sort();

function referencePerft(pos: Position, depth: number): number {
  const moves = referenceMoves(pos);
  if (depth === 1) return moves.length;
  return moves.reduce((sum, move) => sum + referencePerft(referencePlay(pos, move), depth - 1), 0);
}

// Hand-made positions, each with something for a generator to get wrong.
const HAND_MADE: Record<string, SquareLists> = {
  'capture far from steps': { black: [1, 4, 18], red: [23, 29] },
  'red king capture beside red steps': { black: [1, 7], red: [25, 26, 27, 28], redKings: [3], turn: 'red' },
  'man with a red man behind': { black: [18], red: [14] },
  'king with a red man behind': { blackKings: [18], red: [14] },
  'red man with a black man behind': { red: [15], black: [19], turn: 'red' },
  'black man crowning mid-sequence': { black: [15], red: [18, 26, 27] },
  'red man crowning mid-sequence': { red: [18], black: [15, 7, 6], turn: 'red' },
  'red man crowning by a step': { red: [5, 6], black: [1], turn: 'red' },
  'king ring back to its square': { blackKings: [18], red: [15, 7, 6, 14] },
  'king ring through its square': { blackKings: [18], red: [15, 7, 6, 14, 22] },
  'duplicate paths': { blackKings: [27], red: [23, 15, 7, 6, 14] },
  'short and long sequences': { black: [10], red: [14, 15, 23] },
  'blocked men': { black: [4, 12], red: [8, 11, 16, 19] },
  'men on every edge square': { black: [4, 5, 12, 13, 20, 21, 28], red: [9, 16, 17, 24, 25, 32] },
  'red men on every edge square': {
    black: [1, 8, 9, 16, 17, 24],
    red: [5, 12, 13, 20, 21, 28, 29],
    turn: 'red',
  },
  'kings in the corners': { blackKings: [1, 4, 29, 32], redKings: [5, 8, 25, 28], red: [6, 27] },
  // Found by a search for the most capture paths: 34 moves, four kings each with many ring paths.
  'most capture paths': { blackKings: [5, 6, 7, 8], red: [9, 10, 11, 17, 18, 19, 25, 26, 27] },
  'twelve kings each': {
    blackKings: [1, 2, 3, 4, 9, 10, 11, 12, 17, 18, 19, 20],
    redKings: [13, 14, 15, 16, 21, 22, 23, 24, 29, 30, 31, 32],
    turn: 'red',
  },
};

describe('the reference board', () => {
  it('numbers the dark squares as PDN does', () => {
    // b8 is 1, h8 is 4, a7 is 5, a1 is 29, g1 is 32 (square index = PDN - 1).
    expect(coordinates(0)).toEqual({ row: 0, col: 1 });
    expect(coordinates(3)).toEqual({ row: 0, col: 7 });
    expect(coordinates(4)).toEqual({ row: 1, col: 0 });
    expect(coordinates(28)).toEqual({ row: 7, col: 0 });
    expect(coordinates(31)).toEqual({ row: 7, col: 6 });
    for (let square = 0; square < 32; square++) {
      const { row, col } = coordinates(square);
      expect((row + col) % 2).toBe(1);
      expect(squareAt(row, col)).toBe(square);
    }
  });

  it('converts positions to the grid and back', () => {
    const pos = fromSquares({ black: [1, 12], red: [21], blackKings: [30], redKings: [4], turn: 'red' });
    expect(toGrid(pos)[7]![2]).toEqual({ color: 'black', king: true });
    expect(toGrid(pos)[5]![0]).toEqual({ color: 'red', king: false });
    expect(fromGrid(toGrid(pos), 'red')).toEqual(pos);
    expect(fromGrid(toGrid(START_POSITION), 'black')).toEqual(START_POSITION);
  });

  it('finds the opening moves and the published perft counts on its own', () => {
    expect(moveTexts(referenceMoves(START_POSITION))).toEqual(
      ['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16'].sort(),
    );
    expect([1, 2, 3, 4, 5, 6].map((depth) => referencePerft(START_POSITION, depth))).toEqual([
      7, 49, 302, 1469, 7361, 36768,
    ]);
  });
});

describe('the reference agrees with the engine', () => {
  it('at every position of the first five plies from the start', () => {
    let positions = 0;
    const walk = (pos: Position, depth: number): void => {
      positions++;
      const moves = legalMoves(pos);
      expect(keys(moves)).toEqual(keys(referenceMoves(pos)));
      if (depth === 0) return;
      for (const move of moves) {
        expect(play(pos, move)).toEqual(referencePlay(pos, move));
        walk(play(pos, move), depth - 1);
      }
    };
    walk(START_POSITION, 5);
    expect(positions).toBe(1 + 7 + 49 + 302 + 1469 + 7361);
  });

  for (const [name, lists] of Object.entries(HAND_MADE)) {
    it(`on ${name}`, () => {
      const pos = fromSquares(lists);
      const moves = legalMoves(pos);
      expect(keys(moves)).toEqual(keys(referenceMoves(pos)));
      for (const move of moves) expect(play(pos, move)).toEqual(referencePlay(pos, move));
      // The same pieces with the other side to move.
      const other = withTurn(pos, pos.turn === 'black' ? 'red' : 'black');
      expect(keys(legalMoves(other))).toEqual(keys(referenceMoves(other)));
    });
  }

  it('on the position with the most capture paths', () => {
    expect(referenceMoves(fromSquares(HAND_MADE['most capture paths']!))).toHaveLength(34);
  });
});
