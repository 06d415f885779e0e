// Time controls and the clocks the server keeps. A room is untimed (as before), on a clock
// (minutes + increment per move), or correspondence (days per move). The server is the clocks'
// authority; what it sends is a snapshot a client ticks locally from the moment it arrives.
import { z } from 'zod';
import { END_REASONS } from './constants.js';

/** The preset clocks as [minutes, increment in seconds]: the rooms' presets and the pairing pools. */
export const PRESET_CLOCKS = [
  [1, 0],
  [3, 2],
  [5, 3],
  [10, 5],
  [15, 10],
] as const;

/** The presets offered when creating a room: minutes + increment in seconds. */
export const TIME_CONTROL_PRESETS = PRESET_CLOCKS.map(([minutes, incrementSeconds]) => ({
  kind: 'clock' as const,
  initialSeconds: minutes * 60,
  incrementSeconds,
}));

/** Bounds of a custom clock: 0.5 to 180 minutes, 0 to 60 s increment; 1 to 14 days per move. */
export const CLOCK_BOUNDS = {
  minInitialSeconds: 30,
  maxInitialSeconds: 180 * 60,
  maxIncrementSeconds: 60,
  minDaysPerMove: 1,
  maxDaysPerMove: 14,
} as const;

/**
 * How long each side has for its first move on a clock (the clocks start once both have moved).
 * A side that does not make it aborts the game: nobody wins, nothing is rated. On correspondence
 * the first move has the days per move, like every other.
 */
export const FIRST_MOVE_MS = 30_000;

/** The longest move time a client may report (the longest correspondence turn). */
export const MAX_REPORTED_MOVE_MS = CLOCK_BOUNDS.maxDaysPerMove * 86_400_000;

const DAY_MS = 86_400_000;

/** A room's time control. */
export const timeControlSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('untimed') }),
  z.strictObject({
    kind: z.literal('clock'),
    initialSeconds: z
      .number()
      .int('initialSeconds must be a whole number of seconds')
      .min(CLOCK_BOUNDS.minInitialSeconds, 'A clock has at least 30 seconds (0.5 minutes)')
      .max(CLOCK_BOUNDS.maxInitialSeconds, 'A clock has at most 180 minutes'),
    incrementSeconds: z
      .number()
      .int('incrementSeconds must be a whole number of seconds')
      .min(0, 'The increment cannot be negative')
      .max(CLOCK_BOUNDS.maxIncrementSeconds, 'The increment is at most 60 seconds'),
  }),
  z.strictObject({
    kind: z.literal('correspondence'),
    daysPerMove: z
      .number()
      .int('daysPerMove must be a whole number of days')
      .min(CLOCK_BOUNDS.minDaysPerMove, 'Correspondence gives at least 1 day per move')
      .max(CLOCK_BOUNDS.maxDaysPerMove, 'Correspondence gives at most 14 days per move'),
  }),
]);
/** A room's time control. */
export type TimeControl = z.infer<typeof timeControlSchema>;
/** A time control that keeps clocks (not untimed). */
export type TimedControl = Exclude<TimeControl, { kind: 'untimed' }>;

/** Why a game may end because of its clock, beyond the reasons of untimed play: out of time. */
export const GAME_END_REASONS = [...END_REASONS, 'timeout'] as const;
/** Why a game ended, the clock's reason included. */
export type GameEndReason = (typeof GAME_END_REASONS)[number];

/** Minutes as a short text: 3, 0.5, 1.5. */
const minutesText = (seconds: number): string => String(Math.round((seconds / 60) * 100) / 100);

/** The time control as players read it: 'Untimed', '3+2', '0.5+0', '1 day', '3 days'. */
export function formatTimeControl(control: TimeControl): string {
  switch (control.kind) {
    case 'untimed':
      return 'Untimed';
    case 'clock':
      return `${minutesText(control.initialSeconds)}+${control.incrementSeconds}`;
    case 'correspondence':
      return control.daysPerMove === 1 ? '1 day' : `${control.daysPerMove} days`;
  }
}

/**
 * The PDN `TimeControl` tag's value (as PGN writes it): '180+2' for a clock, '1/86400' (one move
 * per so many seconds) for correspondence, '-' when untimed.
 */
export function pdnTimeControl(control: TimeControl): string {
  switch (control.kind) {
    case 'untimed':
      return '-';
    case 'clock':
      return `${control.initialSeconds}+${control.incrementSeconds}`;
    case 'correspondence':
      return `1/${control.daysPerMove * 86_400}`;
  }
}

/** A clock comment for a move's PDN: `[%clk 0:02:55]` (hours:minutes:seconds left, rounded down). */
export function pdnClockComment(remainingMs: number): string {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return `[%clk ${hours}:${minutes}:${seconds}]`;
}

/**
 * A time control from its short text, for command lines and links: 'untimed', '3+2' (minutes +
 * seconds), '2d' (days per move); undefined when it is not one or is out of bounds.
 */
export function parseTimeControl(text: string): TimeControl | undefined {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'untimed' || trimmed === '-') return { kind: 'untimed' };
  const clock = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(trimmed);
  const days = /^(\d+)d$/.exec(trimmed);
  const candidate = clock
    ? { kind: 'clock', initialSeconds: Math.round(Number(clock[1]) * 60), incrementSeconds: Number(clock[2]) }
    : days
      ? { kind: 'correspondence', daysPerMove: Number(days[1]) }
      : undefined;
  const parsed = timeControlSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

/** The time each side starts with, in ms (a correspondence turn's length). */
export function initialRemainingMs(control: TimedControl): number {
  return control.kind === 'clock' ? control.initialSeconds * 1000 : control.daysPerMove * DAY_MS;
}

/** How long a side has for its first move, in ms. */
export function firstMoveLimitMs(control: TimedControl): number {
  return control.kind === 'clock' ? FIRST_MOVE_MS : control.daysPerMove * DAY_MS;
}

/**
 * The clocks of a timed game as the server sends them (absent for an untimed game): each side's time
 * left in ms as of `serverNow` (the server's time, ms since the epoch, when it measured them), and
 * the side whose clock runs (null before both have made their first move, and once the game is
 * over). A client ticks `running`'s clock down from when the message arrived. `firstMoveMs` is the
 * time left for the side to move to make its first move (null once both have), during which the
 * clocks themselves stand still. On correspondence the side not to move shows a whole turn.
 */
export const gameClockSchema = z.object({
  control: timeControlSchema,
  red: z.number().int().nonnegative(),
  black: z.number().int().nonnegative(),
  running: z.enum(['red', 'black']).nullable(),
  firstMoveMs: z.number().int().nonnegative().nullable(),
  serverNow: z.number().int(),
});
/** The clocks of a timed game. */
export type GameClock = z.infer<typeof gameClockSchema>;

/**
 * A move's clock in a game's record: the mover's time left after the move (increment included),
 * in ms, and the other side's then.
 */
export const moveClockSchema = z.object({
  red: z.number().int().nonnegative(),
  black: z.number().int().nonnegative(),
});
/** A move's clock in a game's record. */
export type MoveClock = z.infer<typeof moveClockSchema>;

/** The client's own measure of how long it took to move (from seeing the position to sending), in ms. */
export const moveTimeMsSchema = z.number().int().min(0).max(MAX_REPORTED_MOVE_MS);
