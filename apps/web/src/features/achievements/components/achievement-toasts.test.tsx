// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { unlockedPayload } from '../test-fixtures';
import { ACHIEVEMENT_TOAST_MS, resetUnlockToasts, showUnlock } from '../unlock-toasts';
import { AchievementToasts } from './achievement-toasts';

const playSound = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../../lib/sound', () => ({ playSound }));

beforeEach(() => {
  vi.useFakeTimers();
  resetUnlockToasts();
  playSound.mockClear();
  appStore.getState().setUser({ account: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the unlock toasts', () => {
  it('show the icon, the name and the points for 3.5 s, with the king sound', () => {
    render(<AchievementToasts />);
    act(() => void showUnlock(unlockedPayload('firstKing').achievement));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Achievement unlocked!');
    expect(toast.textContent).toContain('👑');
    expect(toast.textContent).toContain('Crowned');
    expect(toast.textContent).toContain('+30 points');
    expect(playSound).toHaveBeenCalledExactlyOnceWith('king');
    expect(ACHIEVEMENT_TOAST_MS).toBe(3_500);
    act(() => vi.advanceTimersByTime(ACHIEVEMENT_TOAST_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('show each achievement once, several together with one sound, and can be dismissed', () => {
    render(<AchievementToasts />);
    act(() => {
      expect(showUnlock(unlockedPayload('firstMove').achievement, 1_000)).toBe(true);
      expect(showUnlock(unlockedPayload('firstWin').achievement, 1_100)).toBe(true);
      expect(showUnlock(unlockedPayload('firstMove').achievement, 1_200)).toBe(false);
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(playSound).toHaveBeenCalledOnce();
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('First Victory');
  });
});
