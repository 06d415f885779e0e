// Start-up of offline moves: the code behind them (offline-runtime.ts) loads just after the page's
// first download, so the lobby's first JavaScript stays within its budget.

/** Starts keeping, syncing and counting offline moves; returns the stop. */
export function startOffline(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./offline-runtime').then(({ runOffline }) => {
    if (!stopped) stop = runOffline();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
