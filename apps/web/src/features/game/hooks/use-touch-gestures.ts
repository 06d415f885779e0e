// Touch gestures on the board: double tap toggles a 1.5 zoom, two fingers pinch-zoom (clamped), a
// quick swipe pans a zoomed board (so every square can be reached) and is reported to the caller.
// Single taps stay clicks on the squares.
import { useRef, useState, type TouchEvent } from 'react';
import {
  DOUBLE_TAP_MS,
  DOUBLE_TAP_ZOOM,
  NO_PAN,
  classifyTouch,
  clampZoom,
  panAfterSwipe,
  type Pan,
} from '../touch-gestures';

export function useTouchGestures(options: { onSwipe?: (dx: number, dy: number) => void } = {}) {
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState<Pan>(NO_PAN);
  const start = useRef<{ x: number; y: number; t: number } | null>(null);
  const lastTap = useRef(0);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  const spread = (event: TouchEvent): number => {
    const [a, b] = [event.touches[0], event.touches[1]];
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
  };

  return {
    zoom,
    // At zoom 1 or less nothing is hidden, so there is nothing to pan to.
    pan: zoom > 1 ? pan : NO_PAN,
    onTouchStart: (event: TouchEvent) => {
      if (event.touches.length === 2) {
        pinch.current = { distance: spread(event), zoom };
        start.current = null;
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
        // The element is drawn scaled, so its unscaled size is the measured one over the zoom.
        const size = (event.currentTarget as HTMLElement).getBoundingClientRect().width / zoom;
        setPan((current) => panAfterSwipe(current, trace.dx, trace.dy, zoom, size));
        options.onSwipe?.(trace.dx, trace.dy);
      }
      if (kind !== 'tap') return;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        setPan(NO_PAN);
        setZoom((current) => (current === 1 ? clampZoom(DOUBLE_TAP_ZOOM) : 1));
      } else {
        lastTap.current = now;
      }
    },
  };
}
