// Touch gestures on the board: a double tap on one square toggles a 1.5 zoom, two fingers
// pinch-zoom (clamped), a quick swipe pans a zoomed board (so every square can be reached) and is
// reported to the caller. Single taps stay clicks on the squares, and two quick taps on different
// squares (a piece, then where it goes) are a move, never a zoom.
import { useRef, useState, type TouchEvent } from 'react';
import {
  DOUBLE_TAP_ZOOM,
  NO_PAN,
  classifyTouch,
  clampZoom,
  isDoubleTap,
  panAfterSwipe,
  type Pan,
  type Tap,
} from '../touch-gestures';

/** The playable square under a screen point, if any. */
function squareAt(x: number, y: number): string | null {
  if (typeof document.elementFromPoint !== 'function') return null;
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-square]');
  return element?.dataset.square ?? null;
}

/** The board's own (unscaled) width inside the element the touch handlers sit on. */
function boardWidth(element: HTMLElement, zoom: number): number {
  const board = element.querySelector<HTMLElement>('.board');
  if (board !== null && board.offsetWidth > 0) return board.offsetWidth;
  return element.getBoundingClientRect().width / zoom;
}

export interface TouchGestures {
  readonly zoom: number;
  readonly pan: Pan;
  /** The board is drawn larger (or smaller) than its frame: a Reset zoom button is due. */
  readonly zoomed: boolean;
  /** Back to zoom 1, centred. */
  readonly reset: () => void;
  readonly onTouchStart: (event: TouchEvent) => void;
  readonly onTouchMove: (event: TouchEvent) => void;
  readonly onTouchEnd: (event: TouchEvent) => void;
}

export function useTouchGestures(
  options: { onSwipe?: (dx: number, dy: number) => void } = {},
): TouchGestures {
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>(NO_PAN);
  const start = useRef<{ x: number; y: number; t: number } | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  const spread = (event: TouchEvent): number => {
    const [a, b] = [event.touches[0], event.touches[1]];
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
  };

  const reset = (): void => {
    lastTap.current = null;
    setPan(NO_PAN);
    setZoom(1);
  };

  return {
    zoom,
    // At zoom 1 or less nothing is hidden, so there is nothing to pan to.
    pan: zoom > 1 ? pan : NO_PAN,
    zoomed: zoom !== 1,
    reset,
    onTouchStart: (event: TouchEvent) => {
      if (event.touches.length === 2) {
        pinch.current = { distance: spread(event), zoom };
        start.current = null;
        lastTap.current = null;
        return;
      }
      const touch = event.touches[0];
      if (touch) start.current = { x: touch.clientX, y: touch.clientY, t: performance.now() };
    },
    onTouchMove: (event: TouchEvent) => {
      if (pinch.current !== null && event.touches.length === 2 && pinch.current.distance > 0) {
        setZoom(clampZoom((pinch.current.zoom * spread(event)) / pinch.current.distance));
      }
    },
    onTouchEnd: (event: TouchEvent) => {
      if (event.touches.length < 2) pinch.current = null;
      const begun = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (begun === null || touch === undefined) return;
      const now = performance.now();
      const trace = { dx: touch.clientX - begun.x, dy: touch.clientY - begun.y, ms: now - begun.t };
      const kind = classifyTouch(trace);
      if (kind === 'swipe') {
        lastTap.current = null;
        const size = boardWidth(event.currentTarget as HTMLElement, zoom);
        setPan((current) => panAfterSwipe(current, trace.dx, trace.dy, zoom, size));
        options.onSwipe?.(trace.dx, trace.dy);
      }
      if (kind !== 'tap') return;
      const tap: Tap = {
        x: touch.clientX,
        y: touch.clientY,
        t: now,
        square: squareAt(touch.clientX, touch.clientY),
      };
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = null;
        setPan(NO_PAN);
        setZoom((current) => (current === 1 ? clampZoom(DOUBLE_TAP_ZOOM) : 1));
      } else {
        lastTap.current = tap;
      }
    },
  };
}
