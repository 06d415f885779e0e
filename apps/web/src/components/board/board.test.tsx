// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board, type BoardPiece } from './board';
import { cellOf } from './board-geometry';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const pieces: BoardPiece[] = [{ id: 'r1', color: 'red', square: 'b2', king: false }];

function renderBoard(animatePath: readonly string[] | null) {
  return render(
    <Board
      pieces={pieces}
      flipped={false}
      selected={null}
      destinations={[]}
      capturedPreview={[]}
      arrow={animatePath === null ? null : { path: animatePath, captured: ['c5', 'c3'] }}
      animatePath={animatePath}
      disabled={false}
      onSquare={() => undefined}
      onDrop={() => undefined}
      onCancel={() => undefined}
    />,
  );
}

/** The on-screen cell the piece is drawn in, from its transform and the square size. */
function drawnCell(container: HTMLElement): { col: number; row: number } {
  const piece = container.querySelector<HTMLElement>('.piece')!;
  const board = container.querySelector<HTMLElement>('.board')!;
  const size = Number.parseFloat(board.style.getPropertyValue('--square'));
  const [x, y] = (piece.style.transform.match(/-?[\d.]+/g) ?? []).map(Number);
  return { col: Math.round(x! / size), row: Math.round(y! / size) };
}

describe('the board', () => {
  it("shows the opponent's multi-jump one step every 500 ms", () => {
    vi.useFakeTimers();
    const { container } = renderBoard(['f6', 'd4', 'b2']);
    const piece = () => container.querySelector<HTMLElement>('.piece')!;
    expect(piece().className).toContain('piece--jumping');
    expect(drawnCell(container)).toEqual(cellOf('d4', false));
    act(() => vi.advanceTimersByTime(500));
    expect(drawnCell(container)).toEqual(cellOf('b2', false));
    act(() => vi.advanceTimersByTime(500));
    expect(piece().className).not.toContain('piece--jumping');
    expect(container.querySelectorAll('.arrow__jumped')).toHaveLength(2);
  });

  it('draws a piece where it stands when nothing animates', () => {
    const { container } = renderBoard(null);
    expect(drawnCell(container)).toEqual(cellOf('b2', false));
    expect(container.querySelector('.arrow')).toBeNull();
  });

  it('marks the squares it is told must capture, without knowing why', () => {
    const { container } = render(
      <Board
        pieces={pieces}
        flipped={false}
        selected={null}
        destinations={[]}
        capturedPreview={[]}
        arrow={null}
        forced={['b2']}
        animatePath={null}
        disabled={false}
        onSquare={() => undefined}
        onDrop={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const forced = container.querySelector<HTMLElement>('[data-square="b2"]')!;
    expect(forced.className).toContain('square--forced');
    expect(forced.getAttribute('aria-label')).toBe('b2, red man, must capture');
    expect(container.querySelectorAll('.square--forced')).toHaveLength(1);
  });
});
