// The "Quick game" card (or part of the home page's Play now card): a button per preset clock (rated or casual for an account; a guest's games
// are casual), then the wait with its timer and Cancel.
import { POOL_KEYS } from '@checkers/protocol';
import { useEffect, useState } from 'react';
import { useAppStore } from '../../../stores/app-store';
import type { Pairing } from '../hooks/use-pairing';

/** Seconds as m:ss. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function WaitTimer({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return <span className="quick-pairing__timer">{formatWait((now - since) / 1000)}</span>;
}

export interface QuickGameCardProps {
  readonly pairing: Pairing;
  /** Part of a card around it (the home page's Play now), not a card of its own. */
  readonly embedded?: boolean;
}

export function QuickGameCard({ pairing, embedded = false }: QuickGameCardProps) {
  const signedIn = useAppStore((s) => s.user.account !== null);
  const [rated, setRated] = useState(true);
  const { view } = pairing;
  return (
    <section
      className={`${embedded ? '' : 'card '}stack quick-pairing${embedded ? ' quick-pairing--embedded' : ''}`}
      aria-labelledby="quick-game-title"
    >
      <h3 id="quick-game-title" className="quick-pairing__title">
        Quick game
      </h3>
      {view.phase === 'waiting' ? (
        <div className="row row--spread quick-pairing__waiting" role="status">
          <span>
            Looking for an opponent… <WaitTimer since={view.since} />{' '}
            <span className="muted">
              ({view.pool}, {view.rated ? 'rated' : 'casual'})
            </span>
          </span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => void pairing.cancel()}
          >
            Cancel
          </button>
        </div>
      ) : (
        <>
          <div className="quick-pairing__pools">
            {POOL_KEYS.map((pool) => (
              <button
                key={pool}
                type="button"
                className="btn quick-pairing__pool"
                aria-label={`Quick game ${pool}`}
                disabled={view.phase === 'joining'}
                onClick={() => void pairing.join(pool, signedIn && rated)}
              >
                {pool}
              </button>
            ))}
          </div>
          {signedIn ? (
            <label className="quick-pairing__rated">
              <input type="checkbox" checked={rated} onChange={(event) => setRated(event.target.checked)} />{' '}
              Rated
            </label>
          ) : (
            <p className="muted">Guests play casual games. Sign in to play rated.</p>
          )}
        </>
      )}
      {pairing.error !== null ? (
        <p className="form-error" role="alert">
          {pairing.error}
        </p>
      ) : null}
    </section>
  );
}
