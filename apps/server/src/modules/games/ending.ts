// Whether the rules have ended a game after its last move: the side to move has no legal move (it
// loses), or a draw by threefold repetition or the 40-move rule. The rules themselves live in the
// engine's game record; this applies them to a replayed match.
import { trailResult } from '@checkers/engine';
import type { Ending, Match } from './match.js';

/** The ending the rules impose on a match, or null while it goes on. */
export function endingAfter(match: Match): Ending | null {
  return trailResult(match.trail);
}
