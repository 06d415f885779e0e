// The board's frame on a touch screen: a double tap on one square zooms the board to 1.5 (again:
// back to 1), two fingers pinch (0.5-2), a swipe pans the zoomed board. The board grows only inside
// this fixed-size frame, which clips it: the page never widens and the controls stay uncovered.
// While zoomed, a `Reset zoom` button brings the whole board back.
import type { ReactNode, TouchEvent } from 'react';
import { useTouchGestures } from '../hooks/use-touch-gestures';

export interface ZoomFrameProps {
  /** The board. */
  readonly children: ReactNode;
  /** Called with each swipe's screen distance (after the board has been panned). */
  readonly onSwipe?: (dx: number, dy: number) => void;
}

const keepToButton = (event: TouchEvent): void => event.stopPropagation();

export function ZoomFrame({ children, onSwipe }: ZoomFrameProps) {
  const gestures = useTouchGestures(onSwipe === undefined ? {} : { onSwipe });
  return (
    <div
      className={`zoom-frame${gestures.zoomed ? ' zoom-frame--zoomed' : ''}`}
      data-testid="zoom-frame"
      onTouchStart={gestures.onTouchStart}
      onTouchMove={gestures.onTouchMove}
      onTouchEnd={gestures.onTouchEnd}
    >
      <div
        className="zoom"
        style={{
          transform: `scale(${gestures.zoom}) translate(${gestures.pan.x}px, ${gestures.pan.y}px)`,
        }}
      >
        {children}
      </div>
      {gestures.zoomed ? (
        <button
          type="button"
          className="btn btn--small zoom-frame__reset"
          onClick={gestures.reset}
          onTouchStart={keepToButton}
          onTouchEnd={keepToButton}
        >
          Reset zoom
        </button>
      ) : null}
    </div>
  );
}
