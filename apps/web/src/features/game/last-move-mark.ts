// How the board marks the last move: its squares (origin, every landing of a multi-jump) and an
// arrow stay until the next move, for players and spectators alike, so a reply played while the
// player looked away (an AI's triple jump) can still be read. A capture by the other side is also
// walked one jump at a time; the player's own move is not replayed, they have just made it.
import type { LastMove, WireColor } from '@checkers/protocol';
import type { BoardArrow } from '../../components/board/board';

/** What the board draws for the last move. */
export interface LastMoveMark {
  readonly arrow: BoardArrow | null;
  /** The path to walk one jump at a time, or null. */
  readonly animatePath: readonly string[] | null;
}

const NO_MARK: LastMoveMark = { arrow: null, animatePath: null };

/** The mark of `lastMove` for a viewer playing `viewer` (null: a spectator). */
export function lastMoveMark(lastMove: LastMove | null, viewer: WireColor | null): LastMoveMark {
  if (lastMove === null) return NO_MARK;
  const arrow = { path: lastMove.path, captured: lastMove.captured };
  const replayed = lastMove.color !== viewer && lastMove.captured.length > 0;
  return { arrow, animatePath: replayed ? lastMove.path : null };
}
