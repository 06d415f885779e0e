// How the analysis board words the engine's view: a value players read at a glance ("+1.2", "Black
// wins in 3 moves", "Draw (database)") and a line saying what it means from whose side.
import { type Color, type Position } from '@checkers/engine';
import type { LiveEvaluation } from '../analysis/live-evaluation';

const sideName = (color: Color): string => (color === 'black' ? 'Black' : 'Red');
const other = (color: Color): Color => (color === 'black' ? 'red' : 'black');

/** Below this many points (a fifth of a man) either way the position reads as even. */
const EVEN_POINTS = 20;

/** The value and what it means. */
export interface EvaluationText {
  readonly value: string;
  readonly meaning: string;
}

/** Men ahead from black's side, one decimal: `+1.2`, `−0.4`, `0.0`. */
export function menText(score: number): string {
  const men = score / 100;
  const text = Math.abs(men).toFixed(1);
  if (text === '0.0') return '0.0';
  return men > 0 ? `+${text}` : `−${text}`;
}

/** The words for an evaluation of `position`. */
export function evaluationText(evaluation: LiveEvaluation, position: Position): EvaluationText {
  const { over } = evaluation;
  if (over !== null) {
    if (over.winner === null) {
      const why =
        over.reason === 'threefold-repetition' ? 'the same position a third time' : 'the 40-move rule';
      return { value: 'Draw', meaning: `Drawn by ${why}` };
    }
    const loser = other(over.winner);
    const left = (loser === 'black' ? position.black : position.red) !== 0;
    return {
      value: `${sideName(over.winner)} wins`,
      meaning: left ? `${sideName(loser)} cannot move` : `${sideName(over.winner)} captured every piece`,
    };
  }
  const database = evaluation.database;
  if (database !== undefined) {
    return database.winner === null
      ? { value: 'Draw (database)', meaning: 'From the endgame database' }
      : { value: `${sideName(database.winner)} wins (database)`, meaning: 'From the endgame database' };
  }
  if (evaluation.mate !== null && evaluation.mate !== 0) {
    const moves = Math.abs(evaluation.mate);
    const winner = evaluation.mate > 0 ? 'Black' : 'Red';
    return {
      value: `${winner} wins in ${moves} ${moves === 1 ? 'move' : 'moves'}`,
      meaning: 'A forced win',
    };
  }
  const { score } = evaluation;
  if (evaluation.wonEnding === true) {
    return {
      value: `${score > 0 ? 'Black' : 'Red'} is winning`,
      meaning: 'A won ending is in reach (endgame database)',
    };
  }
  const meaning = Math.abs(score) < EVEN_POINTS ? 'About even' : `${score > 0 ? 'Black' : 'Red'} is better`;
  return { value: menText(score), meaning: `${meaning} (in men, from Black's side)` };
}
