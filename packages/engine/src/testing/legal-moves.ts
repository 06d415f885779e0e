// Helpers for the move-generation rule tests: the legal moves of a position given as PDN number
// lists, as sorted PDN texts, and the squares each move captures.
import { legalMoves } from '../position.js';
import { fromSquares, moveTexts, pdn, type SquareLists } from './positions.js';

/** The legal moves of a position given as PDN number lists, as sorted PDN texts. */
export const movesOf = (lists: SquareLists): string[] => moveTexts(legalMoves(fromSquares(lists)));

/** A copy of a list of move texts, sorted. */
export const sorted = (texts: string[]): string[] => [...texts].sort();

/** Captured squares of each move, as PDN numbers in jump order, keyed by the move's text. */
export function capturesByMove(lists: SquareLists): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const move of legalMoves(fromSquares(lists))) {
    out[move.path.map(pdn).join('x')] = move.captures.map(pdn);
  }
  return out;
}
