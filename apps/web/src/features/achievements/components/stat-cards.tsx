// The modal's four stat cards: unlocked, points, completion and rank.
import type { AchievementSummary } from '@checkers/protocol';

export function StatCards({
  summary,
  total,
}: {
  readonly summary: AchievementSummary;
  readonly total: number;
}) {
  const cards: readonly (readonly [string, string])[] = [
    ['Unlocked', `${summary.unlocked_count} / ${total}`],
    ['Points', summary.total_points.toLocaleString('en-US')],
    ['Completion', `${summary.completion_rate}%`],
    ['Rank', summary.rank === null ? '—' : `#${summary.rank}`],
  ];
  return (
    <dl className="achievement-stats" aria-label="Achievement statistics">
      {cards.map(([name, value]) => (
        <div key={name} className="achievement-stats__card">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
