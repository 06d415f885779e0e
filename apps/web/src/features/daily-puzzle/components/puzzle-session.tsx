// Today's puzzle in the modal: type, difficulty badge, description and goal; the time, moves and
// hints counters; the board (the solver's side at the bottom) with Undo, Reset and Hint; Start
// Challenge and Submit Solution; the hints list; the progress panel; View History, Leaderboard and
// Statistics; and the results dialog after a submission.
import { makeSquare } from '@checkers/engine';
import type { DailyChallenge, DailyProgress } from '@checkers/protocol';
import { useState } from 'react';
import { Board, type BoardArrow } from '../../../components/board/board';
import { copyText } from '../../../lib/clipboard';
import { useAppStore } from '../../../stores/app-store';
import { difficultyName, formatTime, shareText, TEXTS, typeName } from '../daily-texts';
import { useDailySession, STATUS_NAMES } from '../hooks/use-daily-session';
import { useDailyShortcuts } from '../hooks/use-daily-shortcuts';
import { usePuzzleBoard } from '../hooks/use-puzzle-board';
import { boardPieces, positionOf, solverMoves, type PuzzleLine } from '../puzzle-line';
import { HistoryDialog } from './history-dialog';
import { LeaderboardDialog } from './leaderboard-dialog';
import { ResultsDialog } from './results-dialog';
import { StatisticsDialog } from './statistics-dialog';

type Side = 'history' | 'leaderboard' | 'statistics';

function lastMoveArrow(line: PuzzleLine): BoardArrow | null {
  const move = line.moves.at(-1);
  return move === undefined
    ? null
    : { path: move.path.map(makeSquare), captured: move.captures.map(makeSquare) };
}

export interface PuzzleSessionProps {
  readonly me: string;
  readonly challenge: DailyChallenge;
  readonly progress: DailyProgress | null;
}

export function PuzzleSession({ me, challenge, progress }: PuzzleSessionProps) {
  const notify = useAppStore((s) => s.notify);
  const [side, setSide] = useState<Side | null>(null);
  const [startedOnce, setStartedOnce] = useState(false);
  const board = usePuzzleBoard(challenge, startedOnce);
  const session = useDailySession(me, challenge, progress, board);
  const line = board.line;
  useDailyShortcuts(
    { submit: session.submit, canSubmit: session.canSubmit, hint: session.hint, undo: session.undo },
    side === null && session.outcome === null,
  );

  const share = async (): Promise<void> => {
    const outcome = session.outcome;
    const text = shareText(
      challenge,
      {
        correct: outcome?.correct ?? session.status === 'completed',
        score: outcome?.score ?? session.score,
        seconds: outcome?.seconds ?? session.elapsed,
        hints: outcome?.hints ?? session.hints.length,
      },
      window.location.origin,
    );
    const copied = await copyText(text).catch(() => false);
    if (copied) notify('success', TEXTS.copied);
    else notify('error', TEXTS.copyFailed);
  };

  const playedMoves = line === null ? 0 : solverMoves(line);
  const turnText = !session.started
    ? TEXTS.pressStart
    : session.replay !== null
      ? `Your solution: move ${session.replay.shown} of ${session.replay.total}`
      : board.thinking
        ? 'The opponent is thinking…'
        : board.turn === 'over'
          ? 'No moves left: submit your solution.'
          : `Your move (${challenge.side_to_move === 'black' ? 'Black' : 'Red'}).`;

  return (
    <div className="daily-session stack">
      <div className="daily-head">
        <h3 className="daily-title">{challenge.title}</h3>
        <span className="daily-type">{typeName(challenge.puzzle_type)}</span>
        <span className={`daily-badge daily-badge--${challenge.difficulty}`}>
          {difficultyName(challenge.difficulty)}
        </span>
      </div>
      <p className="daily-description">{challenge.description}</p>
      <p className="daily-goal muted">{challenge.goal}</p>
      <dl className="daily-counters" aria-label="Puzzle counters">
        <div>
          <dt>Time</dt>
          <dd>
            <span role="timer" aria-live="off">
              {formatTime(session.elapsed)}
            </span>
          </dd>
        </div>
        <div>
          <dt>Moves</dt>
          <dd>
            {playedMoves} / {challenge.max_moves}
          </dd>
        </div>
        <div>
          <dt>Hints</dt>
          <dd>
            {session.hints.length} / {challenge.hints_available}
          </dd>
        </div>
      </dl>
      <div className="daily-play">
        <div className="daily-board">
          {line === null ? (
            <p role="alert">{TEXTS.setupFailed}</p>
          ) : (
            <Board
              pieces={boardPieces(positionOf(line))}
              flipped={challenge.side_to_move === 'black'}
              selected={board.path.at(-1) ?? null}
              destinations={board.destinations}
              capturedPreview={board.captured}
              arrow={lastMoveArrow(line)}
              disabled={!board.canPlay}
              animatePath={null}
              onSquare={board.onSquare}
              onDrop={board.onDrop}
              onCancel={board.onCancel}
            />
          )}
          <p className="daily-turn" role="status">
            {turnText}
          </p>
          {session.replay !== null ? (
            <button type="button" className="btn btn--secondary btn--small" onClick={session.stopReplay}>
              Back to the puzzle
            </button>
          ) : null}
        </div>
        <div className="daily-side stack">
          <div className="row daily-tools">
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-keyshortcuts="Control+Z Meta+Z"
              disabled={line === null || line.moves.length === 0 || session.replay !== null}
              onClick={session.undo}
            >
              Undo
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={!session.started}
              onClick={session.tryAgain}
            >
              Reset
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-keyshortcuts="Control+H Meta+H"
              onClick={session.hint}
            >
              Hint
            </button>
          </div>
          <div className="row daily-main-actions">
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => {
                setStartedOnce(true);
                session.start();
              }}
            >
              Start Challenge
            </button>
            <button
              type="button"
              className="btn"
              aria-keyshortcuts="Enter"
              disabled={!session.canSubmit}
              onClick={session.submit}
            >
              {session.submitting ? 'Submitting…' : 'Submit Solution'}
            </button>
          </div>
          <section className="daily-hints" aria-label="Hints">
            <h4>Hints</h4>
            {session.hints.length === 0 ? (
              <p className="muted">{TEXTS.noHints}</p>
            ) : (
              <ol>
                {session.hints.map((hint) => (
                  <li key={hint.hint_number}>{hint.text}</li>
                ))}
              </ol>
            )}
          </section>
          <section className="daily-progress" aria-label="Progress">
            <h4>Progress</h4>
            <p>
              Status: <strong>{STATUS_NAMES[session.status]}</strong>
            </p>
            <p>
              Score: <strong>{session.score}</strong>
            </p>
          </section>
          <div className="row daily-more">
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => setSide('history')}
            >
              View History
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => setSide('leaderboard')}
            >
              Leaderboard
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => setSide('statistics')}
            >
              Statistics
            </button>
          </div>
        </div>
      </div>
      {session.outcome !== null ? (
        <ResultsDialog
          outcome={session.outcome}
          onClose={session.closeOutcome}
          onViewSolution={session.viewSolution}
          onTryAgain={session.tryAgain}
          onShare={() => void share()}
        />
      ) : null}
      {side === 'history' ? <HistoryDialog me={me} onClose={() => setSide(null)} /> : null}
      {side === 'leaderboard' ? (
        <LeaderboardDialog
          me={me}
          challengeId={challenge.id}
          title={challenge.title}
          onClose={() => setSide(null)}
        />
      ) : null}
      {side === 'statistics' ? <StatisticsDialog me={me} onClose={() => setSide(null)} /> : null}
    </div>
  );
}
