// Where each square sits on screen, for the board's orientation, and keyboard moves between dark squares.
import { coordsOf, isDark, squareAt } from '../../lib/squares';

/** The on-screen column and row (0-7, row 0 at the top) of a square. Black sees the board flipped. */
export function cellOf(square: string, flipped: boolean): { col: number; row: number } {
  const { file, rank } = coordsOf(square);
  return flipped ? { col: 7 - file, row: rank - 1 } : { col: file, row: 8 - rank };
}

/** The square at an on-screen column and row. */
export function squareOfCell(col: number, row: number, flipped: boolean): string {
  return flipped ? squareAt(7 - col, row + 1) : squareAt(col, 8 - row);
}

/** The 64 cells in reading order, with their squares and colours. */
export function cells(flipped: boolean): { col: number; row: number; square: string; dark: boolean }[] {
  const out = [];
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const square = squareOfCell(col, row, flipped);
      const { file, rank } = coordsOf(square);
      out.push({ col, row, square, dark: isDark(file, rank) });
    }
  }
  return out;
}

/** The dark square an arrow key leads to from `square`, as the player sees the board. */
export function neighbour(square: string, key: string, flipped: boolean): string | null {
  const { col, row } = cellOf(square, flipped);
  let target: { col: number; row: number } | null = null;
  const darkAt = (c: number, r: number): boolean => {
    if (c < 0 || c > 7 || r < 0 || r > 7) return false;
    const { file, rank } = coordsOf(squareOfCell(c, r, flipped));
    return isDark(file, rank);
  };
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const c = key === 'ArrowLeft' ? col - 2 : col + 2;
    if (darkAt(c, row)) target = { col: c, row };
  } else if (key === 'ArrowUp' || key === 'ArrowDown') {
    const r = key === 'ArrowUp' ? row - 1 : row + 1;
    if (darkAt(col + 1, r)) target = { col: col + 1, row: r };
    else if (darkAt(col - 1, r)) target = { col: col - 1, row: r };
  }
  return target === null ? null : squareOfCell(target.col, target.row, flipped);
}
