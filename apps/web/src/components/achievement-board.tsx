// The achievements leaderboard: rank, player, achievements and points, overall or in one category.
// Shown by the leaderboard overlay's Achievements tab and by the achievements modal. The call needs
// an account: a guest is asked to sign in.
import { ACHIEVEMENT_CATEGORIES, type AchievementCategory } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { achievementLeaderboardQuery } from '../lib/achievement-leaderboard-api';

/** The spec's text when the board cannot be loaded. */
export const ACHIEVEMENT_BOARD_FAILED = 'Failed to load leaderboard.';

export const ACHIEVEMENT_BOARD_COLUMNS = ['Rank', 'Player', 'Achievements', 'Points'] as const;

const label = (category: AchievementCategory): string => category.charAt(0).toUpperCase() + category.slice(1);

export interface AchievementBoardProps {
  /** The signed-in account's id, or null for a guest. */
  readonly meId: string | null;
}

export function AchievementBoard({ meId }: AchievementBoardProps) {
  const [category, setCategory] = useState<AchievementCategory | null>(null);
  const board = useQuery({ ...achievementLeaderboardQuery(category), enabled: meId !== null });
  const id = useId();
  if (meId === null)
    return <p className="muted">Sign in to see who has earned the most achievement points.</p>;
  const rows = board.data ?? [];
  return (
    <div className="stack achievement-board">
      <div className="filters">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          value={category ?? ''}
          onChange={(event) =>
            setCategory(event.target.value === '' ? null : (event.target.value as AchievementCategory))
          }
        >
          <option value="">All categories</option>
          {ACHIEVEMENT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {label(value)}
            </option>
          ))}
        </select>
      </div>
      {board.isError ? (
        <div className="row" role="alert">
          <span>{ACHIEVEMENT_BOARD_FAILED}</span>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void board.refetch()}
          >
            Retry
          </button>
        </div>
      ) : null}
      <div className="table-scroll">
        <table className="leaderboard-table" aria-label="Achievements leaderboard">
          <thead>
            <tr>
              {ACHIEVEMENT_BOARD_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={ACHIEVEMENT_BOARD_COLUMNS.length} className="empty">
                  {board.isPending ? 'Loading…' : board.isError ? '' : 'No achievements earned yet.'}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.user_id}
                  className={row.user_id === meId ? 'is-me' : undefined}
                  aria-current={row.user_id === meId ? 'true' : undefined}
                >
                  <td>#{row.rank}</td>
                  <td>{row.username}</td>
                  <td>{row.total_achievements}</td>
                  <td>{row.total_points.toLocaleString('en-US')}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
