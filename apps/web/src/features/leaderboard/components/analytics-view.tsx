// A player's rating analytics: every figure of the reply, the band with its tier progress, recent
// results, the monthly breakdown and the rating progress chart.
import type { RatingAnalytics } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import { analyticsQuery } from '../../../lib/leaderboard-api';
import { formatRating, formatSigned } from '../../../lib/rating-format';
import { RatingProgressChart } from '../charts/rating-progress-chart';
import { useFailureNotice } from '../hooks/use-failure-notice';

/** "Next: Expert in 40 points (60%)", or the top tier's own line. */
export function tierText(analytics: RatingAnalytics): string {
  const { next_band, percent, points_to_next } = analytics.tier_progress;
  if (next_band === null) return `${analytics.rating_band.name} is the top tier: there is no next tier.`;
  return `${percent}% through ${analytics.rating_band.name}; ${points_to_next ?? 0} points to ${next_band}`;
}

const RESULT_NAMES = { win: 'Win', loss: 'Loss', draw: 'Draw' } as const;

function Figures({ a }: { readonly a: RatingAnalytics }) {
  const items: [string, string][] = [
    ['Current rating', formatRating(a.current_rating, a.provisional)],
    ['Peak rating', String(a.peak_rating)],
    ['Growth (all time)', formatSigned(a.rating_growth_all_time)],
    ['Growth (30 days)', formatSigned(a.rating_growth_30_days)],
    ['Recent form', a.recent_form === '' ? '–' : a.recent_form],
    ['Performance rating', a.performance_rating === null ? '–' : String(a.performance_rating)],
    ['Rating accuracy', a.rating_accuracy === null ? '–' : `${a.rating_accuracy}%`],
    ['Games', `${a.games_played} (${a.games_won}W ${a.games_lost}L ${a.draws}D)`],
  ];
  return (
    <dl className="stats stats--analytics">
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd className={name === 'Recent form' ? 'form' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BandProgress({ a }: { readonly a: RatingAnalytics }) {
  const band = a.rating_band;
  return (
    <section className="stack stack--tight" aria-label="Rating band">
      <div className="row">
        <span className="band" style={{ background: band.gradient }}>
          <span aria-hidden="true">{band.icon}</span> {band.name}
        </span>
        <span className="muted">
          {band.min}-{band.max}
        </span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label="Tier progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={a.tier_progress.percent}
      >
        <div
          className="progress__bar"
          style={{ width: `${a.tier_progress.percent}%`, background: band.colour }}
        />
      </div>
      <p className="muted">{tierText(a)}</p>
    </section>
  );
}

function RecentResults({ a }: { readonly a: RatingAnalytics }) {
  const newestFirst = [...a.recent_results].reverse().slice(0, 10);
  return (
    <section aria-labelledby="recent-results-title">
      <h3 id="recent-results-title">Recent results</h3>
      {newestFirst.length === 0 ? (
        <p className="muted">No rated games yet.</p>
      ) : (
        <ul className="results">
          {newestFirst.map((r) => (
            <li key={`${r.timestamp}-${r.room_code}`} className={`result result--${r.result}`}>
              <span>
                {new Date(r.timestamp).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}
              </span>
              <strong>{RESULT_NAMES[r.result]}</strong>
              <span>
                vs {r.opponent_username} ({r.opponent_rating})
              </span>
              <span>
                {Math.round(r.old_rating)} → {Math.round(r.new_rating)} (
                {formatSigned(r.new_rating - r.old_rating)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MonthlyBreakdown({ a }: { readonly a: RatingAnalytics }) {
  if (a.monthly_breakdown.length === 0) return null;
  return (
    <section aria-labelledby="monthly-title">
      <h3 id="monthly-title">Monthly breakdown</h3>
      <div className="table-scroll">
        <table className="small-table">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Net change</th>
              <th scope="col">Games</th>
              <th scope="col">W / L / D</th>
            </tr>
          </thead>
          <tbody>
            {a.monthly_breakdown.map((m) => (
              <tr key={m.month}>
                <td>{m.month}</td>
                <td>{formatSigned(m.net_rating_change)}</td>
                <td>{m.games_played}</td>
                <td>
                  {m.wins} / {m.losses} / {m.draws}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function AnalyticsView({ userId }: { readonly userId: string }) {
  const query = useQuery(analyticsQuery(userId, 'all'));
  useFailureNotice(
    query.isError ? query.errorUpdatedAt : 0,
    'Failed to load leaderboard',
    () => void query.refetch(),
  );
  if (query.isPending) return <p className="muted">Loading analytics…</p>;
  if (query.isError) return <p className="muted">Analytics are unavailable right now.</p>;
  const a = query.data;
  return (
    <div className="stack">
      <Figures a={a} />
      <BandProgress a={a} />
      <RatingProgressChart results={a.recent_results} />
      <RecentResults a={a} />
      <MonthlyBreakdown a={a} />
    </div>
  );
}
