// Post-game analysis on the game screen. It starts on a button rather than by itself: a whole game
// keeps a phone's core busy for some ten seconds, and a player heading for a rematch should not pay
// for that in battery and a warm hand. Everything runs in the browser; nothing goes to the server.
import { parseFen, type Move } from '@checkers/engine';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { countJudgements, formatEvaluation } from './analysis-model';
import { countsText, lineText, movePrefix, moveText, sideName, type AnalysisNotation } from './analysis-text';
import { EvalGraph, KIND_LABELS, MarkerIcon } from './eval-graph';
import { useAnalysis, type AnalysisWorkerFactory } from './use-analysis';
import './analysis.css';

export interface AnalysisPanelProps {
  readonly initialFen: string;
  readonly moves: readonly Move[];
  /** The position shown on the board, after this many moves. */
  readonly ply: number;
  readonly onSelectPly: (ply: number) => void;
  readonly notation: AnalysisNotation;
  /** The engine's line from the shown position while "Show best line" is on, else null. */
  readonly onBestLine?: (line: readonly Move[] | null) => void;
  /** Tests hand in a fake worker. */
  readonly createWorker?: AnalysisWorkerFactory;
}

export function AnalysisPanel(props: AnalysisPanelProps) {
  const { initialFen, moves, ply, onSelectPly, notation, onBestLine } = props;
  const analysis = useAnalysis(
    { initialFen, moves },
    props.createWorker === undefined ? {} : { createWorker: props.createWorker },
  );
  const [showBest, setShowBest] = useState(false);
  const titleId = useId();
  const firstTurn = useMemo(() => {
    const start = parseFen(initialFen);
    return start.ok ? start.value.turn : 'black';
  }, [initialFen]);

  const { status, evaluations, judgements } = analysis;
  const here = evaluations[ply];
  const judged = judgements.find((j) => j.ply === ply);
  const before = evaluations[ply - 1];
  const line = here !== undefined && here.bestLine.length > 0 ? here.bestLine : null;

  // The board draws the line; it is taken back when hidden, when the ply moves on, or on leaving.
  // Only the line decides when to report: a new callback from each render of the parent must not.
  const shown = showBest ? line : null;
  const report = useRef(onBestLine);
  useEffect(() => {
    report.current = onBestLine;
  });
  useEffect(() => {
    const callback = report.current;
    if (shown === null || callback === undefined) return;
    callback(shown);
    return () => callback(null);
  }, [shown]);

  const label = (p: number): string => {
    const move = moves[p - 1];
    return move === undefined ? `Ply ${p}` : `${movePrefix(p, firstTurn)} ${moveText(move, notation)}`;
  };
  const summary = (['black', 'red'] as const)
    .map((color) => `${sideName(color)}: ${countsText(countJudgements(judgements, color))}`)
    .join('. ');

  return (
    <section className="analysis" aria-labelledby={titleId}>
      <h2 id={titleId} className="analysis__title">
        Analysis
      </h2>
      {status === 'idle' && (
        <div className="analysis__start">
          <button type="button" className="btn" onClick={analysis.start}>
            Analyse game
          </button>
          <p className="analysis__note">The engine runs in your browser; nothing is sent anywhere.</p>
        </div>
      )}
      {status === 'running' && (
        <div className="analysis__progress">
          <progress max={1} value={analysis.progress} aria-label="Analysis progress" />
          <span>Analysing… {Math.round(analysis.progress * 100)}%</span>
          <button type="button" className="btn btn--secondary" onClick={analysis.stop}>
            Stop
          </button>
        </div>
      )}
      {status === 'error' && (
        <p className="analysis__error" role="alert">
          The analysis could not run.{' '}
          <button type="button" className="link-button" onClick={analysis.start}>
            Try again
          </button>
        </p>
      )}
      {evaluations.length > 0 && (
        <>
          <EvalGraph
            evaluations={evaluations}
            judgements={judgements}
            plyCount={moves.length}
            ply={ply}
            onSelectPly={onSelectPly}
            moveLabel={label}
            summary={summary}
          />
          <ul className="analysis__counts">
            {(['black', 'red'] as const).map((color) => (
              <li key={color}>
                {sideName(color)}: {countsText(countJudgements(judgements, color))}
              </li>
            ))}
          </ul>
        </>
      )}
      {here !== undefined && (
        <div className="analysis__here">
          <p>
            <span className="analysis__eval">{formatEvaluation(here)}</span>{' '}
            <span className="analysis__depth">depth {here.depth}</span>
          </p>
          {judged !== undefined && judged.kind !== null && (
            <p className="analysis__judgement">
              <MarkerIcon kind={judged.kind} /> {label(ply)} is {judged.kind === 'inaccuracy' ? 'an' : 'a'}{' '}
              {KIND_LABELS[judged.kind].toLowerCase()}
              {before?.bestMove && `; best was ${moveText(before.bestMove, notation)}`}.
            </p>
          )}
          {line !== null && (
            <div className="analysis__line">
              <p>
                Best line: <span className="analysis__moves">{lineText(line, ply, firstTurn, notation)}</span>
              </p>
              {onBestLine !== undefined && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-pressed={showBest}
                  onClick={() => setShowBest((on) => !on)}
                >
                  Show best line
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
