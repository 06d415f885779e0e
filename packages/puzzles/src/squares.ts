// Squares as the daily-puzzle API gives them ({row, col}: row 0 is rank 8, col 0 is file a) and the
// pieces of a position in the spec's initial_board_state shape.
import { makeRowCol, parseRowCol, piecesOf, type Position, type Square } from '@checkers/engine';

/** A square as the API gives it. */
export interface RC {
  readonly row: number;
  readonly col: number;
}

/** The spec's initial_board_state: men and kings of each side, separately. */
export interface BoardState {
  readonly red_pieces: RC[];
  readonly red_kings: RC[];
  readonly black_pieces: RC[];
  readonly black_kings: RC[];
}

/** The `{row, col}` of a square index (0..31). Throws on anything else (a bug in the caller). */
export function squareToRowCol(square: Square): { row: number; col: number } {
  const { row, col } = makeRowCol(square);
  return { row, col };
}

/** The square index at `{row, col}`; undefined for a light square, off the board, or non-integers. */
export function rowColToSquare(rc: { row: number; col: number }): Square | undefined {
  const result = parseRowCol(rc);
  return result.ok ? result.value : undefined;
}

/** The pieces of a position as the spec's initial_board_state. */
export function boardStateOf(position: Position): BoardState {
  const state: BoardState = { red_pieces: [], red_kings: [], black_pieces: [], black_kings: [] };
  for (const { square, piece } of piecesOf(position)) {
    const list =
      piece.color === 'red'
        ? piece.role === 'king'
          ? state.red_kings
          : state.red_pieces
        : piece.role === 'king'
          ? state.black_kings
          : state.black_pieces;
    list.push(squareToRowCol(square));
  }
  return state;
}
