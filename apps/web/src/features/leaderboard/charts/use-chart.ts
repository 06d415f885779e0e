// Draws a Chart.js chart on a canvas, loading the library on first use, and redraws when the
// configuration changes.
import type { ChartConfiguration } from 'chart.js';
import { useEffect, useRef, useState } from 'react';

export function useChart(config: ChartConfiguration) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    import('./chart-setup')
      .then(({ Chart }) => {
        if (!live || canvas.current === null) return;
        chart = new Chart(canvas.current, config);
      })
      .catch(() => setFailed(true));
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [config]);
  return { canvas, failed };
}
