// The rating distribution of the leaderboard on screen, drawn when asked for.
import type { LeaderboardType } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { leaderboardStatsQuery, type LeaderboardFilters } from '../../../lib/leaderboard-api';
import { RatingDistributionChart } from '../charts/rating-distribution-chart';
import { useFailureNotice } from '../hooks/use-failure-notice';

export function DistributionPanel({
  type,
  filters,
}: {
  readonly type: LeaderboardType;
  readonly filters: LeaderboardFilters;
}) {
  const stats = useQuery(leaderboardStatsQuery(type, filters));
  useFailureNotice(
    stats.isError ? stats.errorUpdatedAt : 0,
    'Failed to load leaderboard',
    () => void stats.refetch(),
  );
  return (
    <figure className="chart">
      <figcaption>
        <strong>Rating distribution</strong>
      </figcaption>
      {stats.isPending ? (
        <p className="muted">Loading…</p>
      ) : stats.isSuccess ? (
        <RatingDistributionChart distribution={stats.data.rating_distribution} />
      ) : null}
    </figure>
  );
}
