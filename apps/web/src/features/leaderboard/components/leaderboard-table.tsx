// The leaderboard table: Rank, Player, Rating, Games, Win Rate, Streak, Change, Status. A row opens
// the player's details; the player's name is the row's button for keyboards.
import type { LeaderboardEntry } from '@checkers/protocol';
import { useEffect, useRef } from 'react';
import { formatStreak, formatWinRate } from '../../../lib/rating-format';
import { Presence, RankChange, RatingWithBand } from './entry-cells';

export const COLUMNS = [
  'Rank',
  'Player',
  'Rating',
  'Games',
  'Win Rate',
  'Streak',
  'Change',
  'Status',
] as const;

export interface LeaderboardTableProps {
  readonly entries: readonly LeaderboardEntry[];
  /** The signed-in player's row is highlighted. */
  readonly highlightId: string | null;
  readonly onPick: (entry: LeaderboardEntry) => void;
  readonly empty: string;
  /** Bring the highlighted row into view (My Rank). */
  readonly revealHighlight?: boolean;
}

export function LeaderboardTable({
  entries,
  highlightId,
  onPick,
  empty,
  revealHighlight = false,
}: LeaderboardTableProps) {
  const highlighted = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    // Older browsers and test DOMs may lack scrollIntoView.
    if (revealHighlight) highlighted.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [revealHighlight, entries]);
  return (
    <div className="table-scroll">
      <table className="leaderboard-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="empty">
                {empty}
              </td>
            </tr>
          ) : (
            entries.map((entry) => {
              const me = entry.user_id === highlightId;
              return (
                <tr
                  key={entry.user_id}
                  ref={me ? highlighted : undefined}
                  className={me ? 'is-me' : undefined}
                  aria-current={me ? 'true' : undefined}
                  onClick={() => onPick(entry)}
                >
                  <td>{entry.rank === null ? '–' : `#${entry.rank}`}</td>
                  <td>
                    <button
                      type="button"
                      className="player-button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onPick(entry);
                      }}
                    >
                      {entry.display_name}
                    </button>
                    {entry.country !== null ? <span className="muted country"> {entry.country}</span> : null}
                  </td>
                  <td>
                    <RatingWithBand entry={entry} />
                  </td>
                  <td>{entry.games_played}</td>
                  <td>{formatWinRate(entry.games_won, entry.games_played)}</td>
                  <td>{formatStreak(entry.win_streak)}</td>
                  <td>
                    <RankChange change={entry.rank_change} />
                  </td>
                  <td>
                    <Presence entry={entry} />
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
