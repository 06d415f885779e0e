// One achievement in the modal's list: icon, name, description, points, progress and status. An
// unlocked one opens its detail; a hidden one still locked says only that it is hidden.
import type { UserAchievement } from '@checkers/protocol';
import { isConcealed } from '../achievement-view';

export interface AchievementCardProps {
  readonly row: UserAchievement;
  readonly onOpen?: (row: UserAchievement) => void;
}

function Progress({ row }: { readonly row: UserAchievement }) {
  const { maxProgress } = row.achievement;
  if (row.is_unlocked || maxProgress <= 1 || isConcealed(row)) return null;
  const count = row.progress_data.count;
  return (
    <div className="achievement-card__progress">
      <div
        className="progress"
        role="progressbar"
        aria-label={`${row.achievement.name} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={row.progress_percent}
      >
        <div className="progress__bar achievement-card__bar" style={{ width: `${row.progress_percent}%` }} />
      </div>
      <small className="muted">
        {count === undefined
          ? `${row.progress_percent}%`
          : `${Math.min(count, maxProgress)} / ${maxProgress}`}
      </small>
    </div>
  );
}

export function AchievementCard({ row, onOpen }: AchievementCardProps) {
  const { achievement } = row;
  const concealed = isConcealed(row);
  const body = (
    <>
      <span className="achievement-card__icon" aria-hidden>
        {achievement.icon}
      </span>
      <span className="achievement-card__body">
        <span className="achievement-card__name">{achievement.name}</span>
        <span className="achievement-card__description muted">
          {concealed ? 'Hidden: keep playing to discover it.' : (achievement.description ?? '')}
        </span>
        <Progress row={row} />
      </span>
      <span className="achievement-card__meta">
        <span className="achievement-card__points">{achievement.points} pts</span>
        <span
          className={row.is_unlocked ? 'achievement-card__status is-unlocked' : 'achievement-card__status'}
        >
          {row.is_unlocked ? 'Unlocked' : concealed ? 'Hidden' : 'Locked'}
        </span>
      </span>
    </>
  );
  const className = `achievement-card${row.is_unlocked ? ' achievement-card--unlocked' : ''}`;
  return (
    <li>
      {row.is_unlocked && onOpen !== undefined ? (
        <button type="button" className={className} aria-haspopup="dialog" onClick={() => onOpen(row)}>
          {body}
        </button>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
