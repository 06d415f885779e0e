// The square size that fits the board in its container and the window, capped at 100 px; window
// resizes are debounced by 150 ms (core §9).
import { useEffect, useState, type RefObject } from 'react';

export const MAX_SQUARE_SIZE = 100;
export const RESIZE_DEBOUNCE_MS = 150;
const MIN_SQUARE_SIZE = 28;
/** Room kept above and below the board for the game's header and controls. */
const VERTICAL_RESERVE_PX = 260;

/** The square size for a container width and a window height. */
export function squareSizeFor(width: number, windowHeight: number): number {
  const byWidth = Math.floor(width / 8);
  const byHeight = Math.floor((windowHeight - VERTICAL_RESERVE_PX) / 8);
  return Math.max(MIN_SQUARE_SIZE, Math.min(MAX_SQUARE_SIZE, byWidth, byHeight));
}

export function useSquareSize(container: RefObject<HTMLElement | null>): number {
  const measure = (): number =>
    squareSizeFor(container.current?.clientWidth ?? window.innerWidth, window.innerHeight);
  const [size, setSize] = useState<number>(() => squareSizeFor(window.innerWidth - 32, window.innerHeight));
  useEffect(() => {
    setSize(measure());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(measure()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
    // The container is stable for the board's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return size;
}
