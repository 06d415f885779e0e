// Shows a capture sequence one jump at a time (500 ms a step, extended §9): while it runs, the moving
// piece is drawn on the path's intermediate squares; a plain move just slides (300 ms, in CSS).
import { useEffect, useRef, useState } from 'react';
import type { BoardPiece } from './board';

export const JUMP_STEP_MS = 500;

export function useAnimatedSquares(
  pieces: readonly BoardPiece[],
  path: readonly string[] | null,
): ReadonlyMap<string, string> {
  const [shown, setShown] = useState<ReadonlyMap<string, string>>(new Map());
  const played = useRef<string>('');
  const key = path?.join('-') ?? '';
  useEffect(() => {
    if (path === null || path.length < 3 || key === played.current) return;
    played.current = key;
    const mover = pieces.find((piece) => piece.square === path[path.length - 1]);
    if (mover === undefined) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    setShown(new Map([[mover.id, path[1]!]]));
    for (let step = 2; step < path.length; step++) {
      const square = path[step]!;
      const last = step === path.length - 1;
      timers.push(
        setTimeout(
          () => setShown(last ? new Map() : new Map([[mover.id, square]])),
          (step - 1) * JUMP_STEP_MS,
        ),
      );
    }
    return () => {
      timers.forEach(clearTimeout);
      setShown(new Map());
    };
    // The path identifies the move; pieces are read once when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return shown;
}
