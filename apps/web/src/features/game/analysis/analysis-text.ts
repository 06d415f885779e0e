// How the analysis names moves and sums up a side: PDN move numbers (`6.` black, `6…` red), the
// chosen notation, and the per-side counts players read first.
import { makeMoveText, type Color, type Move } from '@checkers/engine';
import type { JudgementCounts, JudgementKind } from './analysis-model';

/** The notations a player can choose (the web app's setting). */
export type AnalysisNotation = 'algebraic' | 'numeric';

export const moveText = (move: Move, notation: AnalysisNotation): string =>
  makeMoveText(move, notation === 'numeric' ? 'pdn' : 'algebraic');

/** Move number and side of the move that leads to position `ply` (1-based) of a game. */
export function moveNumberOf(ply: number, firstTurn: Color): { number: number; color: Color } {
  const index = ply - 1 + (firstTurn === 'red' ? 1 : 0);
  return { number: Math.floor(index / 2) + 1, color: index % 2 === 0 ? 'black' : 'red' };
}

/** `6.` before a black move, `6…` before a red one. */
export function movePrefix(ply: number, firstTurn: Color): string {
  const { number, color } = moveNumberOf(ply, firstTurn);
  return color === 'black' ? `${number}.` : `${number}…`;
}

/** A line of moves played from position `ply`, numbered: `6… 22-18 7. 11-15`. */
export function lineText(
  line: readonly Move[],
  ply: number,
  firstTurn: Color,
  notation: AnalysisNotation,
): string {
  return line
    .map((move, i) => {
      const movePly = ply + i + 1;
      const numbered = i === 0 || moveNumberOf(movePly, firstTurn).color === 'black';
      const text = moveText(move, notation);
      return numbered ? `${movePrefix(movePly, firstTurn)} ${text}` : text;
    })
    .join(' ');
}

const KIND_NAMES: Record<JudgementKind, [string, string]> = {
  inaccuracy: ['inaccuracy', 'inaccuracies'],
  mistake: ['mistake', 'mistakes'],
  blunder: ['blunder', 'blunders'],
};

/** `1 inaccuracy, 2 mistakes, 0 blunders`. */
export function countsText(counts: JudgementCounts): string {
  return (Object.keys(KIND_NAMES) as JudgementKind[])
    .map((kind) => `${counts[kind]} ${KIND_NAMES[kind][counts[kind] === 1 ? 0 : 1]}`)
    .join(', ');
}

export const sideName = (color: Color): string => (color === 'black' ? 'Black' : 'Red');
