import { describe, expect, it } from 'vitest';
import { cellOf, cells, neighbour } from './board-geometry';
import { MAX_SQUARE_SIZE, squareSizeFor } from './use-square-size';

describe('board geometry', () => {
  it('draws a1 bottom-left for red and top-right for black', () => {
    expect(cellOf('a1', false)).toEqual({ col: 0, row: 7 });
    expect(cellOf('a1', true)).toEqual({ col: 7, row: 0 });
    expect(cellOf('h8', true)).toEqual({ col: 0, row: 7 });
  });

  it('has 32 dark squares, a1 among them', () => {
    const dark = cells(false).filter((cell) => cell.dark);
    expect(dark).toHaveLength(32);
    expect(dark.some((cell) => cell.square === 'a1')).toBe(true);
    expect(dark.some((cell) => cell.square === 'a2')).toBe(false);
  });

  it('moves keyboard focus between dark squares as the player sees them', () => {
    expect(neighbour('c3', 'ArrowRight', false)).toBe('e3');
    expect(neighbour('c3', 'ArrowLeft', false)).toBe('a3');
    expect(neighbour('c3', 'ArrowUp', false)).toBe('d4');
    expect(neighbour('c3', 'ArrowDown', false)).toBe('d2');
    expect(neighbour('a1', 'ArrowLeft', false)).toBeNull();
    // Flipped for black: up on screen is down the ranks.
    expect(neighbour('f6', 'ArrowUp', true)).toBe('e5');
  });

  it('fits the board, frame included, in its wrapper with squares of at most 100 px', () => {
    expect(squareSizeFor(2000)).toBe(MAX_SQUARE_SIZE);
    // 8 squares of 43 px and the 12 px frame: 356 px in a 358 px phone column.
    expect(squareSizeFor(358)).toBe(43);
    expect(squareSizeFor(492)).toBe(60);
  });
});
