// A reported game against the offline AI, replayed with the engine from the standard start. It
// counts only when every move is legal, the game is over at the last one and the claimed result is
// the board's. Pure: the facts of the human's side, or why the record is refused.
import {
  START_POSITION,
  findMove,
  newGame,
  parseSquare,
  playMove,
  type Game,
  type Move,
} from '@checkers/engine';
import type { AiGameReport } from '@checkers/protocol';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { factsOf, type PlayerFacts } from './game-facts.js';

/** The human's facts of a reported AI game, or a 400's failure naming what is wrong with it. */
export function replayAiReport(report: AiGameReport): Outcome<PlayerFacts> {
  let game: Game = newGame(START_POSITION);
  const moves: Move[] = [];
  for (const [i, squares] of report.moves.entries()) {
    if (game.result !== null) {
      return failure('validation_failed', `Move ${i + 1}: the game was already over`);
    }
    const path: number[] = [];
    for (const text of squares) {
      const square = parseSquare(text);
      if (!square.ok) return failure('validation_failed', `Move ${i + 1}: ${square.error.message}`);
      path.push(square.value);
    }
    const found = findMove(game.position, path[0]!, path[path.length - 1]!, path);
    if (!found.ok) return failure('validation_failed', `Move ${i + 1} is not legal: ${found.error.message}`);
    const next = playMove(game, found.value);
    if (!next.ok) return failure('validation_failed', `Move ${i + 1} is not legal: ${next.error.message}`);
    game = next.value;
    moves.push(found.value);
  }
  if (game.result === null) return failure('validation_failed', 'The game is not over at its last move');
  const { winner, reason } = game.result;
  const board = winner === null ? 'draw' : winner === report.human ? 'win' : 'loss';
  if (board !== report.result) {
    return failure(
      'validation_failed',
      `The claimed result (${report.result}) is not the board's (${board})`,
    );
  }
  return success(factsOf({ initial: START_POSITION, moves, winner, reason, durationMs: null })[report.human]);
}
