// Every room event carries its version `v`, one more than the event before it. Whether an arriving
// event or state is one the page has seen, the next one, or one after a gap is decided here only; the
// store, the socket's reconnect and the handling of move events all ask this module.

/** Where an event stands against the last version the page has seen. */
export type EventOrder = 'stale' | 'next' | 'gap';

/** An event numbered `v` after `lastSeen`: already seen (or older), the next one, or past a gap. */
export function classifyEvent(lastSeen: number, v: number): EventOrder {
  if (v <= lastSeen) return 'stale';
  return v === lastSeen + 1 ? 'next' : 'gap';
}

/**
 * Whether a whole state numbered `v` is older than the one shown. A state at the version shown is
 * not: it replaces the state the page worked out itself from the same event.
 */
export const isStaleState = (lastSeen: number, v: number): boolean => v < lastSeen;

/**
 * Whether a `game_over` numbered `v` shows missed events. The move that ended the game comes just
 * before it and may be one the page could not apply (its state follows), so one version more is
 * allowed than for a move.
 */
export const gameOverShowsGap = (lastSeen: number, v: number): boolean => v > lastSeen + 2;

/** Whether the page has a version the server can replay from (0: no state seen yet). */
export const canResumeFrom = (lastSeen: number): boolean => lastSeen > 0;
