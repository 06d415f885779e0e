// The stats panel: total and active players, average and median rating, total games.
import type { LeaderboardStats } from '@checkers/protocol';

export function StatsPanel({ stats }: { readonly stats: LeaderboardStats | undefined }) {
  const figure = (n: number | undefined): string => (n === undefined ? '–' : n.toLocaleString('en-US'));
  const items = [
    ['Total players', stats?.total_players],
    ['Active players', stats?.active_players],
    ['Average rating', stats?.average_rating],
    ['Median rating', stats?.median_rating],
    ['Total games', stats?.total_games],
  ] as const;
  return (
    <dl className="stats stats--board" aria-label="Leaderboard statistics">
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{figure(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
