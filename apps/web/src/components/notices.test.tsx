// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../stores/app-store';
import { Notices } from './notices';

beforeEach(() => {
  vi.useFakeTimers();
  appStore.setState((s) => ({ ui: { ...s.ui, notices: [] } }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notices', () => {
  it('stay their level’s time, or their own when they carry one', () => {
    render(<Notices />);
    act(() => {
      appStore.getState().notify('info', 'five seconds');
      appStore.getState().notify('info', 'three seconds', undefined, undefined, 3_000);
    });
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByText('three seconds')).toBeNull();
    expect(screen.getByText('five seconds')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('five seconds')).toBeNull();
  });
});
