// Algebraic squares as the board draws them: files a-h left to right, ranks 1-8 bottom to top (from
// red's side). The rules live in the engine (and the engine's notation: `parseSquare`, `makeSquare`);
// this is only geometry.
import { parseSquare, type Square } from '@checkers/engine';

const FILES = 'abcdefgh';

/** File index 0-7 and rank 1-8 of an algebraic square. */
export function coordsOf(square: string): { file: number; rank: number } {
  return { file: FILES.indexOf(square[0] ?? 'a'), rank: Number(square[1]) };
}

/** The algebraic name of a file index 0-7 and rank 1-8. */
export const squareAt = (file: number, rank: number): string => `${FILES[file]}${rank}`;

/** a1 is dark, and only dark squares are played on. */
export const isDark = (file: number, rank: number): boolean => (file + rank) % 2 === 1;

/** A jump is a diagonal step of two files and two ranks. */
export function isJump(from: string, to: string): boolean {
  const a = coordsOf(from);
  const b = coordsOf(to);
  return Math.abs(a.file - b.file) === 2 && Math.abs(a.rank - b.rank) === 2;
}

/** The square a jump from `from` to `to` passes over. */
export function jumpedSquare(from: string, to: string): string {
  const a = coordsOf(from);
  const b = coordsOf(to);
  return squareAt((a.file + b.file) / 2, (a.rank + b.rank) / 2);
}

/** The engine's squares of algebraic names, or undefined when one is not a playable square. */
export function squaresOf(names: readonly string[]): Square[] | undefined {
  const squares: Square[] = [];
  for (const name of names) {
    const parsed = parseSquare(name);
    if (!parsed.ok) return undefined;
    squares.push(parsed.value);
  }
  return squares;
}
