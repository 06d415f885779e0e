// The Requests tab: Received Requests with Accept and Decline, and Sent Requests.
import type { PendingRequest, SentRequest } from '@checkers/protocol';
import { timeAgo } from '../social-format';
import { TEXTS } from '../social-texts';
import { Avatar } from './avatar';

export interface RequestsTabProps {
  readonly received: readonly PendingRequest[];
  readonly sent: readonly SentRequest[];
  readonly now: number;
  readonly onAccept: (request: PendingRequest) => void;
  readonly onDecline: (request: PendingRequest) => void;
}

export function RequestsTab({ received, sent, now, onAccept, onDecline }: RequestsTabProps) {
  return (
    <div className="stack">
      <section className="stack stack--tight" aria-labelledby="received-requests">
        <h3 id="received-requests">Received Requests</h3>
        {received.length === 0 ? (
          <p className="muted">{TEXTS.noPending}</p>
        ) : (
          <ul className="social-list">
            {received.map((request) => (
              <li key={request.user_id} className="social-row" aria-label={request.friend.username}>
                <Avatar user={request.friend} />
                <span className="social-row__who">
                  <strong>{request.friend.username}</strong>
                  <span className="muted">{timeAgo(request.created_at, now)}</span>
                </span>
                <span className="social-row__actions">
                  <button type="button" className="btn btn--small" onClick={() => onAccept(request)}>
                    Accept
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => onDecline(request)}
                  >
                    Decline
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack stack--tight" aria-labelledby="sent-requests">
        <h3 id="sent-requests">Sent Requests</h3>
        {sent.length === 0 ? (
          <p className="muted">{TEXTS.noSent}</p>
        ) : (
          <ul className="social-list">
            {sent.map((request) => (
              <li key={request.friend_id} className="social-row" aria-label={request.friend.username}>
                <Avatar user={request.friend} />
                <span className="social-row__who">
                  <strong>{request.friend.username}</strong>
                  <span className="muted">{timeAgo(request.created_at, now)}</span>
                </span>
                <span className="social-row__actions">
                  <span className="pill">Pending</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
