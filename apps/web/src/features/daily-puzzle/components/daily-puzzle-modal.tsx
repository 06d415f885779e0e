// The daily puzzle modal, loaded on demand by DailyPuzzleButton: today's puzzle (a loading overlay
// 'Loading challenge...' until it comes). A signed-in player's attempts, hints and score are the
// server's; a guest plays it on the page, judged there, and is invited to sign in to keep a score.
// A failed load says so with a Retry.
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

/** The query key's place of the account for a guest. */
const GUEST = 'guest';

const loadFailureText = (error: unknown): string =>
  error instanceof ApiError && error.status === 404 ? TEXTS.noneToday : TEXTS.loadFailed;

interface TodayProps {
  /** The account's id; null for a guest. */
  readonly me: string | null;
  readonly onAccount?: ((mode: AccountFormMode) => void) | undefined;
}

function Today({ me, onAccount }: TodayProps) {
  const notify = useAppStore((s) => s.notify);
  const today = useQuery(todayQuery(me ?? GUEST));
  const progress = useQuery({ ...progressQuery(me ?? GUEST), enabled: me !== null });
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
  if (today.data === undefined || (me !== null && progress.isPending)) {
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
      onAccount={onAccount}
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
      <Today key={me ?? GUEST} me={me} onAccount={onAccount} />
    </DailyDialog>
  );
}
