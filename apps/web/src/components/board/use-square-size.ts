// The square size that fits the board in its wrapper, capped at 100 px. How wide the wrapper is, is
// CSS's business (styles.css: `--board-size`, by default the available width and the window's
// height less the room for the header and controls); this measures it and follows its resizes,
// debounced by 150 ms.
import { useEffect, useState, type RefObject } from 'react';

export const MAX_SQUARE_SIZE = 100;
export const RESIZE_DEBOUNCE_MS = 150;
const MIN_SQUARE_SIZE = 28;
/** The board's frame: 6 px on each side (board.css). */
export const BOARD_BORDER_PX = 12;
/** Room kept above and below the board before the first measurement (styles.css has the same). */
const VERTICAL_RESERVE_PX = 260;

/** The square size for a board that may be `width` pixels wide, frame included. */
export function squareSizeFor(width: number): number {
  const byWidth = Math.floor((width - BOARD_BORDER_PX) / 8);
  return Math.max(MIN_SQUARE_SIZE, Math.min(MAX_SQUARE_SIZE, byWidth));
}

export function useSquareSize(container: RefObject<HTMLElement | null>): number {
  const guess = (): number =>
    squareSizeFor(Math.min(window.innerWidth - 32, window.innerHeight - VERTICAL_RESERVE_PX));
  const measure = (): number => {
    const width = container.current?.clientWidth ?? 0;
    return width > 0 ? squareSizeFor(width) : guess();
  };
  const [size, setSize] = useState<number>(guess);
  useEffect(() => {
    setSize(measure());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(measure()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    // The layout around the board (a side panel, a --board-size) may change its room without the
    // window changing size.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    if (container.current !== null) observer?.observe(container.current);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
    };
    // The container is stable for the board's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return size;
}
