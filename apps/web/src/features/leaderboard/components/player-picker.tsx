// A player search box for Compare Players: 2 or more characters search the global leaderboard; a
// result picks the player.
import type { LeaderboardEntry } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { leaderboardSearchQuery } from '../../../lib/leaderboard-api';
import { searchState } from '../hooks/leaderboard-view';
import { useDebounced } from '../hooks/use-debounced';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-board-rows';

export interface PlayerPickerProps {
  readonly label: string;
  readonly picked: LeaderboardEntry | null;
  readonly onPick: (entry: LeaderboardEntry | null) => void;
}

export function PlayerPicker({ label, picked, onPick }: PlayerPickerProps) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const id = useId();
  const search = useQuery({
    ...leaderboardSearchQuery('global', {}, q),
    enabled: picked === null && searchState(q) === 'search',
  });
  useFailureNotice(search.isError ? search.errorUpdatedAt : 0, 'Search failed', () => void search.refetch());

  if (picked !== null) {
    return (
      <div className="picker">
        <span className="picker__label">{label}</span>
        <div className="row">
          <strong>{picked.display_name}</strong>
          <button type="button" className="btn btn--small btn--secondary" onClick={() => onPick(null)}>
            Change {label.toLowerCase()}
          </button>
        </div>
      </div>
    );
  }
  const results = searchState(q) === 'search' ? (search.data?.entries ?? []) : [];
  return (
    <div className="picker field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        placeholder="Search players (2+ letters)"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {results.length > 0 ? (
        <ul className="picker__results" aria-label={`${label} results`}>
          {results.map((entry) => (
            <li key={entry.user_id}>
              <button type="button" className="player-button" onClick={() => onPick(entry)}>
                {entry.display_name}{' '}
                <span className="muted">
                  @{entry.username} · {Math.round(entry.current_rating)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : searchState(q) === 'search' && search.isSuccess ? (
        <p className="muted">No players match.</p>
      ) : null}
    </div>
  );
}
