// The analysis panel (its engine worker, graph and styles) loads when a finished game is shown, not
// with the page.
import { lazy } from 'react';

const loadPanel = () => import('../analysis/analysis-panel');

export const LazyAnalysisPanel = lazy(async () => ({ default: (await loadPanel()).AnalysisPanel }));

/** Fetches the panel ahead of the game's end, so it shows even if the network has gone by then. */
export function prefetchAnalysisPanel(): void {
  void loadPanel().catch(() => undefined);
}
