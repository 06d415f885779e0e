// Shows a capture one jump at a time, 500 ms a step: while it runs, the jumping piece is drawn on
// the path's squares in turn, with a 500 ms slide; a plain move just slides (300 ms, in CSS). The
// first step is chosen during the render that brings the move, so even a single jump slides at the
// jump's pace from its first frame.
import { useEffect, useState } from 'react';
import type { BoardPiece } from './board-piece';

export const JUMP_STEP_MS = 500;

interface Animation {
  readonly key: string;
  /** Index in the path of the square shown; 0 once the animation is over. */
  readonly step: number;
}

export function useAnimatedSquares(
  pieces: readonly BoardPiece[],
  path: readonly string[] | null,
): ReadonlyMap<string, string> {
  const key = path?.join('-') ?? '';
  const [animation, setAnimation] = useState<Animation>({ key: '', step: 0 });
  if (path !== null && path.length >= 2 && key !== animation.key) {
    // A new jump: start it in this render (React re-renders at once with the new state).
    setAnimation({ key, step: 1 });
  }
  const running = path !== null && animation.key === key && animation.step > 0;

  useEffect(() => {
    if (!running || path === null) return;
    const timer = setTimeout(
      () => setAnimation({ key, step: animation.step + 1 < path.length ? animation.step + 1 : 0 }),
      JUMP_STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [running, key, animation.step, path]);

  if (!running || path === null) return new Map();
  const mover = pieces.find((piece) => piece.square === path[path.length - 1]);
  const square = path[animation.step];
  return mover === undefined || square === undefined ? new Map() : new Map([[mover.id, square]]);
}
