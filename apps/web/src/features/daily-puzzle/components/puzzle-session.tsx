// Today's puzzle in the modal: its head (type, difficulty badge, description, goal, the time, moves
// and hints counters); the board (the solver's side at the bottom); Start Challenge and Submit
// Solution, then Undo, Reset and Hint (beside the board, or straight under it on a phone); a wrong
// move said at once; the hints list;
// the progress panel with View History, Leaderboard and Statistics, or for a guest the invitation to
// sign in to keep a score; and the results dialog after a submission.
import { makeSquare } from '@checkers/engine';
import type { DailyChallenge, DailyProgress } from '@checkers/protocol';
import { useState } from 'react';
import { Board, type BoardArrow } from '../../../components/board/board';
import type { AccountFormMode } from '../../../components/header-dialog-button';
import { copyText } from '../../../lib/clipboard';
import { useAppStore } from '../../../stores/app-store';
import { shareText, TEXTS } from '../daily-texts';
import { useDailySession, STATUS_NAMES } from '../hooks/use-daily-session';
import { useDailyShortcuts } from '../hooks/use-daily-shortcuts';
import { usePuzzleBoard } from '../hooks/use-puzzle-board';
import { boardPieces, positionOf, solverMoves, type PuzzleLine } from '../puzzle-line';
import { HistoryDialog } from './history-dialog';
import { LeaderboardDialog } from './leaderboard-dialog';
import { PuzzleHead } from './puzzle-head';
import { ResultsDialog } from './results-dialog';
import { StatisticsDialog } from './statistics-dialog';

type Side = 'history' | 'leaderboard' | 'statistics';

function lastMoveArrow(line: PuzzleLine): BoardArrow | null {
  const move = line.moves.at(-1);
  return move === undefined
    ? null
    : { path: move.path.map(makeSquare), captured: move.captures.map(makeSquare) };
}

/** A guest's invitation: the puzzle is theirs to play, the score is kept for accounts. */
function GuestLine({ onAccount }: { readonly onAccount?: ((mode: AccountFormMode) => void) | undefined }) {
  return (
    <section className="daily-invite stack--tight" aria-label="Keep your score">
      <p>{TEXTS.guestInvite}</p>
      {onAccount === undefined ? null : (
        <div className="row">
          <button type="button" className="btn btn--small" onClick={() => onAccount('signin')}>
            Sign in
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => onAccount('register')}
          >
            Register
          </button>
        </div>
      )}
    </section>
  );
}

export interface PuzzleSessionProps {
  /** The account's id; null for a guest, who plays on the page and keeps no score. */
  readonly me: string | null;
  readonly challenge: DailyChallenge;
  readonly progress: DailyProgress | null;
  /** Opens the app's Sign in or Register form (guests). */
  readonly onAccount?: ((mode: AccountFormMode) => void) | undefined;
}

export function PuzzleSession({ me, challenge, progress, onAccount }: PuzzleSessionProps) {
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
      : board.mistake !== null
        ? TEXTS.notBest
        : board.thinking
          ? 'The opponent is thinking…'
          : board.turn === 'over'
            ? 'No moves left: submit your solution.'
            : `Your move (${challenge.side_to_move === 'black' ? 'Black' : 'Red'}).`;

  return (
    <div className="daily-session stack">
      <PuzzleHead
        challenge={challenge}
        elapsed={session.elapsed}
        playedMoves={playedMoves}
        hintsUsed={session.hints.length}
      />
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
          <p className={`daily-turn${board.mistake !== null ? ' daily-turn--wrong' : ''}`} role="status">
            {turnText}
          </p>
          {session.replay !== null ? (
            <button type="button" className="btn btn--secondary btn--small" onClick={session.stopReplay}>
              Back to the puzzle
            </button>
          ) : null}
        </div>
        <div className="daily-actions">
          <div className="row daily-main-actions">
            <button
              type="button"
              className={`btn${session.started ? ' btn--secondary' : ''}`}
              onClick={() => {
                setStartedOnce(true);
                session.start();
              }}
            >
              Start Challenge
            </button>
            <button
              type="button"
              className={`btn${session.started ? '' : ' btn--secondary'}`}
              aria-keyshortcuts="Enter"
              disabled={!session.canSubmit}
              onClick={session.submit}
            >
              {session.submitting ? 'Submitting…' : 'Submit Solution'}
            </button>
          </div>
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
        </div>
        <div className="daily-side stack">
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
            {me !== null ? (
              <p>
                Score: <strong>{session.score}</strong>
              </p>
            ) : null}
          </section>
          {me === null ? (
            <GuestLine onAccount={onAccount} />
          ) : (
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
          )}
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
      {me !== null && side === 'history' ? <HistoryDialog me={me} onClose={() => setSide(null)} /> : null}
      {me !== null && side === 'leaderboard' ? (
        <LeaderboardDialog
          me={me}
          challengeId={challenge.id}
          title={challenge.title}
          onClose={() => setSide(null)}
        />
      ) : null}
      {me !== null && side === 'statistics' ? (
        <StatisticsDialog me={me} onClose={() => setSide(null)} />
      ) : null}
    </div>
  );
}
