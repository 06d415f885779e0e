// The Challenge Details modal: From, To, Clock, Colours (as the reader plays them), Sent, Expires,
// Message, Status and Close.
import type { Challenge } from '@checkers/protocol';
import { Modal } from '../../../components/modal';
import { clockText, colourText } from '../challenge-terms';

const when = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : at.toLocaleString();
};

const STATUS_NAMES: Record<Challenge['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  canceled: 'Canceled',
  expired: 'Expired',
};

export function ChallengeDetailsModal({
  challenge,
  me,
  onClose,
}: {
  readonly challenge: Challenge;
  readonly me: string;
  readonly onClose: () => void;
}) {
  const colours = colourText(challenge.color, challenge.challenger.id === me);
  return (
    <Modal title="Challenge Details" onClose={onClose}>
      <dl className="challenge-details">
        <dt>From</dt>
        <dd>{challenge.challenger.username}</dd>
        <dt>To</dt>
        <dd>{challenge.challenged.username}</dd>
        <dt>Clock</dt>
        <dd>{clockText(challenge.time_control)}</dd>
        <dt>Colours</dt>
        <dd>{colours.charAt(0).toUpperCase() + colours.slice(1)}</dd>
        <dt>Sent</dt>
        <dd>{when(challenge.created_at)}</dd>
        <dt>Expires</dt>
        <dd>{when(challenge.expires_at)}</dd>
        <dt>Message</dt>
        <dd>{challenge.message === '' ? 'No message' : challenge.message}</dd>
        <dt>Status</dt>
        <dd>{STATUS_NAMES[challenge.status]}</dd>
      </dl>
    </Modal>
  );
}
