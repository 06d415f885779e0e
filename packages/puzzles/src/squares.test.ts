import { START_POSITION, parseFen, parseSquare } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { boardStateOf, rowColToSquare, squareToRowCol } from './squares.js';

const square = (name: string): number => {
  const r = parseSquare(name);
  if (!r.ok) throw new Error(name);
  return r.value;
};

describe('API squares', () => {
  it('puts a1 at row 7, col 0 and h8 at row 0, col 7', () => {
    expect(squareToRowCol(square('a1'))).toEqual({ row: 7, col: 0 });
    expect(squareToRowCol(square('h8'))).toEqual({ row: 0, col: 7 });
    expect(squareToRowCol(square('c3'))).toEqual({ row: 5, col: 2 });
    expect(rowColToSquare({ row: 7, col: 0 })).toBe(square('a1'));
  });

  it('round-trips every dark square and refuses light or outside squares', () => {
    for (let sq = 0; sq < 32; sq++) expect(rowColToSquare(squareToRowCol(sq))).toBe(sq);
    expect(rowColToSquare({ row: 0, col: 0 })).toBeUndefined();
    expect(rowColToSquare({ row: 8, col: 1 })).toBeUndefined();
    expect(rowColToSquare({ row: -1, col: 0 })).toBeUndefined();
    expect(rowColToSquare({ row: 1.5, col: 0 })).toBeUndefined();
  });

  it('gives the board state with men and kings apart', () => {
    const start = boardStateOf(START_POSITION);
    expect(start.red_pieces).toHaveLength(12);
    expect(start.black_pieces).toHaveLength(12);
    expect(start.red_kings).toEqual([]);
    expect(start.red_pieces.every((rc) => rc.row >= 5)).toBe(true);
    expect(start.black_pieces.every((rc) => rc.row <= 2)).toBe(true);
    const fen = parseFen('W:W7,K26:B14,K32');
    if (!fen.ok) throw new Error('fen');
    expect(boardStateOf(fen.value)).toEqual({
      red_pieces: [{ row: 1, col: 4 }],
      red_kings: [{ row: 6, col: 3 }],
      black_pieces: [{ row: 3, col: 2 }],
      black_kings: [{ row: 7, col: 6 }],
    });
  });
});
