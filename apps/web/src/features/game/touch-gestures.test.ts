import { describe, expect, it } from 'vitest';
import { NO_PAN, clampZoom, classifyTouch, isDoubleTap, panAfterSwipe } from './touch-gestures';

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

  it('zooms only on two quick taps on the same square: a piece then its destination is a move', () => {
    const first = { x: 100, y: 100, t: 0, square: 'c3' };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { x: 104, y: 98, t: 250, square: 'c3' })).toBe(true);
    // The destination, 46 px away on a phone: a move, never a zoom.
    expect(isDoubleTap(first, { x: 146, y: 54, t: 150, square: 'd4' })).toBe(false);
    // Near the shared corner of two squares: still two squares.
    expect(isDoubleTap(first, { x: 108, y: 100, t: 150, square: 'd4' })).toBe(false);
    // Too slow, or too far on a light square.
    expect(isDoubleTap(first, { x: 100, y: 100, t: 300, square: 'c3' })).toBe(false);
    const light = { x: 10, y: 10, t: 0, square: null };
    expect(isDoubleTap(light, { x: 20, y: 14, t: 200, square: null })).toBe(true);
    expect(isDoubleTap(light, { x: 60, y: 10, t: 200, square: null })).toBe(false);
  });
});
