// How a replayed game ended, in a few words for the review's title: "Red won (resignation)",
// "Black won (captured every piece)", "Draw (agreement)", "Game aborted".
import type { Position } from '@checkers/engine';
import type { ReplayResult } from './replay-model';

/** The result of a game whose last position is `final`. */
export function resultText(result: ReplayResult | null, final: Position): string {
  if (result === null) return 'Game in progress';
  const { winner, reason } = result;
  // Aborted is no draw: nobody won and nothing counted.
  if (reason === 'aborted') return 'Game aborted';
  const why = reason.replace(/-/g, ' ');
  if (winner === null) return `Draw (${why})`;
  const side = winner === 'red' ? 'Red' : 'Black';
  const loserLeft = (winner === 'red' ? final.black : final.red) !== 0;
  if (reason === 'no-legal-moves' && !loserLeft) return `${side} won (captured every piece)`;
  return `${side} won (${why})`;
}
