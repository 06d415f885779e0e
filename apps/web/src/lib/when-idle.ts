// Work that can wait runs when the main thread has nothing else to do, so it never lengthens the
// tasks that draw the page or answer the player. Browsers without idle callbacks (Safari) run it
// on the next turn of the event loop.

/** Runs `task` once the main thread is idle, or after `timeoutMs` at the latest; returns the cancel. */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
