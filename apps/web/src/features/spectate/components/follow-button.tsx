// Follow a player: one button cycling Game Board → Red Player → Black Player → Game Board; the
// board turns to the followed player's side.
import { appStore, useAppStore, type BoardPerspective } from '../../../stores/app-store';

/** The perspective after `current` (none, red, black, none). */
export function nextPerspective(current: BoardPerspective): BoardPerspective {
  return current === 'game' ? 'red' : current === 'red' ? 'black' : 'game';
}

/** The perspective's name as the spec gives it. */
export const PERSPECTIVE_NAMES: Readonly<Record<BoardPerspective, string>> = {
  game: 'Game Board',
  red: 'Red Player',
  black: 'Black Player',
};

export function FollowButton() {
  const perspective = useAppStore((s) => s.ui.boardPerspective);
  return (
    <button
      type="button"
      className="btn btn--secondary follow-button"
      data-testid="follow"
      data-perspective={perspective}
      title="Follow a player: the board turns to their side"
      onClick={() => appStore.getState().setUi({ boardPerspective: nextPerspective(perspective) })}
    >
      Follow: {PERSPECTIVE_NAMES[perspective]}
    </button>
  );
}
