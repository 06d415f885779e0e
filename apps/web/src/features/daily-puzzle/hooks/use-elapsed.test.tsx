// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useElapsed } from './use-elapsed';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the puzzle clock', () => {
  it('is 0 before the start, ticks each second, and freezes when stopped', () => {
    const { result, rerender } = renderHook(({ start, stop }) => useElapsed(start, stop), {
      initialProps: { start: null as number | null, stop: null as number | null },
    });
    expect(result.current).toBe(0);
    const start = Date.now();
    rerender({ start, stop: null });
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(62_000));
    expect(result.current).toBe(65);
    rerender({ start, stop: start + 65_500 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(65);
  });
});
