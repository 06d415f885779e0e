// How a room row keeps its time control and clocks (migration 0012): the control as JSON, the
// running clocks as JSON, and a time no flag can fall before, for the flag sweep (0030). The rooms module
// owns the table, so it reads and writes the format and starts the clocks when a game begins; what a
// move does to them is the games module's (clock-plan.ts).
import {
  firstMoveLimitMs,
  initialRemainingMs,
  timeControlSchema,
  type TimeControl,
  type TimedControl,
} from '@checkers/protocol';
import type { RoomRow } from './tables.js';

/**
 * A timed game's clocks as stored. Short keys: one is written with every move of every timed game.
 * `r` and `b` are each side's time left when its turn began (after its last move, increment
 * included), in ms; `t` is when the current turn began (ms since the epoch); `q` and `e` are each
 * side's lag tracker, red first: the quota of lag credit left and the estimate of its lag (absent
 * until the first timed move).
 */
export interface StoredClock {
  readonly r: number;
  readonly b: number;
  readonly t: number;
  readonly q?: readonly [number, number];
  readonly e?: readonly [number | null, number | null];
}

/** The clock columns of a room row. */
export type ClockColumns = Pick<RoomRow, 'clock_state' | 'earliest_flag_at'>;

/** The stored JSON of a time control; null for untimed. */
export const timeControlColumn = (control: TimeControl | undefined): string | null =>
  control === undefined || control.kind === 'untimed' ? null : JSON.stringify(control);

// Rooms share a handful of controls; each stored text is read once (every move of a timed game asks).
const controls = new Map<string, TimedControl>();
const MAX_CONTROLS = 1_000;

/** A row's time control; null when untimed. */
export function timeControlOf(row: Pick<RoomRow, 'time_control'>): TimedControl | null {
  const text = row.time_control;
  if (text === null) return null;
  const known = controls.get(text);
  if (known !== undefined) return known;
  const parsed = timeControlSchema.safeParse(JSON.parse(text));
  if (!parsed.success || parsed.data.kind === 'untimed')
    throw new Error(`stored time control is invalid: ${text}`);
  if (controls.size >= MAX_CONTROLS) controls.clear();
  controls.set(text, parsed.data);
  return parsed.data;
}

// A running game's clocks are read on every move (to time it, then for its deadline), from the
// text the move before wrote: the clocks a text stands for are kept with it, so a game in memory
// never parses its own clocks again. One entry a running game; a full map starts again.
const parsedClocks = new Map<string, StoredClock>();
const MAX_PARSED_CLOCKS = 20_000;

function keepParsed(text: string, clock: StoredClock): void {
  if (parsedClocks.size >= MAX_PARSED_CLOCKS) parsedClocks.clear();
  parsedClocks.set(text, clock);
}

/** A row's clocks; null when untimed or not started. */
export function storedClockOf(row: Pick<RoomRow, 'clock_state'>): StoredClock | null {
  const text = row.clock_state;
  if (text === null) return null;
  let clock = parsedClocks.get(text);
  if (clock === undefined) {
    clock = JSON.parse(text) as StoredClock;
    keepParsed(text, clock);
  }
  return clock;
}

/** The stored text of `clock` (the `clock_state` column), kept with it for `storedClockOf`. */
export function clockText(clock: StoredClock): string {
  const text = JSON.stringify(clock);
  keepParsed(text, clock);
  return text;
}

/**
 * The clock columns of a timed game starting at `now` (ms): both sides at their initial time, and
 * the side to move (black) due to make its first move within its first-move limit, the earliest a
 * flag can fall (no limit of either side is shorter). Nothing for an untimed room.
 */
export function clockStartColumns(row: Pick<RoomRow, 'time_control'>, now: number): Partial<ClockColumns> {
  const control = timeControlOf(row);
  if (control === null) return {};
  const initial = initialRemainingMs(control);
  const clock: StoredClock = { r: initial, b: initial, t: now };
  return {
    clock_state: clockText(clock),
    earliest_flag_at: new Date(now + Math.min(firstMoveLimitMs(control), initial)).toISOString(),
  };
}
