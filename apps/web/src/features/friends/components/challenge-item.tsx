// One challenge in the challenges panel: the other player's avatar and name, how long ago it was
// sent, its message, and a live 'Expires in' countdown, urgent under 5 minutes and 'Expired' at
// zero, when its buttons go. Received: Accept and Decline; sent: Cancel and Details. Its clock and
// colours are said as the reader plays them ('Blitz 5+3 · you play red').
import type { Challenge } from '@checkers/protocol';
import { challengeTermsText } from '../challenge-terms';
import { isUrgent, msLeft, timeAgo, timeLeftText } from '../social-format';
import { Avatar } from './avatar';

export type ChallengeSide = 'received' | 'sent';
export type ChallengeAction = 'accept' | 'decline' | 'cancel' | 'details';

export interface ChallengeItemProps {
  readonly challenge: Challenge;
  readonly side: ChallengeSide;
  readonly now: number;
  readonly busy: boolean;
  readonly onAction: (action: ChallengeAction, challenge: Challenge) => void;
}

export function ChallengeItem({ challenge, side, now, busy, onAction }: ChallengeItemProps) {
  const other = side === 'received' ? challenge.challenger : challenge.challenged;
  const left = msLeft(challenge.expires_at, now);
  const expired = left === 0;
  const button = (action: ChallengeAction, label: string, primary = false) => (
    <button
      type="button"
      className={`btn btn--small${primary ? '' : ' btn--secondary'}`}
      disabled={busy && action !== 'details'}
      onClick={() => onAction(action, challenge)}
    >
      {label}
    </button>
  );
  return (
    <li className="social-row challenge-item" aria-label={other.username}>
      <Avatar user={other} />
      <span className="social-row__who">
        <strong>{other.username}</strong>
        <span className="muted">{timeAgo(challenge.created_at, now)}</span>
        <span className="challenge-item__terms">{challengeTermsText(challenge, side === 'sent')}</span>
        {challenge.message !== '' ? (
          <span className="challenge-item__message">{challenge.message}</span>
        ) : null}
        <span
          className={`challenge-item__expiry${isUrgent(left) ? ' challenge-item__expiry--urgent' : ''}`}
          role="timer"
        >
          {expired ? 'Expired' : `Expires in ${timeLeftText(left)}`}
        </span>
      </span>
      {expired ? null : (
        <span className="social-row__actions">
          {side === 'received' ? (
            <>
              {button('accept', 'Accept', true)}
              {button('decline', 'Decline')}
            </>
          ) : (
            <>
              {button('cancel', 'Cancel')}
              {button('details', 'Details')}
            </>
          )}
        </span>
      )}
    </li>
  );
}
