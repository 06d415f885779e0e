// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZoomFrame } from './zoom-frame';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A tap (touchstart then touchend at once) at a point over a square. */
function tap(frame: HTMLElement, x: number, y: number): void {
  fireEvent.touchStart(frame, { touches: [{ clientX: x, clientY: y }] });
  fireEvent.touchEnd(frame, { touches: [], changedTouches: [{ clientX: x, clientY: y }] });
}

function renderFrame() {
  // The squares are 50 px wide here: the point's square is found from its coordinates.
  const squares = new Map<string, HTMLElement>();
  const { container } = render(
    <ZoomFrame>
      <div className="board">
        {['c3', 'd4'].map((sq) => (
          <button
            key={sq}
            type="button"
            data-square={sq}
            ref={(node) => void (node && squares.set(sq, node))}
          >
            {sq}
          </button>
        ))}
      </div>
    </ZoomFrame>,
  );
  Object.defineProperty(document, 'elementFromPoint', {
    configurable: true,
    value: (x: number) => (x < 50 ? squares.get('c3') : squares.get('d4')) ?? null,
  });
  const frame = container.querySelector<HTMLElement>('.zoom-frame')!;
  const zoom = container.querySelector<HTMLElement>('.zoom')!;
  return { frame, zoom };
}

describe('the zoom frame', () => {
  it('takes two quick taps on different squares as a move, not a zoom', () => {
    const { frame, zoom } = renderFrame();
    // 10 px apart, but on two squares (a piece, then where it goes).
    tap(frame, 45, 20);
    tap(frame, 55, 20);
    expect(zoom.style.transform).toBe('scale(1) translate(0px, 0px)');
    expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
  });

  it('zooms inside its frame on a double tap on one square, with a Reset zoom button', () => {
    const { frame, zoom } = renderFrame();
    tap(frame, 20, 20);
    tap(frame, 22, 21);
    expect(zoom.style.transform).toBe('scale(1.5) translate(0px, 0px)');
    expect(frame.className).toContain('zoom-frame--zoomed');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(zoom.style.transform).toBe('scale(1) translate(0px, 0px)');
    expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
    // A double tap again zooms, and a double tap while zoomed resets.
    tap(frame, 20, 20);
    tap(frame, 20, 20);
    expect(zoom.style.transform).toContain('scale(1.5)');
    tap(frame, 20, 20);
    tap(frame, 20, 20);
    expect(zoom.style.transform).toContain('scale(1)');
  });
});
