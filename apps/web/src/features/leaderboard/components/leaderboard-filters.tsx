// The search box, the speed filter (overall or one speed's ladder), the season filter (the four
// quarters of this year), the region filter and Clear Filters.
import {
  RATING_SPEEDS,
  RATING_SPEED_NAMES,
  REGIONS,
  seasonsOfYear,
  type RatingSpeed,
  type Region,
} from '@checkers/protocol';
import type { LeaderboardView, ViewAction } from '../hooks/leaderboard-view';

export interface LeaderboardFiltersProps {
  readonly view: LeaderboardView;
  readonly dispatch: (action: ViewAction) => void;
  readonly now?: Date;
}

export function LeaderboardFilters({ view, dispatch, now = new Date() }: LeaderboardFiltersProps) {
  return (
    <div className="filters" role="search">
      <input
        type="search"
        aria-label="Search players"
        placeholder="Search players (2+ letters)"
        value={view.search}
        maxLength={40}
        onChange={(event) => dispatch({ type: 'search', text: event.target.value })}
      />
      <select
        aria-label="Speed"
        value={view.speed}
        onChange={(event) => dispatch({ type: 'speed', speed: event.target.value as RatingSpeed })}
      >
        {RATING_SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {RATING_SPEED_NAMES[speed]}
          </option>
        ))}
      </select>
      <select
        aria-label="Season"
        value={view.season}
        onChange={(event) => dispatch({ type: 'season', season: event.target.value })}
      >
        <option value="">All seasons</option>
        {seasonsOfYear(now).map((season) => (
          <option key={season} value={season}>
            {season}
          </option>
        ))}
      </select>
      <select
        aria-label="Region"
        value={view.region}
        onChange={(event) => dispatch({ type: 'region', region: event.target.value as Region | '' })}
      >
        {view.tab === 'Regional' ? null : <option value="">All regions</option>}
        {REGIONS.map((region) => (
          <option key={region} value={region}>
            {region}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => dispatch({ type: 'clear-filters' })}
      >
        Clear Filters
      </button>
    </div>
  );
}
