import { legalMoves, makeSquare, parseSquare } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import {
  boardPieces,
  lineOf,
  positionOf,
  prefixOf,
  solverMoves,
  startPosition,
  stepsOf,
  turnOf,
  undone,
  verdictOf,
  withMove,
  type PuzzleLine,
} from './puzzle-line';
import { choice, doubleJump, quiet } from './test-fixtures';

const sq = (name: string): number => {
  const parsed = parseSquare(name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

/** Plays the legal move whose path is these square names. */
function playNames(line: PuzzleLine, ...names: string[]): PuzzleLine {
  const path = names.map(sq);
  const move = legalMoves(positionOf(line)).find(
    (m) => m.path.length === path.length && m.path.every((s, i) => s === path[i]),
  );
  if (move === undefined) throw new Error(`illegal ${names.join('-')}`);
  return withMove(line, move, 1_000 + line.moves.length);
}

describe('the puzzle line', () => {
  it('builds the start from row/col squares: row 0 is rank 8, col 0 is file a', () => {
    const start = startPosition(
      {
        red_pieces: [{ row: 7, col: 0 }],
        red_kings: [{ row: 0, col: 1 }],
        black_pieces: [],
        black_kings: [],
      },
      'black',
    );
    expect(start).not.toBeNull();
    expect(boardPieces(start!)).toEqual([
      { id: 'red-b8', color: 'red', square: 'b8', king: true },
      { id: 'red-a1', color: 'red', square: 'a1', king: false },
    ]);
    expect(start!.turn).toBe('black');
  });

  it('refuses a light square or two pieces on one square', () => {
    const light = { red_pieces: [{ row: 7, col: 1 }], red_kings: [], black_pieces: [], black_kings: [] };
    expect(startPosition(light, 'red')).toBeNull();
    const twice = {
      red_pieces: [{ row: 7, col: 0 }],
      red_kings: [],
      black_pieces: [{ row: 7, col: 0 }],
      black_kings: [],
    };
    expect(startPosition(twice, 'red')).toBeNull();
  });

  it('turns a multi-jump into one step per jump, in row/col', () => {
    const line = playNames(lineOf(doubleJump)!, 'c3', 'e5', 'g7');
    expect(stepsOf(line)).toEqual([
      { from: { row: 5, col: 2 }, to: { row: 3, col: 4 }, timestamp: 1_000 },
      { from: { row: 3, col: 4 }, to: { row: 1, col: 6 }, timestamp: 1_000 },
    ]);
    expect(turnOf(line, doubleJump.max_moves)).toBe('over');
    expect(boardPieces(positionOf(line)).map((p) => p.square)).toEqual(['g7']);
  });

  it('alternates solver and defence, and stops once the solver’s moves are used and answered', () => {
    let line = lineOf(quiet)!;
    expect(turnOf(line, 2)).toBe('solver');
    line = playNames(line, 'a1', 'b2');
    expect(turnOf(line, 2)).toBe('defence');
    line = playNames(line, 'h8', 'g7');
    expect(solverMoves(line)).toBe(1);
    line = playNames(line, 'b2', 'c3');
    expect(turnOf(line, 2)).toBe('defence');
    line = playNames(line, 'g7', 'f6');
    expect(turnOf(line, 2)).toBe('over');
    expect(stepsOf(line).map((s) => [s.from, s.to])).toEqual([
      [
        { row: 7, col: 0 },
        { row: 6, col: 1 },
      ],
      [
        { row: 0, col: 7 },
        { row: 1, col: 6 },
      ],
      [
        { row: 6, col: 1 },
        { row: 5, col: 2 },
      ],
      [
        { row: 1, col: 6 },
        { row: 2, col: 5 },
      ],
    ]);
  });

  it('undoes the solver’s last move with the reply to it, and nothing when there is none', () => {
    const empty = lineOf(quiet)!;
    expect(undone(empty)).toBe(empty);
    const one = playNames(empty, 'a1', 'b2');
    expect(undone(one).moves).toHaveLength(0);
    const answered = playNames(one, 'h8', 'g7');
    expect(undone(answered).moves).toHaveLength(0);
    const two = playNames(answered, 'b2', 'a3');
    expect(undone(two).moves.map((m) => m.path.map(makeSquare))).toEqual([
      ['a1', 'b2'],
      ['h8', 'g7'],
    ]);
    expect(prefixOf(two, 1).moves).toHaveLength(1);
  });
});

describe('how a line stands against the goal', () => {
  it('names the solver move that let the goal slip, and knows a solve and a line to play on', () => {
    const start = lineOf(choice)!;
    expect(verdictOf(choice, playNames(start, 'c3', 'a5'))).toMatchObject({ solved: false, wrongMove: 1 });
    expect(verdictOf(choice, playNames(start, 'c3', 'e5', 'g7')).solved).toBe(true);
    const unfinished = verdictOf(quiet, lineOf(quiet)!);
    expect(unfinished.solved).toBe(false);
    expect(unfinished.wrongMove).toBeUndefined();
  });
});
