// A time control's speed class, as players sort their games: bullet, blitz, rapid and classical by
// how long a game on the clock is expected to last, then correspondence and untimed.
import type { TimeControl } from './clock.js';

/** The speed classes, fastest first. */
export const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence', 'untimed'] as const;
/** A speed class. */
export type Speed = (typeof SPEEDS)[number];

/** Moves each side is counted as making when a clock's increment is added to its initial time. */
export const SPEED_MOVES = 40;

/** Upper bounds (exclusive) of the estimated game length, in seconds, of the clock speeds. */
export const SPEED_BOUNDS = { bullet: 180, blitz: 480, rapid: 1500 } as const;

/**
 * A time control's speed: a clock's by its estimated length (initial time plus 40 increments: under 3
 * minutes bullet, under 8 blitz, under 25 rapid, else classical).
 */
export function speedOf(control: TimeControl): Speed {
  if (control.kind !== 'clock') return control.kind;
  const estimate = control.initialSeconds + SPEED_MOVES * control.incrementSeconds;
  if (estimate < SPEED_BOUNDS.bullet) return 'bullet';
  if (estimate < SPEED_BOUNDS.blitz) return 'blitz';
  if (estimate < SPEED_BOUNDS.rapid) return 'rapid';
  return 'classical';
}

/** How a speed reads in a list or a filter. */
export const SPEED_NAMES: Readonly<Record<Speed, string>> = {
  bullet: 'Bullet',
  blitz: 'Blitz',
  rapid: 'Rapid',
  classical: 'Classical',
  correspondence: 'Correspondence',
  untimed: 'Untimed',
};
