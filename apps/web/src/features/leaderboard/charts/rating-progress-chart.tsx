// The rating progress chart: the rating after each game and the expected-performance line, over the
// last 30 days or every game kept (at most 50 points).
import type { RecentResult } from '@checkers/protocol';
import type { ChartConfiguration } from 'chart.js';
import { useMemo, useState } from 'react';
import { progressSeries, type ChartSpan } from './chart-data';
import { useChart } from './use-chart';

export function RatingProgressChart({ results }: { readonly results: readonly RecentResult[] }) {
  const [span, setSpan] = useState<ChartSpan>('recent');
  const series = useMemo(() => progressSeries(results, span, new Date()), [results, span]);
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'line',
      data: {
        labels: series.labels,
        datasets: [
          {
            label: 'Rating',
            data: series.ratings,
            borderColor: '#5b3a1e',
            backgroundColor: '#5b3a1e',
            tension: 0.2,
          },
          {
            label: 'Expected performance',
            data: series.expected,
            borderColor: '#1e88e5',
            backgroundColor: '#1e88e5',
            borderDash: [6, 4],
            pointRadius: 0,
            tension: 0.2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: 'bottom' } },
      },
    }),
    [series],
  );
  const { canvas, failed } = useChart(config);
  const last = series.ratings.at(-1);
  return (
    <figure className="chart">
      <figcaption className="row row--spread">
        <strong>Rating progress</strong>
        <span className="row" role="group" aria-label="Chart span">
          <button
            type="button"
            className="btn btn--small btn--secondary"
            aria-pressed={span === 'recent'}
            onClick={() => setSpan('recent')}
          >
            Last 30 days
          </button>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            aria-pressed={span === 'all'}
            onClick={() => setSpan('all')}
          >
            All games
          </button>
        </span>
      </figcaption>
      {series.ratings.length === 0 ? (
        <p className="muted">No rated games in this span.</p>
      ) : failed ? (
        <p className="muted">The chart could not be drawn.</p>
      ) : (
        <div className="chart__canvas">
          <canvas
            ref={canvas}
            role="img"
            aria-label={`Rating over ${series.ratings.length} games${last === undefined ? '' : `, now ${last}`}`}
          />
        </div>
      )}
    </figure>
  );
}
