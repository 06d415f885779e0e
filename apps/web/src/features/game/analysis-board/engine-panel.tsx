// The engine's running view of the position shown: its value, what that means, how deep it has
// looked, and the best line in the player's notation. Not a live region: it changes a ply deeper
// every few hundred milliseconds, which a screen reader would read out without end.
import type { Color, Position } from '@checkers/engine';
import { lineText, sideName, type AnalysisNotation } from '../analysis/analysis-text';
import type { LiveState } from '../analysis/use-live-evaluation';
import { evaluationText } from './evaluation-text';

/** Moves of the best line shown; deeper ones are guesses and only make the panel jump. */
export const SHOWN_LINE_PLIES = 10;

export interface EnginePanelProps {
  readonly live: LiveState;
  /** The position evaluated (null: none, while the position being set up is not a legal one). */
  readonly position: Position | null;
  /** Its ply in the line, and the side that moved first in the line, to number the best line. */
  readonly ply: number;
  readonly firstTurn: Color;
  readonly notation: AnalysisNotation;
  readonly showBest: boolean;
  readonly onShowBest: (on: boolean) => void;
}

export function EnginePanel(props: EnginePanelProps) {
  const { live, position, ply, firstTurn, notation } = props;
  const evaluation = live.evaluation;
  const text = evaluation !== null && position !== null ? evaluationText(evaluation, position) : null;
  const line = evaluation?.bestLine.slice(0, SHOWN_LINE_PLIES) ?? [];
  const status =
    live.status === 'error'
      ? 'The engine could not run.'
      : position === null
        ? 'Set up a legal position to see the evaluation.'
        : text === null
          ? 'Thinking…'
          : null;

  return (
    <section className="engine" aria-label="Engine">
      <div className="engine__head">
        <span className="engine__value" data-testid="evaluation">
          {text?.value ?? '…'}
        </span>
        <span className="engine__meaning">{status ?? text?.meaning}</span>
      </div>
      {position !== null && evaluation !== null && evaluation.over === null ? (
        <p className="engine__facts">
          {sideName(position.turn)} to move · depth {evaluation.depth}
          {live.status === 'thinking' ? ' · thinking…' : ''}
        </p>
      ) : null}
      {line.length > 0 ? (
        <div className="engine__line">
          <p>
            Best line:{' '}
            <span className="engine__moves" data-testid="best-line">
              {lineText(line, ply, firstTurn, notation)}
            </span>
          </p>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            aria-pressed={props.showBest}
            onClick={() => props.onShowBest(!props.showBest)}
          >
            Show best move
          </button>
        </div>
      ) : null}
    </section>
  );
}
