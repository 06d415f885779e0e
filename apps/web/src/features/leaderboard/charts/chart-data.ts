// The data the rating charts draw: at most 50 points, the last 30 days by default, and an
// expected-performance line 50 x (expected score - 0.5) from the rating the player brought to each
// game.
import { LEADERBOARD_LIMITS, type RecentResult } from '@checkers/protocol';

/** The progress chart's span: the last 30 days (the default) or every game kept. */
export type ChartSpan = 'recent' | 'all';

const DAY_MS = 86_400_000;

/** The expected-performance offset of a game. */
export const expectedOffset = (expectedScore: number): number => 50 * (expectedScore - 0.5);

export interface ProgressSeries {
  readonly labels: string[];
  /** The rating after each game. */
  readonly ratings: number[];
  /** Where the rating was expected to stand: the rating before the game plus the offset. */
  readonly expected: number[];
}

const shortDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The progress chart's points, oldest first: where the player stood before the first game shown,
 * then the rating after each game (so a single game still draws a line). At most 50 points.
 */
export function progressSeries(results: readonly RecentResult[], span: ChartSpan, now: Date): ProgressSeries {
  const since = now.getTime() - LEADERBOARD_LIMITS.recentDays * DAY_MS;
  const points = [...results]
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp))
    .filter((r) => span === 'all' || Date.parse(r.timestamp) >= since)
    .slice(-(LEADERBOARD_LIMITS.maxHistoryPoints - 1));
  const first = points[0];
  if (first === undefined) return { labels: [], ratings: [], expected: [] };
  const start = Math.round(first.old_rating);
  return {
    labels: ['Before', ...points.map((r) => shortDate(r.timestamp))],
    ratings: [start, ...points.map((r) => Math.round(r.new_rating))],
    expected: [start, ...points.map((r) => Math.round(r.old_rating + expectedOffset(r.expected_score)))],
  };
}

export interface DistributionSeries {
  readonly labels: string[];
  readonly counts: number[];
}

/** The distribution chart's bars: 100-point buckets keyed by their floor, lowest first. */
export function distributionSeries(distribution: Readonly<Record<string, number>>): DistributionSeries {
  const buckets = Object.entries(distribution)
    .map(([floor, count]) => [Number(floor), count] as const)
    .filter(([floor]) => Number.isFinite(floor))
    .sort((a, b) => a[0] - b[0]);
  return {
    labels: buckets.map(([floor]) => `${floor}-${floor + 99}`),
    counts: buckets.map(([, count]) => count),
  };
}
