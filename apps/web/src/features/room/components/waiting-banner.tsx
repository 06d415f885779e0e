// The room-waiting banner: the code and link, with copy, open, QR code and share, and the room's
// time control when it is timed. It stays until the opponent arrives.
import { formatTimeControl } from '@checkers/protocol';
import { lazy, Suspense, useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { useAppStore } from '../../../stores/app-store';
import { leaveToLobby } from '../../../stores/session-actions';

const QrDialog = lazy(() => import('./qr-dialog'));

/** The invite link of a room. */
export const roomLink = (code: string): string => `${location.origin}${location.pathname}?code=${code}`;

/**
 * The link "Open in new window" opens: the room link marked `fresh=1`, so that window joins as a new
 * visitor (the opponent, to try the game alone) instead of taking this browser's saved seat, which
 * would make it the host again.
 */
export const freshVisitorLink = (code: string): string => `${roomLink(code)}&fresh=1`;

export function WaitingBanner() {
  const code = useAppStore((s) => s.room.roomCode) ?? '';
  const notify = useAppStore((s) => s.notify);
  const status = useAppStore((s) => s.ui.statusMessage);
  const signedIn = useAppStore((s) => s.user.account !== null);
  const timeControl = useAppStore((s) => s.room.timeControl);
  const [showQr, setShowQr] = useState(false);
  const link = roomLink(code);

  const copy = async (text: string, success: string, failure: string): Promise<void> => {
    if (await copyText(text)) notify('success', success);
    else notify('error', failure);
  };

  const share = async (): Promise<void> => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Checkers', text: `Join my checkers game: ${code}`, url: link });
        notify('success', 'Game shared successfully!');
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(link, 'Invite link copied!', 'Failed to copy to clipboard');
  };

  return (
    <section className="banner stack" aria-labelledby="waiting-title">
      <h2 id="waiting-title">Waiting for an opponent…</h2>
      <p>Share this code or link with a friend. The game starts when they join.</p>
      {timeControl !== null && timeControl.kind !== 'untimed' ? (
        <p className="time-control-note" data-testid="time-control">
          Time control: <strong>{formatTimeControl(timeControl)}</strong>
          {timeControl.kind === 'correspondence' ? ' per move' : ''}
        </p>
      ) : null}
      {/* Whether the game is rated is settled when it starts: both seats must hold accounts. */}
      <p className="rated-note" data-testid="rated-note">
        {signedIn
          ? 'Rated if your opponent is signed in too: games between two registered players are rated.'
          : "Casual game — guests' games are not rated. Sign in before creating a room to play rated."}
      </p>
      <div
        className="banner__code"
        data-testid="room-code"
        aria-label={`Room code ${code.split('').join(' ')}`}
      >
        {code}
      </div>
      <div className="row">
        <input className="link-input" readOnly value={link} aria-label="Room link" data-testid="room-link" />
      </div>
      <div className="row">
        <button
          type="button"
          className="btn"
          onClick={() => void copy(code, 'Room code copied!', 'Failed to copy code')}
        >
          Copy code
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => void copy(link, 'Link copied!', 'Failed to copy link')}
        >
          Copy link
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => window.open(freshVisitorLink(code), '_blank', 'noopener')}
        >
          Open in new window
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setShowQr(true)}>
          QR code
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void share()}>
          Share
        </button>
        <button type="button" className="btn btn--danger" onClick={leaveToLobby}>
          Back to lobby
        </button>
      </div>
      <p className="status-line" role="status">
        {status}
      </p>
      {showQr ? (
        <Suspense fallback={null}>
          <QrDialog link={link} onClose={() => setShowQr(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
