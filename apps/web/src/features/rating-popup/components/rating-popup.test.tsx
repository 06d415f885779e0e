// @vitest-environment jsdom
import type { RatingChange } from '@checkers/protocol';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { RATING_POPUP_MS, RatingPopup } from './rating-popup';

const change = (old_rating: number, new_rating: number): RatingChange => ({
  user_id: 'me',
  color: 'black',
  old_rating,
  new_rating,
  rating_deviation: 80,
  provisional: false,
  expected_score: 0.5,
  score: 1,
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  appStore.getState().setUi({ ratingChange: null, ratingSpeedChange: null });
});

describe('the rating-change popup', () => {
  it('names the direction and shows old -> new and the change', () => {
    for (const [from, to, title, delta] of [
      [1200, 1216.4, 'Rating Increased', '(+16)'],
      [1500, 1488, 'Rating Decreased', '(-12)'],
      [1300, 1300.2, 'Rating Unchanged', '(0)'],
    ] as const) {
      act(() => appStore.getState().setUi({ ratingChange: change(from, to) }));
      const { unmount } = render(<RatingPopup />);
      const popup = screen.getByRole('status');
      expect(popup.textContent).toContain(title);
      expect(popup.textContent).toContain(`${Math.round(from)} → ${Math.round(to)}`);
      expect(popup.textContent).toContain(delta);
      unmount();
    }
  });

  it("leads with the game's speed ladder and shows overall below it", () => {
    act(() =>
      appStore.getState().setUi({
        ratingChange: change(1500, 1490),
        ratingSpeedChange: { speed: 'blitz', change: change(1400, 1431) },
      }),
    );
    render(<RatingPopup />);
    const popup = screen.getByRole('status');
    expect(popup.textContent).toContain('Rating Increased');
    expect(popup.textContent).toContain('Blitz1400 → 1431(+31)');
    expect(popup.textContent).toContain('Overall 1500 → 1490 (-10)');
  });

  it('hides after 5 seconds', () => {
    vi.useFakeTimers();
    appStore.getState().setUi({ ratingChange: change(1200, 1216) });
    render(<RatingPopup />);
    expect(screen.getByRole('status').textContent).toContain('Rating Increased');
    act(() => vi.advanceTimersByTime(RATING_POPUP_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(RATING_POPUP_MS).toBe(5_000);
  });
});
