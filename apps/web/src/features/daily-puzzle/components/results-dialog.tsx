// The results of a submission: 'Congratulations!' when the line solves the puzzle, else 'Keep
// Trying!'; Score (not kept for a guest, who is invited to sign in), Time, Hints Used, Moves; View
// Solution, Try Again, Share. The API never gives
// the solution, so View Solution replays the caller's own solving line, and before the puzzle is
// solved says it will show once it is.
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { formatTime, TEXTS } from '../daily-texts';
import type { DailyOutcome } from '../hooks/use-daily-session';

export interface ResultsDialogProps {
  readonly outcome: DailyOutcome;
  readonly onClose: () => void;
  /** Replays the solving line; false when there is none. */
  readonly onViewSolution: () => boolean;
  readonly onTryAgain: () => void;
  readonly onShare: () => void;
}

export function ResultsDialog({ outcome, onClose, onViewSolution, onTryAgain, onShare }: ResultsDialogProps) {
  const [later, setLater] = useState(false);
  return (
    <Modal title={outcome.correct ? 'Congratulations!' : 'Keep Trying!'} onClose={onClose}>
      {!outcome.correct && outcome.reason !== undefined ? <p className="muted">{outcome.reason}</p> : null}
      {outcome.guest === true ? <p className="muted">{TEXTS.guestInvite}</p> : null}
      <dl className="daily-figures" aria-label="Your result">
        <div>
          <dt>Score</dt>
          <dd>{outcome.guest === true ? TEXTS.notKept : outcome.score}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatTime(outcome.seconds)}</dd>
        </div>
        <div>
          <dt>Hints Used</dt>
          <dd>{outcome.hints}</dd>
        </div>
        <div>
          <dt>Moves</dt>
          <dd>{outcome.moves}</dd>
        </div>
      </dl>
      {later ? (
        <p className="muted" role="status">
          {TEXTS.solutionLater}
        </p>
      ) : null}
      <div className="row actions">
        <button type="button" className="btn btn--secondary" onClick={() => setLater(!onViewSolution())}>
          View Solution
        </button>
        <button type="button" className="btn" onClick={onTryAgain}>
          Try Again
        </button>
        <button type="button" className="btn btn--secondary" onClick={onShare}>
          Share
        </button>
      </div>
    </Modal>
  );
}
