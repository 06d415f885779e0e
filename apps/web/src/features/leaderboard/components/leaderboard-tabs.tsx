// The leaderboard's five tabs.
import { TABS, type Tab } from '../hooks/leaderboard-view';

export function LeaderboardTabs({ tab, onTab }: { readonly tab: Tab; readonly onTab: (tab: Tab) => void }) {
  return (
    <div className="tabs" role="tablist" aria-label="Leaderboards">
      {TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`leaderboard-tab-${name}`}
          aria-selected={name === tab}
          aria-controls="leaderboard-panel"
          className={name === tab ? 'tab tab--active' : 'tab'}
          onClick={() => onTab(name)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
