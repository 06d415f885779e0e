import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the task from an idle callback, with the time limit given', () => {
    const callbacks: (() => void)[] = [];
    const request = vi.fn((callback: () => void, _options: { timeout: number }) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task, 500);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancels the idle callback', () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(() => undefined)();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to the next turn of the event loop, and can be cancelled there too', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    whenIdle(ran);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.runAllTimers();
    expect(ran).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
