// The achievements leaderboard modal, opened from the achievements modal.
import { AchievementBoard } from '../../../components/achievement-board';
import { Modal } from '../../../components/modal';
import { useAppStore } from '../../../stores/app-store';

export function AchievementsLeaderboardModal({ onClose }: { readonly onClose: () => void }) {
  const meId = useAppStore((s) => s.user.account?.id ?? null);
  return (
    <Modal title="Achievements Leaderboard" onClose={onClose} size="wide">
      <AchievementBoard meId={meId} />
    </Modal>
  );
}
