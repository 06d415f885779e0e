// Who is playing, on the lobby: a guest with Sign in and Register, or the signed-in player's rating
// card, Sign out, and the sessions on other devices with "Log out everywhere".
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RatingCard } from '../../../components/rating-card';
import { SpeedRatings } from '../../../components/speed-ratings';
import { myRatingsQuery, playerStandingQuery } from '../../../lib/leaderboard-api';
import { useAppStore } from '../../../stores/app-store';
import { logout } from '../api/auth-api';
import type { AccountMode } from './account-dialog';
import { LazyAccountDialog } from './lazy-account-dialog';
import { SessionsList } from './sessions-list';

function SignedInCard() {
  const account = useAppStore((s) => s.user.account);
  const standing = useQuery({ ...playerStandingQuery(account?.id ?? ''), enabled: account !== null });
  const ladders = useQuery({ ...myRatingsQuery(account?.id ?? ''), enabled: account !== null });
  const [leaving, setLeaving] = useState(false);
  const [showSessions, setShowSessions] = useState(false);
  if (account === null) return null;
  const entry = standing.data?.entry;
  return (
    <section className="card stack" aria-labelledby="account-title">
      <div className="row row--spread">
        <h3 id="account-title">
          Signed in as {account.displayName}
          {account.displayName !== account.username ? (
            <span className="muted"> (@{account.username})</span>
          ) : null}
        </h3>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout().finally(() => setLeaving(false));
          }}
        >
          Sign out
        </button>
      </div>
      {standing.isPending ? (
        <p className="muted">Loading rating…</p>
      ) : (
        // A player with no rated game yet (or no answer) reads 1200 and zeros.
        <RatingCard name={account.displayName} figures={entry ?? {}} rank={entry?.rank ?? null} />
      )}
      <SpeedRatings name={account.displayName} ratings={ladders.data ?? {}} current="overall" />
      <button
        type="button"
        className="link-button"
        aria-expanded={showSessions}
        onClick={() => setShowSessions(!showSessions)}
      >
        {showSessions ? 'Hide sessions' : 'Sessions and devices'}
      </button>
      {showSessions ? <SessionsList /> : null}
    </section>
  );
}

function GuestCard() {
  const [dialog, setDialog] = useState<AccountMode | null>(null);
  return (
    <section className="card stack" aria-labelledby="account-title">
      <h3 id="account-title">Playing as a guest</h3>
      <p className="muted">
        Guests&apos; games are not rated. Register to join the rated ladder and keep your games.
      </p>
      {dialog === null ? (
        // The openers step aside while the dialog is open, so each name names one button.
        <div className="row">
          <button type="button" className="btn" onClick={() => setDialog('signin')}>
            Sign in
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setDialog('register')}>
            Register
          </button>
        </div>
      ) : (
        <LazyAccountDialog initialMode={dialog} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}

export function AccountPanel() {
  const signedIn = useAppStore((s) => s.user.account !== null);
  return signedIn ? <SignedInCard /> : <GuestCard />;
}
