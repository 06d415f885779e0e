// What a change does to a timed game's clocks. Pure: the time is given, nothing is read or written.
//
// The server is the clocks' authority. A move's time is the server's receipt less the start of the
// turn, less a credit for the network lag, in the way lichess does it (scalachess's LagTracker): the
// client reports how long it took to move by its own measure, the difference from the server's
// measure is the lag, and each side has a quota of lag credit that refills by a fixed gain per move
// up to a ceiling, so a client that claims to have moved in 0 ms gets at most its quota (and, over a
// game, about one gain per move), never the whole round trip every time. A client that reports
// nothing is credited its decaying estimate of its earlier reports, within the same quota.
// The increment is added after the move. Both sides' first moves have their own limit (clock.ts in
// the protocol); the clocks start once both have moved, as on lichess.
import { opposite, type Color } from '@checkers/engine';
import {
  firstMoveLimitMs,
  initialRemainingMs,
  type GameClock,
  type TimedControl,
  type WireColor,
} from '@checkers/protocol';
import type { StoredClock } from '../rooms/index.js';

/** The most lag credit one move gets, and the grace the flag allows past a side's time. */
export const MAX_LAG_CREDIT_MS = 2_000;
/** Plies before the clocks start: each side's first move has its own limit. */
const FIRST_MOVES = 2;
/** The weight of the newest report in a side's lag estimate. */
const ESTIMATE_WEIGHT = 0.25;

/**
 * A side's lag credit per move for a clock (lichess's quota gain): 0.2 s for the fastest games up to
 * 1 s from an estimated game of 3 minutes a side (initial time + 40 increments).
 */
export function lagGainMs(control: TimedControl): number {
  if (control.kind !== 'clock') return 0;
  const estimate = control.initialSeconds + 40 * control.incrementSeconds;
  return Math.min(1_000, Math.max(200, Math.round(estimate * 5 + 100)));
}

const side = (color: Color): 0 | 1 => (color === 'red' ? 0 : 1);
const leftOf = (clock: StoredClock, color: Color): number => (color === 'red' ? clock.r : clock.b);
const withLeft = (clock: StoredClock, color: Color, ms: number): StoredClock =>
  color === 'red' ? { ...clock, r: ms } : { ...clock, b: ms };

/** A side's quota of lag credit: three gains before its first timed move, seven at most. */
const quotaOf = (control: TimedControl, clock: StoredClock, color: Color): number =>
  clock.q?.[side(color)] ?? 3 * lagGainMs(control);

/** How long the side to move has from the start of its turn, before any lag grace. */
function limitOf(control: TimedControl, clock: StoredClock, plies: number, turn: Color): number {
  if (plies < FIRST_MOVES) return firstMoveLimitMs(control);
  return control.kind === 'clock' ? leftOf(clock, turn) : initialRemainingMs(control);
}

/** The grace past the side to move's time before its flag falls: the lag credit it could still get. */
function graceOf(control: TimedControl, clock: StoredClock, plies: number, turn: Color): number {
  if (control.kind !== 'clock' || plies < FIRST_MOVES) return 0;
  return Math.min(quotaOf(control, clock, turn), MAX_LAG_CREDIT_MS);
}

/** When (ms since the epoch) the side to move runs out, grace included: the flag falls then. */
export const deadlineOf = (control: TimedControl, clock: StoredClock, plies: number, turn: Color): number =>
  clock.t + limitOf(control, clock, plies, turn) + graceOf(control, clock, plies, turn);

/**
 * A time before which no flag of the game can fall, whatever is played from the position at `now`
 * (the flag sweep's bound, stored as `earliest_flag_at`). A side's time runs down only during its own
 * turn, at most as fast as the clock, and increments and lag credit only add to it; so the side to
 * move cannot flag before its turn's start plus its limit (grace left out: a later turn of the same
 * side gets its own), and a turn that starts at `now` or later cannot end on time before `now` plus
 * the shortest limit either side could be given: its time left as stored, or a correspondence turn. Valid for as long as the room stays at the version it
 * was read at; a move does not lower it, so a move need not rewrite it.
 */
export function earliestFlagOf(
  control: TimedControl,
  clock: StoredClock,
  plies: number,
  turn: Color,
  now: number,
): number {
  const current = clock.t + limitOf(control, clock, plies, turn);
  // A first move still to come has at least the current turn's first-move limit from `now`.
  const later = control.kind === 'clock' ? Math.min(clock.r, clock.b) : initialRemainingMs(control);
  return Math.min(current, now + later);
}

/** What a whole move did to the clocks, or that the mover's flag had already fallen. */
export type MoveTiming =
  | { readonly flagged: true }
  | {
      readonly flagged: false;
      readonly clock: StoredClock;
      /** The time taken off the mover's clock, and the lag credited. */
      readonly spentMs: number;
      readonly creditMs: number;
    };

/**
 * Times a whole move by `mover` received at `now`, the `plies` whole moves before it played; the
 * client's own measure of its move time, when it sent one.
 */
export function timeMove(
  control: TimedControl,
  clock: StoredClock,
  plies: number,
  mover: Color,
  now: number,
  reportedMs?: number,
): MoveTiming {
  const elapsed = Math.max(0, now - clock.t);
  if (plies < FIRST_MOVES || control.kind === 'correspondence') {
    if (elapsed > limitOf(control, clock, plies, mover)) return { flagged: true };
    // A correspondence turn starts afresh; a first move costs nothing from the clock.
    const left = control.kind === 'correspondence' ? initialRemainingMs(control) : leftOf(clock, mover);
    return { flagged: false, clock: { ...withLeft(clock, mover, left), t: now }, spentMs: 0, creditMs: 0 };
  }
  const gain = lagGainMs(control);
  const i = side(mover);
  const quota = quotaOf(control, clock, mover);
  const estimate = clock.e?.[i] ?? null;
  const lag = reportedMs === undefined ? (estimate ?? 0) : Math.max(0, elapsed - reportedMs);
  const creditMs = Math.min(lag, quota, MAX_LAG_CREDIT_MS);
  const spentMs = elapsed - creditMs;
  const left = leftOf(clock, mover) - spentMs;
  if (left <= 0) return { flagged: true };
  const quotas: [number, number] = [quotaOf(control, clock, 'red'), quotaOf(control, clock, 'black')];
  quotas[i] = Math.min(quota + gain - creditMs, 7 * gain);
  const estimates: [number | null, number | null] = [clock.e?.[0] ?? null, clock.e?.[1] ?? null];
  if (reportedMs !== undefined) {
    const seen = Math.min(lag, MAX_LAG_CREDIT_MS);
    estimates[i] = estimate === null ? seen : Math.round(estimate + (seen - estimate) * ESTIMATE_WEIGHT);
  }
  const after = withLeft(clock, mover, left + control.incrementSeconds * 1000);
  return { flagged: false, clock: { ...after, t: now, q: quotas, e: estimates }, spentMs, creditMs };
}

/**
 * The clocks stopped at `now` by an ending that is not a move (resignation, agreement, a claim, the
 * flag): the side to move's clock loses the time its turn has run (down to zero).
 */
export function stopClock(
  control: TimedControl,
  clock: StoredClock,
  plies: number,
  turn: Color,
  now: number,
): StoredClock {
  if (plies < FIRST_MOVES) return { ...clock, t: now };
  const ran = Math.max(0, now - clock.t);
  const left = Math.max(0, limitOf(control, clock, plies, turn) - ran);
  return { ...withLeft(clock, turn, left), t: now };
}

/** True when the side to move has run out at `now` (its grace included). */
export const isFlagged = (
  control: TimedControl,
  clock: StoredClock,
  plies: number,
  turn: Color,
  now: number,
): boolean => now >= deadlineOf(control, clock, plies, turn);

/**
 * Who wins when the side to move runs out, and why. Before both first moves (and until each side
 * has made two) `finish` aborts the game instead; the timeout is kept as what ended it.
 */
export const flagEnding = (turn: Color): { winner: Color; reason: 'timeout' } => ({
  winner: opposite(turn),
  reason: 'timeout',
});

/** Both sides' time left after a move, as the record keeps it: `[red, black]`. */
export const moveClockEntry = (clock: StoredClock): [number, number] => [clock.r, clock.b];

/**
 * The clocks as the wire shows them at `now`: the side to move's clock run down since its turn
 * began while the game runs, its first-move time left before the clocks start, the clocks as they
 * stopped once the game is over.
 */
export function wireClock(
  control: TimedControl,
  clock: StoredClock | null,
  plies: number,
  turn: Color,
  status: 'waiting' | 'active' | 'finished',
  now: number,
): GameClock {
  if (clock === null) {
    const initial = initialRemainingMs(control);
    return { control, red: initial, black: initial, running: null, firstMoveMs: null, serverNow: now };
  }
  const shown = { control, red: clock.r, black: clock.b, running: null, firstMoveMs: null, serverNow: now };
  if (status !== 'active') return shown;
  const ran = Math.max(0, now - clock.t);
  if (plies < FIRST_MOVES) return { ...shown, firstMoveMs: Math.max(0, firstMoveLimitMs(control) - ran) };
  const left = Math.max(0, limitOf(control, clock, plies, turn) - ran);
  const running: WireColor = turn;
  return { ...shown, [turn]: left, running };
}
