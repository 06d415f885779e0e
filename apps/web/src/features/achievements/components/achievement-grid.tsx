// The achievements grid of the Settings dialog: every achievement by category, icon first, unlocked
// ones lit. A guest sees the definitions, all locked. Loaded with the dialog; the app hands it to
// Settings (features do not import each other).
import { ACHIEVEMENTS, type UserAchievement } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { byCategory, categoryName, guestAchievements, isConcealed } from '../achievement-view';
import { userAchievementsQuery } from '../api/achievements-api';
import { LOAD_FAILED } from '../texts';
import './achievements.css';

function Tile({ row }: { readonly row: UserAchievement }) {
  const { achievement } = row;
  const state = row.is_unlocked ? 'unlocked' : isConcealed(row) ? 'hidden' : 'locked';
  const stateText = state === 'unlocked' ? 'unlocked' : state === 'hidden' ? 'hidden' : 'locked';
  return (
    <li
      className={`achievement-tile achievement-tile--${state}`}
      title={achievement.description ?? 'Hidden achievement'}
      aria-label={`${achievement.name}, ${achievement.points} points, ${stateText}`}
    >
      <span className="achievement-tile__icon" aria-hidden>
        {achievement.icon}
      </span>
      <span className="achievement-tile__name" aria-hidden>
        {achievement.name}
      </span>
    </li>
  );
}

export default function AchievementGrid() {
  const account = useAppStore((s) => s.user.account);
  const query = useQuery({ ...userAchievementsQuery(account?.id ?? ''), enabled: account !== null });
  const headingId = useId();
  const rows = account === null ? guestAchievements() : (query.data?.achievements ?? []);
  const unlocked = rows.filter((row) => row.is_unlocked).length;
  return (
    <section className="settings__section achievement-grid" aria-labelledby={headingId}>
      <h3 id={headingId}>Achievements</h3>
      {account === null ? (
        <p className="muted">Register to earn these. Here is what there is to unlock:</p>
      ) : query.isError ? (
        <div className="row" role="alert">
          <span>{LOAD_FAILED}</span>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </div>
      ) : query.isPending ? (
        <p role="status">Loading achievements…</p>
      ) : (
        <p className="muted">
          {unlocked} of {ACHIEVEMENTS.length} unlocked
        </p>
      )}
      {byCategory(rows).map(([category, list]) => (
        <div key={category} className="achievement-grid__category">
          <h4 id={`${headingId}-${category}`}>{categoryName(category)}</h4>
          <ul className="achievement-grid__tiles" aria-labelledby={`${headingId}-${category}`}>
            {list.map((row) => (
              <Tile key={row.achievement.id} row={row} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
