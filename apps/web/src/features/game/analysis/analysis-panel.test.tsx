// @vitest-environment jsdom
import { START_FEN, parseFen, parseMoveText, play, type Move } from '@checkers/engine';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalysisPanel, type AnalysisPanelProps } from './analysis-panel';
import type { PlyEvaluation } from './analysis-model';
import type { AnalysisResponse } from './analysis-worker';

afterEach(cleanup);

/** A stand-in for the Web Worker: records requests, and lets the test answer. */
class FakeWorker {
  onmessage: ((event: MessageEvent<AnalysisResponse>) => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage = vi.fn();
  terminate = vi.fn();
  answer(message: AnalysisResponse): void {
    act(() => this.onmessage?.({ data: message } as MessageEvent<AnalysisResponse>));
  }
}

function movesOf(texts: readonly string[]): Move[] {
  let position = (parseFen(START_FEN) as { ok: true; value: ReturnType<typeof play> }).value;
  return texts.map((text) => {
    const move = (parseMoveText(position, text) as { ok: true; value: Move }).value;
    position = play(position, move);
    return move;
  });
}

const moves = movesOf(['11-15', '23-19', '8-11']);
const evaluation = (ply: number, score: number, bestLine: Move[] = []): PlyEvaluation => ({
  ply,
  turn: ply % 2 === 0 ? 'black' : 'red',
  options: 7,
  score,
  mate: null,
  bestMove: bestLine[0] ?? null,
  bestLine,
  depth: 12,
});

function setup(overrides: Partial<AnalysisPanelProps> = {}) {
  const workers: FakeWorker[] = [];
  const props: AnalysisPanelProps = {
    initialFen: START_FEN,
    moves,
    ply: 2,
    onSelectPly: vi.fn(),
    notation: 'numeric',
    onBestLine: vi.fn(),
    createWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    },
    ...overrides,
  };
  const view = render(<AnalysisPanel {...props} />);
  return { props, view, workers };
}

describe('AnalysisPanel', () => {
  it('analyses on request and shows the graph, the counts and the evaluation', () => {
    const { workers } = setup();
    expect(workers).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Analyse game' }));
    const worker = workers[0]!;
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: 'analyse',
      initialFen: START_FEN,
      moves: moves.map((m) => m.path),
    });
    worker.answer({ type: 'progress', index: 0, evaluation: evaluation(0, 0) });
    expect(screen.getByText('Analysing… 25%')).toBeTruthy();
    worker.answer({ type: 'progress', index: 1, evaluation: evaluation(1, 10) });
    // Red's 23-19 throws a man away: a blunder.
    worker.answer({ type: 'progress', index: 2, evaluation: evaluation(2, 110, movesOf(['9-14'])) });
    worker.answer({ type: 'progress', index: 3, evaluation: evaluation(3, 110) });
    worker.answer({ type: 'done' });
    expect(screen.queryByText(/Analysing/)).toBeNull();
    expect(screen.getByText('Black: 0 inaccuracies, 0 mistakes, 0 blunders')).toBeTruthy();
    expect(screen.getByText('Red: 0 inaccuracies, 0 mistakes, 1 blunder')).toBeTruthy();
    expect(screen.getByText('+1.1')).toBeTruthy();
    expect(screen.getByText(/1… 23-19 is a blunder/)).toBeTruthy();
    expect(screen.getByText('2. 9-14')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'Red: 0 inaccuracies, 0 mistakes, 1 blunder',
    );
  });

  it('hands the best line to the board while shown', () => {
    const { workers, props, view } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Analyse game' }));
    const line = movesOf(['9-14']);
    workers[0]!.answer({ type: 'progress', index: 0, evaluation: evaluation(0, 0) });
    workers[0]!.answer({ type: 'progress', index: 1, evaluation: evaluation(1, 0) });
    workers[0]!.answer({ type: 'progress', index: 2, evaluation: evaluation(2, 0, line) });
    fireEvent.click(screen.getByRole('button', { name: 'Show best line' }));
    expect(props.onBestLine).toHaveBeenLastCalledWith(line);
    fireEvent.click(screen.getByRole('button', { name: 'Show best line' }));
    expect(props.onBestLine).toHaveBeenLastCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Show best line' }));
    view.unmount();
    expect(props.onBestLine).toHaveBeenLastCalledWith(null);
    expect(workers[0]!.terminate).toHaveBeenCalled();
  });

  it('ends the worker on stop and when the game changes', () => {
    const { workers, props, view } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Analyse game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(workers[0]!.terminate).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Analyse game' }));
    workers[1]!.answer({ type: 'progress', index: 0, evaluation: evaluation(0, 0) });
    view.rerender(<AnalysisPanel {...props} moves={moves.slice(0, 2)} />);
    expect(workers[1]!.terminate).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Analyse game' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so when the worker fails', () => {
    const { workers } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Analyse game' }));
    workers[0]!.answer({ type: 'error', message: 'The game could not be replayed.' });
    expect(screen.getByRole('alert').textContent).toContain('could not run');
  });
});
