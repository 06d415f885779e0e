// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoveJudgement, PlyEvaluation } from './analysis-model';
import { EvalGraph } from './eval-graph';

afterEach(cleanup);

const ev = (ply: number, score: number, mate: number | null = null): PlyEvaluation => ({
  ply,
  turn: ply % 2 === 0 ? 'black' : 'red',
  options: 5,
  score,
  mate,
  bestMove: null,
  bestLine: [],
  depth: 10,
});

const evaluations = [ev(0, 0), ev(1, -30), ev(2, 40), ev(3, 400), ev(4, 1000, 3)];
const judgements: MoveJudgement[] = [
  { ply: 1, color: 'black', loss: 0.13, kind: 'inaccuracy' },
  { ply: 2, color: 'red', loss: 0.25, kind: 'mistake' },
  { ply: 3, color: 'black', loss: -0.7, kind: null },
  { ply: 4, color: 'red', loss: 0.9, kind: 'blunder' },
];

function draw(onSelectPly = vi.fn()) {
  render(
    <EvalGraph
      evaluations={evaluations}
      judgements={judgements}
      plyCount={6}
      ply={2}
      onSelectPly={onSelectPly}
      moveLabel={(p) => `move ${p}`}
      summary="Black: 1 inaccuracy."
    />,
  );
  return onSelectPly;
}

describe('EvalGraph', () => {
  it('is an image with a summary, with one shape per kind of marker', () => {
    draw();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Black: 1 inaccuracy.');
    expect(screen.getByTestId('marker-1').querySelector('circle')).not.toBeNull();
    expect(screen.getByTestId('marker-2').querySelector('rect')).not.toBeNull();
    expect(screen.getByTestId('marker-4').querySelector('polygon')).not.toBeNull();
    expect(screen.queryByTestId('marker-3')).toBeNull();
  });

  it('lists the marked moves as buttons that select their ply', () => {
    const onSelectPly = draw();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      ' move 1: inaccuracy',
      ' move 2: mistake',
      ' move 4: blunder',
    ]);
    expect(buttons[1]!.getAttribute('aria-current')).toBe('step');
    fireEvent.click(buttons[2]!);
    expect(onSelectPly).toHaveBeenCalledWith(4);
  });

  it('selects a ply from a marker and from the keyboard', () => {
    const onSelectPly = draw();
    fireEvent.click(screen.getByTestId('marker-1'));
    expect(onSelectPly).toHaveBeenLastCalledWith(1);
    const plot = screen.getByRole('group');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(onSelectPly).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(plot, { key: 'End' });
    expect(onSelectPly).toHaveBeenLastCalledWith(6);
    fireEvent.keyDown(plot, { key: 'Home' });
    expect(onSelectPly).toHaveBeenLastCalledWith(0);
  });

  it('selects the nearest ply where the graph is clicked', () => {
    const onSelectPly = draw();
    const svg = screen.getByRole('img');
    svg.getBoundingClientRect = () => ({ left: 0, width: 600, top: 0, height: 140 }) as DOMRect;
    fireEvent.click(svg, { clientX: 300 });
    expect(onSelectPly).toHaveBeenLastCalledWith(3);
  });
});
