// @vitest-environment jsdom
import { START_FEN } from '@checkers/engine';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisRequest, AnalysisResponse } from '../analysis/analysis-worker';
import type { LiveEvaluation } from '../analysis/live-evaluation';
import { AnalysisBoard } from './analysis-board';

afterEach(cleanup);

/** A stand-in for the analysis worker: records requests, and lets the test answer. */
class FakeWorker {
  onmessage: ((event: MessageEvent<AnalysisResponse>) => void) | null = null;
  onerror: (() => void) | null = null;
  requests: AnalysisRequest[] = [];
  postMessage(request: AnalysisRequest): void {
    this.requests.push(request);
  }
  terminate = vi.fn();
  answer(message: AnalysisResponse): void {
    act(() => this.onmessage?.({ data: message } as MessageEvent<AnalysisResponse>));
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const createWorker = () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  };
  render(<AnalysisBoard onLobby={vi.fn()} createWorker={createWorker} />);
  const live = workers[0]!;
  /** The last position the board asked the engine about. */
  const asked = () => {
    const evaluations = live.requests.filter((r) => r.type === 'evaluate');
    return evaluations[evaluations.length - 1] as Extract<AnalysisRequest, { type: 'evaluate' }>;
  };
  return { live, asked };
}

const square = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the analysis board', () => {
  it('evaluates the start position and shows the value and the best line', () => {
    const { live, asked } = setup();
    expect(asked()).toMatchObject({ initialFen: START_FEN, moves: [] });
    expect(screen.getByText('Thinking…')).toBeTruthy();
    const evaluation: LiveEvaluation = {
      turn: 'black',
      over: null,
      score: 30,
      mate: null,
      // 11-15 23-19 as engine paths.
      bestLine: [
        { from: 10, to: 14, path: [10, 14], captures: [] },
        { from: 22, to: 18, path: [23, 18], captures: [] },
      ],
      depth: 9,
      final: false,
    };
    live.answer({ type: 'evaluation', id: asked().id, evaluation });
    const engine = screen.getByRole('region', { name: 'Engine' });
    expect(within(engine).getByTestId('evaluation').textContent).toBe('+0.3');
    expect(within(engine).getByText(/Black is better/)).toBeTruthy();
    expect(within(engine).getByText(/Black to move · depth 9/)).toBeTruthy();
    expect(within(engine).getByTestId('best-line').textContent).toMatch(/^1\. \S+ \S+$/);
  });

  it('sets up a position, refusing one that cannot be played, then plays from it by the rules', () => {
    const { asked } = setup();
    click('Edit position');
    expect(screen.getByRole('heading', { name: 'Edit position' })).toBeTruthy();
    click('Clear board');
    click('Done');
    expect(screen.getByRole('alert').textContent).toBe(
      'The board is empty: place at least one piece of each side.',
    );
    // A black king on d4, then red men on e5 and g7 (tapping a square puts the chosen piece).
    fireEvent.click(screen.getByLabelText('Black king'));
    fireEvent.click(square('d4'));
    fireEvent.click(screen.getByLabelText('Red man'));
    fireEvent.click(square('e5'));
    fireEvent.click(square('g7'));
    const fen = screen.getByLabelText<HTMLInputElement>('FEN');
    expect(fen.value).toBe('B:W8,15:BK18');
    // A legal draft is evaluated as it is set up.
    expect(asked()).toMatchObject({ initialFen: 'B:W8,15:BK18', moves: [] });
    // The side to move goes to red and back.
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    expect(fen.value).toBe('W:W8,15:BK18');
    fireEvent.click(screen.getByRole('radio', { name: 'Black' }));
    click('Done');
    expect(screen.getByRole('heading', { name: 'Analysis board' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit position' })).toBe(document.activeElement);

    // The capture is compulsory: a plain step is refused, then the king jumps twice.
    fireEvent.click(square('d4'));
    fireEvent.click(square('c5'));
    expect(screen.getByRole('status').textContent).toBe('Illegal move');
    fireEvent.click(square('f6'));
    expect(asked().moves).toEqual([]);
    fireEvent.click(square('h8'));
    // d4xf6xh8 as engine squares.
    expect(asked().moves).toEqual([[17, 10, 3]]);
    const moves = screen.getByRole('list', { name: 'Moves' });
    expect(within(moves).getAllByRole('button')).toHaveLength(1);
    expect(square('h8').getAttribute('aria-label')).toBe('h8, black king');
  });

  it('starts a new line when another move is played from an earlier point', () => {
    const { asked } = setup();
    fireEvent.click(square('c3'));
    fireEvent.click(square('d4'));
    expect(asked().moves).toEqual([]);
    // Black moves first: b6-a5, then red g3-h4.
    fireEvent.click(square('b6'));
    fireEvent.click(square('a5'));
    fireEvent.click(square('g3'));
    fireEvent.click(square('h4'));
    expect(asked().moves).toEqual([
      [8, 12],
      [23, 19],
    ]);
    click('Previous move');
    expect(asked().moves).toEqual([[8, 12]]);
    fireEvent.click(square('g3'));
    fireEvent.click(square('f4'));
    expect(asked().moves).toEqual([
      [8, 12],
      [23, 18],
    ]);
    expect(screen.getByRole('slider', { name: 'Replay position' }).getAttribute('aria-valuetext')).toBe(
      '2 / 2',
    );
  });

  it('says why a typed FEN cannot be read, loads a good one, and Cancel keeps the position', () => {
    setup();
    click('Edit position');
    const fen = screen.getByLabelText<HTMLInputElement>('FEN');
    fireEvent.change(fen, { target: { value: 'B:W33:B1' } });
    click('Load FEN');
    expect(screen.getByRole('alert').textContent).toMatch(
      /^This FEN cannot be read\. Square 33 does not exist/,
    );
    fireEvent.change(fen, { target: { value: 'B:W:B28' } });
    click('Load FEN');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(square('h2').getAttribute('aria-label')).toBe('h2, black man');
    click('Done');
    expect(screen.getByRole('alert').textContent).toBe('Red has no pieces: place at least one.');
    // A FEN typed and not loaded is taken by Done.
    fireEvent.change(fen, { target: { value: 'W:W21:BK28' } });
    click('Done');
    expect(screen.getByRole('heading', { name: 'Analysis board' })).toBeTruthy();
    expect(square('h2').getAttribute('aria-label')).toBe('h2, black king');
    click('Edit position');
    click('Cancel');
    expect(screen.getByRole('heading', { name: 'Analysis board' })).toBeTruthy();
    expect(square('h2').getAttribute('aria-label')).toBe('h2, black king');
    expect(screen.getByRole('button', { name: 'Edit position' })).toBe(document.activeElement);
    click('Edit position');
    click('Start position');
    expect(square('b6').getAttribute('aria-label')).toBe('b6, black man');
    // Cancel leaves the position as it was.
    click('Cancel');
    expect(square('b6').getAttribute('aria-label')).toBe('b6, empty');
    expect(square('h2').getAttribute('aria-label')).toBe('h2, black king');
  });
});
