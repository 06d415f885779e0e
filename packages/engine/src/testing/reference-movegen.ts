// A slow, plain move generator to check the engine's against. It shares no code with movegen.ts or
// bitboard.ts on purpose: an 8x8 array of cells with row/col coordinates and plain recursion, so a
// mistake in the fast generator's shifts, masks or tables cannot hide in both.
//
// Coordinates: row 0 is rank 8 (black's back rank), col 0 is file a. The dark squares are those
// with (row + col) odd, and the PDN number of a dark square is row * 4 + floor(col / 2) + 1.
// Squares in results are square indices (PDN number - 1), like the engine's `Move`.
import type { Position } from '../position.js';
import type { Color, Square } from '../types.js';

/** A piece on the reference board. */
export interface Cell {
  readonly color: Color;
  readonly king: boolean;
}

/** An 8x8 board, `grid[row][col]`; light squares are always null. */
export type Grid = (Cell | null)[][];

/** A move as the reference sees it: every square stood on, and the jumped squares in order. */
export interface ReferenceMove {
  readonly path: readonly Square[];
  readonly captures: readonly Square[];
}

/** Row and column of a square index. */
export function coordinates(square: Square): { row: number; col: number } {
  const row = Math.floor(square / 4);
  // Even rows start with a light square, so their dark squares are on odd columns.
  const col = (square % 4) * 2 + (row % 2 === 0 ? 1 : 0);
  return { row, col };
}

/** Square index of a dark square's row and column. */
export const squareAt = (row: number, col: number): Square => row * 4 + Math.floor(col / 2);

const onBoard = (row: number, col: number): boolean => row >= 0 && row < 8 && col >= 0 && col < 8;

const hasSquare = (bitboard: number, square: Square): boolean => Math.floor(bitboard / 2 ** square) % 2 === 1;

/** The reference board of a position. */
export function toGrid(pos: Position): Grid {
  const grid: Grid = Array.from({ length: 8 }, () => Array<Cell | null>(8).fill(null));
  for (let square = 0; square < 32; square++) {
    const { row, col } = coordinates(square);
    const king = hasSquare(pos.kings >>> 0, square);
    if (hasSquare(pos.black >>> 0, square)) grid[row]![col] = { color: 'black', king };
    if (hasSquare(pos.red >>> 0, square)) grid[row]![col] = { color: 'red', king };
  }
  return grid;
}

/** The position of a reference board. */
export function fromGrid(grid: Grid, turn: Color): Position {
  let black = 0;
  let red = 0;
  let kings = 0;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const cell = grid[row]![col];
      if (!cell) continue;
      const value = 2 ** squareAt(row, col);
      if (cell.color === 'black') black += value;
      else red += value;
      if (cell.king) kings += value;
    }
  }
  return { black, red, kings, turn };
}

// Black's men move towards rank 1 (down the rows), red's towards rank 8.
const forward = (color: Color): number => (color === 'black' ? 1 : -1);
const crownRow = (color: Color): number => (color === 'black' ? 7 : 0);

function directions(piece: Cell): [number, number][] {
  const rows = piece.king ? [-1, 1] : [forward(piece.color)];
  return rows.flatMap((dr) => [
    [dr, -1],
    [dr, 1],
  ]) as [number, number][];
}

// Every capture sequence of `piece` from (row, col), each complete path separately. `captured`
// holds the jumped squares so far; they stay on the board, so nothing may land on them, but they
// may not be jumped again. The piece's origin was emptied by the caller.
function jumps(
  grid: Grid,
  piece: Cell,
  row: number,
  col: number,
  path: Square[],
  captured: Square[],
  out: ReferenceMove[],
): void {
  for (const [dr, dc] of directions(piece)) {
    const overRow = row + dr;
    const overCol = col + dc;
    const landRow = row + 2 * dr;
    const landCol = col + 2 * dc;
    if (!onBoard(landRow, landCol)) continue;
    const over = grid[overRow]![overCol];
    if (!over || over.color === piece.color) continue;
    const overSquare = squareAt(overRow, overCol);
    if (captured.includes(overSquare)) continue;
    if (grid[landRow]![landCol] !== null) continue;
    const nextPath = [...path, squareAt(landRow, landCol)];
    const nextCaptured = [...captured, overSquare];
    if (!piece.king && landRow === crownRow(piece.color)) {
      // Crowning ends the move, even if a king could jump on from here.
      out.push({ path: nextPath, captures: nextCaptured });
    } else {
      const before = out.length;
      jumps(grid, piece, landRow, landCol, nextPath, nextCaptured, out);
      if (out.length === before) out.push({ path: nextPath, captures: nextCaptured });
    }
  }
}

/** Every legal move of the side to move, found the slow way. */
export function referenceMoves(pos: Position): ReferenceMove[] {
  const grid = toGrid(pos);
  const captures: ReferenceMove[] = [];
  const steps: ReferenceMove[] = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const piece = grid[row]![col];
      if (!piece || piece.color !== pos.turn) continue;
      const origin = squareAt(row, col);
      // The mover leaves its square for the whole sequence: a king may pass through it or come back.
      grid[row]![col] = null;
      jumps(grid, piece, row, col, [origin], [], captures);
      grid[row]![col] = piece;
      for (const [dr, dc] of directions(piece)) {
        const toRow = row + dr;
        const toCol = col + dc;
        if (onBoard(toRow, toCol) && grid[toRow]![toCol] === null) {
          steps.push({ path: [origin, squareAt(toRow, toCol)], captures: [] });
        }
      }
    }
  }
  // Captures are mandatory: any capture anywhere rules out every step.
  return captures.length > 0 ? captures : steps;
}

/** The position after a reference move, worked out on the grid. */
export function referencePlay(pos: Position, move: ReferenceMove): Position {
  const grid = toGrid(pos);
  const start = coordinates(move.path[0]!);
  const end = coordinates(move.path[move.path.length - 1]!);
  const piece = grid[start.row]![start.col];
  if (!piece) throw new Error('no piece to move');
  for (const square of move.captures) {
    const { row, col } = coordinates(square);
    grid[row]![col] = null;
  }
  grid[start.row]![start.col] = null;
  grid[end.row]![end.col] = { color: piece.color, king: piece.king || end.row === crownRow(piece.color) };
  return fromGrid(grid, piece.color === 'black' ? 'red' : 'black');
}
