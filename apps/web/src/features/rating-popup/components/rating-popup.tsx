// The rating-change popup: after a rated game, the signed-in player's old and new rating and the
// change, for 5 seconds.
import type { RatingChange } from '@checkers/protocol';
import { useEffect } from 'react';
import { formatSigned } from '../../../lib/rating-format';
import { useAppStore } from '../../../stores/app-store';

/** How long the popup stays. */
export const RATING_POPUP_MS = 5_000;

/** The popup's title, by the rounded change. */
export function ratingPopupTitle(change: RatingChange): string {
  const delta = Math.round(change.new_rating) - Math.round(change.old_rating);
  if (delta > 0) return 'Rating Increased';
  if (delta < 0) return 'Rating Decreased';
  return 'Rating Unchanged';
}

export function RatingPopup() {
  const change = useAppStore((s) => s.ui.ratingChange);
  const setUi = useAppStore((s) => s.setUi);
  useEffect(() => {
    if (change === null) return;
    const timer = setTimeout(() => setUi({ ratingChange: null }), RATING_POPUP_MS);
    return () => clearTimeout(timer);
  }, [change, setUi]);
  if (change === null) return null;
  const title = ratingPopupTitle(change);
  const oldRating = Math.round(change.old_rating);
  const newRating = Math.round(change.new_rating);
  const tone = newRating > oldRating ? 'up' : newRating < oldRating ? 'down' : 'same';
  return (
    <div className={`rating-popup rating-popup--${tone}`} role="status" aria-live="polite">
      <strong className="rating-popup__title">{title}</strong>
      <span className="rating-popup__figures">
        {oldRating} → {newRating}
        {change.provisional ? '?' : ''}
      </span>
      <span className="rating-popup__change">({formatSigned(newRating - oldRating)})</span>
    </div>
  );
}
