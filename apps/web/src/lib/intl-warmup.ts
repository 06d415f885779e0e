// The first date or number formatter a page builds loads the browser's locale data, which holds the
// main thread for tens of milliseconds (the home page's tournament list is the first to need one).
// That data is shared by the whole page's process, so a short-lived worker loads it beside the
// page's start-up instead, and the list's formatter then costs next to nothing.

/** Starts the worker that loads the locale data; a browser without module workers skips it. */
export function warmUpIntl(): void {
  try {
    new Worker(new URL('./intl-warmup-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // The formatter loads the data itself when first used.
  }
}
