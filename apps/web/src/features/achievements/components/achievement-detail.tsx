// The detail popup of an unlocked achievement: what it is, its category and points, when it was
// unlocked, and whether this device's own report proved it (an AI game, a theme).
import type { UserAchievement } from '@checkers/protocol';
import { Modal } from '../../../components/modal';
import { categoryName, formatDate } from '../achievement-view';

export function AchievementDetail({
  row,
  onClose,
}: {
  readonly row: UserAchievement;
  readonly onClose: () => void;
}) {
  const { achievement } = row;
  return (
    <Modal title={achievement.name} onClose={onClose}>
      <div className="achievement-detail stack">
        <span className="achievement-detail__icon" aria-hidden>
          {achievement.icon}
        </span>
        <p>{achievement.description}</p>
        <dl className="achievement-detail__facts">
          <dt>Category</dt>
          <dd>{categoryName(achievement.category)}</dd>
          <dt>Points</dt>
          <dd>{achievement.points}</dd>
          <dt>Unlocked</dt>
          <dd>{formatDate(row.unlocked_at)}</dd>
        </dl>
        {row.progress_data.self_reported === true ? (
          <p className="muted">Proved by a game or setting reported from this app.</p>
        ) : null}
      </div>
    </Modal>
  );
}
