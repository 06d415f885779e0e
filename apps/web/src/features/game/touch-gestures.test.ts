import { describe, expect, it } from 'vitest';
import { NO_PAN, clampZoom, classifyTouch, panAfterSwipe } from './touch-gestures';

describe('touch gestures', () => {
  it('tells taps (under 200 ms and 10 px) from swipes (over 50 px within 300 ms)', () => {
    expect(classifyTouch({ dx: 3, dy: 4, ms: 120 })).toBe('tap');
    expect(classifyTouch({ dx: 3, dy: 4, ms: 250 })).toBe('other');
    expect(classifyTouch({ dx: 12, dy: 0, ms: 100 })).toBe('other');
    expect(classifyTouch({ dx: 60, dy: 10, ms: 250 })).toBe('swipe');
    expect(classifyTouch({ dx: 60, dy: 10, ms: 400 })).toBe('other');
  });

  it('keeps the zoom between 0.5 and 2', () => {
    expect(clampZoom(0.2)).toBe(0.5);
    expect(clampZoom(1.5)).toBe(1.5);
    expect(clampZoom(3)).toBe(2);
  });

  it('pans a zoomed board with a swipe, never past its edges, and not at all unzoomed', () => {
    expect(panAfterSwipe(NO_PAN, 80, -40, 1, 800)).toEqual(NO_PAN);
    // At zoom 2 an 800 px board hides 400 screen px a side: up to 200 board px of shift.
    expect(panAfterSwipe(NO_PAN, 80, -40, 2, 800)).toEqual({ x: 40, y: -20 });
    expect(panAfterSwipe({ x: 190, y: -190 }, 100, -100, 2, 800)).toEqual({ x: 200, y: -200 });
  });
});
