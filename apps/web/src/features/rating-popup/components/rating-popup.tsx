// The rating-change popup: after a rated game, the signed-in player's old and new rating and the
// change, for 5 seconds: in the game's speed ladder and overall for a timed game, overall alone for
// an untimed one.
import { RATING_SPEED_NAMES, type RatingChange } from '@checkers/protocol';
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

/** "1200 → 1216?" and "(+16)" of a change. */
function figuresOf(change: RatingChange) {
  const oldRating = Math.round(change.old_rating);
  const newRating = Math.round(change.new_rating);
  return {
    text: `${oldRating} → ${newRating}${change.provisional ? '?' : ''}`,
    delta: `(${formatSigned(newRating - oldRating)})`,
    tone: newRating > oldRating ? 'up' : newRating < oldRating ? 'down' : 'same',
  };
}

export function RatingPopup() {
  const overall = useAppStore((s) => s.ui.ratingChange);
  const inSpeed = useAppStore((s) => s.ui.ratingSpeedChange);
  const setUi = useAppStore((s) => s.setUi);
  useEffect(() => {
    if (overall === null) return;
    const timer = setTimeout(() => setUi({ ratingChange: null, ratingSpeedChange: null }), RATING_POPUP_MS);
    return () => clearTimeout(timer);
  }, [overall, setUi]);
  if (overall === null) return null;
  // The game's own ladder leads; overall follows on its own line.
  const main = inSpeed?.change ?? overall;
  const figures = figuresOf(main);
  const second = inSpeed === null ? null : figuresOf(overall);
  return (
    <div className={`rating-popup rating-popup--${figures.tone}`} role="status" aria-live="polite">
      <strong className="rating-popup__title">{ratingPopupTitle(main)}</strong>
      {inSpeed !== null ? (
        <span className="rating-popup__ladder">{RATING_SPEED_NAMES[inSpeed.speed]}</span>
      ) : null}
      <span className="rating-popup__figures">{figures.text}</span>
      <span className="rating-popup__change">{figures.delta}</span>
      {second !== null ? (
        <span className="rating-popup__overall">
          Overall {second.text} {second.delta}
        </span>
      ) : null}
    </div>
  );
}
