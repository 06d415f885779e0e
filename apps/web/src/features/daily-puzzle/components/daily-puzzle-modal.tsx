// The daily puzzle modal, loaded on demand by DailyPuzzleButton. A signed-in player gets today's
// puzzle (a loading overlay 'Loading challenge...' until it comes); a guest is invited to register,
// as puzzles need an account. A failed load says so with a Retry.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useAppStore } from '../../../stores/app-store';
import { progressQuery, todayQuery } from '../api/daily-api';
import { TEXTS } from '../daily-texts';
import { DailyDialog } from './daily-dialog';
import { PuzzleSession } from './puzzle-session';
import './daily-puzzle.css';

/** Which account form a guest asked for. */
export type AccountFormMode = 'signin' | 'register';

function GuestInvite({ onAccount }: { readonly onAccount: ((mode: AccountFormMode) => void) | undefined }) {
  return (
    <section className="daily-invite stack--tight" aria-label={TEXTS.guestOnly}>
      <p>
        <strong>{TEXTS.guestOnly}.</strong> Register or sign in to solve the daily puzzle, keep your streak
        and appear on each puzzle&apos;s leaderboard.
      </p>
      {onAccount === undefined ? null : (
        <div className="row">
          <button type="button" className="btn" onClick={() => onAccount('register')}>
            Register
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => onAccount('signin')}>
            Sign in
          </button>
        </div>
      )}
    </section>
  );
}

const loadFailureText = (error: unknown): string =>
  error instanceof ApiError && error.status === 404 ? TEXTS.noneToday : TEXTS.loadFailed;

function Today({ me }: { readonly me: string }) {
  const notify = useAppStore((s) => s.notify);
  const today = useQuery(todayQuery(me));
  const progress = useQuery(progressQuery(me));
  const failure = today.isError ? loadFailureText(today.error) : null;
  useEffect(() => {
    if (failure !== null) notify('error', failure);
  }, [failure, notify]);

  if (failure !== null) {
    return (
      <div className="row" role="alert">
        <span>{failure}</span>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void today.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (today.data === undefined || progress.isPending) {
    return (
      <div className="daily-loading" role="status">
        <span className="daily-loading__spinner" aria-hidden />
        {TEXTS.loading}
      </div>
    );
  }
  const challenge = today.data.challenge;
  return (
    <PuzzleSession
      key={challenge.id}
      me={me}
      challenge={challenge}
      progress={progress.data?.progress ?? null}
    />
  );
}

export interface DailyPuzzleModalProps {
  readonly onClose: () => void;
  /** Opens the app's Register or Sign in form (guests). */
  readonly onAccount?: ((mode: AccountFormMode) => void) | undefined;
}

export default function DailyPuzzleModal({ onClose, onAccount }: DailyPuzzleModalProps) {
  const me = useAppStore((s) => (s.user.accountToken === null ? null : (s.user.account?.id ?? null)));
  return (
    <DailyDialog title="Daily Puzzle" onClose={onClose}>
      {me === null ? <GuestInvite onAccount={onAccount} /> : <Today key={me} me={me} />}
    </DailyDialog>
  );
}
