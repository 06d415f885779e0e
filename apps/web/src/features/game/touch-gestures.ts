// Touch gesture thresholds (core §4): a tap is under 200 ms and 10 px; a swipe is over 50 px within
// 300 ms; two taps within 300 ms are a double tap, which zooms to 1.5. Zoom stays within 0.5-2.
export const TAP_MAX_MS = 200;
export const TAP_MAX_MOVE_PX = 10;
export const SWIPE_MIN_PX = 50;
export const SWIPE_MAX_MS = 300;
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_ZOOM = 1.5;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;

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
