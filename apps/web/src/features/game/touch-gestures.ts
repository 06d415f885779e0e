// Touch gesture thresholds: a tap is under 200 ms and 10 px; a swipe is over 50 px within 300 ms;
// two taps within 300 ms on the same square (or the same spot, within a small radius) are a double
// tap, which zooms to 1.5. Two quick taps on different squares are a move, never a zoom. Zoom stays
// within 0.5-2.
export const TAP_MAX_MS = 200;
export const TAP_MAX_MOVE_PX = 10;
export const SWIPE_MIN_PX = 50;
export const SWIPE_MAX_MS = 300;
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_ZOOM = 1.5;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;
/** How far apart (screen px) two taps of one double tap may land. */
export const DOUBLE_TAP_RADIUS_PX = 24;

/** Where and when a tap landed, and on which square (null when not on a playable square). */
export interface Tap {
  readonly x: number;
  readonly y: number;
  readonly t: number;
  readonly square: string | null;
}

/**
 * Whether `tap` completes a double tap begun by `previous`: within 300 ms, on the same spot, and on
 * the same square. A tap on a piece and then on its destination is a move, not a zoom.
 */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  if (previous === null) return false;
  if (tap.t - previous.t >= DOUBLE_TAP_MS) return false;
  if (Math.hypot(tap.x - previous.x, tap.y - previous.y) > DOUBLE_TAP_RADIUS_PX) return false;
  return previous.square === tap.square;
}

/** A touch from start to end. */
export interface TouchTrace {
  readonly dx: number;
  readonly dy: number;
  readonly ms: number;
}

/** What a single-finger touch was. */
export function classifyTouch(trace: TouchTrace): 'tap' | 'swipe' | 'other' {
  const distance = Math.hypot(trace.dx, trace.dy);
  if (trace.ms < TAP_MAX_MS && distance < TAP_MAX_MOVE_PX) return 'tap';
  if (trace.ms <= SWIPE_MAX_MS && distance > SWIPE_MIN_PX) return 'swipe';
  return 'other';
}

/** Keeps a zoom scale within 0.5-2. */
export const clampZoom = (scale: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

/** How far a zoomed board is shifted, in the board's own (unscaled) pixels. */
export interface Pan {
  readonly x: number;
  readonly y: number;
}

/** No shift: the board centred. */
export const NO_PAN: Pan = { x: 0, y: 0 };

/**
 * The pan after a swipe of (dx, dy) screen pixels on a board of `size` unscaled pixels zoomed by
 * `zoom`: the board follows the finger, but never so far that its edge comes inside its frame. A
 * board at zoom 1 or less has nothing hidden, so it does not move.
 */
export function panAfterSwipe(pan: Pan, dx: number, dy: number, zoom: number, size: number): Pan {
  if (zoom <= 1) return NO_PAN;
  // The transform is scale(zoom) translate(x, y): a shift of x moves the board zoom * x on screen,
  // and (zoom - 1) * size / 2 screen pixels of it are hidden on each side.
  const limit = ((zoom - 1) * size) / (2 * zoom);
  const clamp = (value: number): number => Math.min(limit, Math.max(-limit, value));
  return { x: clamp(pan.x + dx / zoom), y: clamp(pan.y + dy / zoom) };
}
