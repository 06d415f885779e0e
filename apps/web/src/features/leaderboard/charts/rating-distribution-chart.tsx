// The rating distribution chart: players per 100-point bucket, from the stats call.
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { distributionSeries } from './chart-data';
import { useChart } from './use-chart';

export function RatingDistributionChart({
  distribution,
}: {
  readonly distribution: Readonly<Record<string, number>>;
}) {
  const series = useMemo(() => distributionSeries(distribution), [distribution]);
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: series.labels,
        datasets: [{ label: 'Players', data: series.counts, backgroundColor: '#c49a3a' }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
      },
    }),
    [series],
  );
  const { canvas, failed } = useChart(config);
  const total = series.counts.reduce((sum, n) => sum + n, 0);
  if (series.counts.length === 0) return <p className="muted">No rated players yet.</p>;
  if (failed) return <p className="muted">The chart could not be drawn.</p>;
  return (
    <div className="chart__canvas">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Rating distribution of ${total} players in ${series.labels.length} ranges`}
      />
    </div>
  );
}
