// Algebraic squares as the board draws them: files a-h left to right, ranks 1-8 bottom to top (from
// red's side). The rules live in the engine; this is only geometry.
import { makePosition, makeSquare, parseSquare, type Position } from '@checkers/engine';
import type { WireColor, WirePiece } from '@checkers/protocol';

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

/** The engine's square index of an algebraic square. */
export function squareIndex(square: string): number {
  const parsed = parseSquare(square);
  if (!parsed.ok) throw new Error(`not a playable square: ${square}`);
  return parsed.value;
}

/** The algebraic name of an engine square index. */
export const squareName = (index: number): string => makeSquare(index);

/** Builds the engine position the wire pieces describe, with `turn` to move. */
export function positionOf(pieces: readonly WirePiece[], turn: WireColor): Position {
  let black = 0;
  let red = 0;
  let kings = 0;
  for (const piece of pieces) {
    const bit = 1 << squareIndex(piece.position);
    if (piece.color === 'black') black |= bit;
    else red |= bit;
    if (piece.king) kings |= bit;
  }
  return makePosition(black >>> 0, red >>> 0, kings >>> 0, turn);
}
