// What a clock shows and when it next changes, after lichess's clocks: m:ss, tenths under 10 s, a
// low-time threshold scaled by the control. The server's clock is a snapshot as of `serverNow`; the
// page takes its arrival for that moment and ticks the running side (or the first-move countdown)
// down from there.
import type { GameClock, TimeControl, WireColor } from '@checkers/protocol';

/** Under this many ms left a clock shows tenths. */
export const TENTHS_BELOW_MS = 10_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Below this a clock is low (warning colour, and a sound for one's own): lichess's 1/8 of the initial
 * time, at least 10 s and at most a minute; by correspondence 1/8 of the turn, at most 12 hours.
 */
export function lowTimeMs(control: TimeControl): number {
  switch (control.kind) {
    case 'untimed':
      return 0;
    case 'clock':
      return Math.min(60_000, Math.max(10_000, (control.initialSeconds * 1000) / 8));
    case 'correspondence':
      return Math.min(12 * HOUR_MS, (control.daysPerMove * DAY_MS) / 8);
  }
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A clock as shown: `4:59`, `1:02:03` from an hour, `0:09.4` (tenths, rounded down) under 10 s;
 * days and hours (`2d 5h`, `5h 12m`) for a long correspondence turn.
 */
export function formatClock(ms: number, correspondence = false): string {
  const left = Math.max(0, ms);
  if (correspondence && left >= DAY_MS) {
    return `${Math.floor(left / DAY_MS)}d ${Math.floor((left % DAY_MS) / HOUR_MS)}h`;
  }
  if (correspondence && left >= HOUR_MS) {
    return `${Math.floor(left / HOUR_MS)}h ${Math.floor((left % HOUR_MS) / MINUTE_MS)}m`;
  }
  if (left < TENTHS_BELOW_MS) {
    const tenths = Math.floor(left / 100);
    return `0:${two(Math.floor(tenths / 10))}.${tenths % 10}`;
  }
  const seconds = Math.floor(left / 1000);
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) return `${Math.floor(minutes / 60)}:${two(minutes % 60)}:${two(seconds % 60)}`;
  return `${minutes}:${two(seconds % 60)}`;
}

/** Ms until the shown text of a clock with `ms` left changes (plus one, to land past the edge). */
export function nextTickMs(ms: number, correspondence = false): number {
  if (ms <= 0) return 100;
  const unit =
    correspondence && ms >= DAY_MS
      ? HOUR_MS
      : correspondence && ms >= HOUR_MS
        ? MINUTE_MS
        : ms < TENTHS_BELOW_MS
          ? 100
          : 1000;
  return (ms % unit) + 1;
}

/** Ms gone since the clock arrived (never negative). */
const elapsed = (receivedAt: number, now: number): number => Math.max(0, now - receivedAt);

/** A side's time left at `now`: the running side's ticks down from the clock's arrival. */
export function timeLeftMs(clock: GameClock, receivedAt: number, side: WireColor, now: number): number {
  const stored = clock[side];
  return clock.running === side ? Math.max(0, stored - elapsed(receivedAt, now)) : stored;
}

/** The time left for the side to move to make its first move at `now`, or null once both have. */
export function firstMoveLeftMs(clock: GameClock, receivedAt: number, now: number): number | null {
  return clock.firstMoveMs === null ? null : Math.max(0, clock.firstMoveMs - elapsed(receivedAt, now));
}

/**
 * Both clocks as a game's record stored them after `ply` whole moves (the control's initial time
 * before the first), for the replay; null when the record has no clocks for that point.
 */
export function clockAtPly(
  control: TimeControl | undefined,
  clocks: readonly { readonly red: number; readonly black: number }[] | undefined,
  ply: number,
): { red: number; black: number } | null {
  if (control === undefined || control.kind === 'untimed' || clocks === undefined) return null;
  if (ply <= 0) {
    const initial = control.kind === 'clock' ? control.initialSeconds * 1000 : control.daysPerMove * DAY_MS;
    return { red: initial, black: initial };
  }
  const stored = clocks[ply - 1];
  return stored === undefined ? null : { red: stored.red, black: stored.black };
}
