// Analytics: the signed-in player's rating analytics in a modal.
import { Modal } from '../../../components/modal';
import { AnalyticsView } from './analytics-view';

export function AnalyticsModal({
  userId,
  onClose,
}: {
  readonly userId: string;
  readonly onClose: () => void;
}) {
  return (
    <Modal title="Rating Analytics" onClose={onClose} size="wide">
      <AnalyticsView userId={userId} />
    </Modal>
  );
}
