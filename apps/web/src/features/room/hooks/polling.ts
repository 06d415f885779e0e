// How often a room is polled while its socket is down: the base rate while the player is active,
// slowing down while they are idle.

export const POLL_BASE_MS = 5_000;
export const POLL_MAX_MS = 30_000;
export const POLL_IDLE_MS = 60_000;

/** The next polling interval: the base while the player is active, doubling (to the cap) when idle. */
export function nextPollInterval(current: number | null, idleMs: number): number {
  if (idleMs < POLL_IDLE_MS || current === null) return POLL_BASE_MS;
  return Math.min(current * 2, POLL_MAX_MS);
}
