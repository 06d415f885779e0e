// The invites waiting for the signed-in user (GET /api/spectate/invites, polled while the page is
// visible): Accept joins the game as a spectator, Decline closes the invite.
import type { PendingInvite } from '@checkers/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { enterRoom } from '../../../stores/session-actions';
import { acceptInvite, declineInvite, fetchPendingInvites, SpectateError } from '../api/spectate-api';
import { displayName } from '../../../components/chat/display-name';
import './spectate.css';

/** How often the invites are asked for while the page is visible. */
export const INVITES_POLL_MS = 15_000;
const INVITES_KEY = 'spectator-invites';

export function SpectatorInvites() {
  const token = useAppStore((s) => s.user.accountToken);
  const notify = useAppStore((s) => s.notify);
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [INVITES_KEY, token],
    queryFn: () => fetchPendingInvites(token!),
    enabled: token !== null,
    refetchInterval: INVITES_POLL_MS,
    staleTime: 0,
  });
  if (token === null || query.data === undefined || query.data.length === 0) return null;

  const answer = async (invite: PendingInvite, accept: boolean): Promise<void> => {
    setBusy(invite.id);
    try {
      if (accept) enterRoom(await acceptInvite(invite.id, token), false);
      else await declineInvite(invite.id, token);
    } catch (error) {
      // The spec's text as given.
      notify(
        'error',
        error instanceof SpectateError ? error.message : 'An error occurred. Please try again.',
      );
    } finally {
      setBusy(null);
      void client.invalidateQueries({ queryKey: [INVITES_KEY] });
    }
  };

  return (
    <section className="card spectator-invites" aria-label="Spectator invites">
      <h3>Invitations to watch</h3>
      <ul className="spectator-invites__list">
        {query.data.map((invite) => (
          <li key={invite.id} className="row row--spread">
            <span>
              <bdi>{displayName(invite.inviter_name)}</bdi> invites you to watch room {invite.room_code}
            </span>
            <span className="row">
              <button
                type="button"
                className="btn btn--small"
                disabled={busy !== null}
                onClick={() => void answer(invite, true)}
              >
                Accept
              </button>
              <button
                type="button"
                className="btn btn--small btn--secondary"
                disabled={busy !== null}
                onClick={() => void answer(invite, false)}
              >
                Decline
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
