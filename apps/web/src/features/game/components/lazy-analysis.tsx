// The analysis panel (its engine worker, graph and styles) loads when a finished game is shown, not
// with the page.
import { lazy } from 'react';

export const LazyAnalysisPanel = lazy(async () => {
  const module = await import('../analysis/analysis-panel');
  return { default: module.AnalysisPanel };
});
