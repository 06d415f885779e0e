// @vitest-environment jsdom
import { START_FEN, START_POSITION, legalMoves } from '@checkers/engine';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisRequest, AnalysisResponse } from './analysis-worker';
import type { LiveEvaluation } from './live-evaluation';
import { liveStateAfter, useLiveEvaluation, type LivePosition } from './use-live-evaluation';

afterEach(cleanup);

/** A stand-in for the Web Worker: records requests, and lets the test answer. */
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

const evaluation = (depth: number, final = false): LiveEvaluation => ({
  turn: 'black',
  over: null,
  score: 20 * depth,
  mate: null,
  bestLine: [],
  depth,
  final,
});

function setup() {
  const workers: FakeWorker[] = [];
  const createWorker = () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  };
  const start: LivePosition = { initialFen: START_FEN, moves: [] };
  const hook = renderHook(
    ({ position }: { position: LivePosition | null }) => useLiveEvaluation(position, { createWorker }),
    { initialProps: { position: start } as { position: LivePosition | null } },
  );
  return { hook, workers, start };
}

describe('useLiveEvaluation', () => {
  it('asks about each new position with a new number, on one worker', () => {
    const { hook, workers, start } = setup();
    expect(workers).toHaveLength(1);
    const [first] = legalMoves(START_POSITION);
    hook.rerender({ position: { initialFen: START_FEN, moves: [first!] } });
    // The same position again asks nothing.
    hook.rerender({ position: { initialFen: START_FEN, moves: [first!] } });
    expect(workers).toHaveLength(1);
    expect(workers[0]!.requests).toEqual([
      { type: 'evaluate', id: 1, initialFen: start.initialFen, moves: [] },
      { type: 'evaluate', id: 2, initialFen: START_FEN, moves: [first!.path] },
    ]);
    hook.rerender({ position: null });
    expect(workers[0]!.requests[2]).toEqual({ type: 'stop' });
    expect(hook.result.current.status).toBe('idle');
    hook.unmount();
    expect(workers[0]!.terminate).toHaveBeenCalled();
  });

  it('shows each deeper answer, and drops an answer about a position left behind', () => {
    const { hook, workers } = setup();
    const worker = workers[0]!;
    expect(hook.result.current).toEqual({ status: 'thinking', evaluation: null });
    worker.answer({ type: 'evaluation', id: 1, evaluation: evaluation(1) });
    expect(hook.result.current).toEqual({ status: 'thinking', evaluation: evaluation(1) });
    const [first] = legalMoves(START_POSITION);
    hook.rerender({ position: { initialFen: START_FEN, moves: [first!] } });
    expect(hook.result.current).toEqual({ status: 'thinking', evaluation: null });
    // The worker had not yet read the newer request: its answer about the old one is stale.
    worker.answer({ type: 'evaluation', id: 1, evaluation: evaluation(2) });
    expect(hook.result.current).toEqual({ status: 'thinking', evaluation: null });
    worker.answer({ type: 'evaluation', id: 2, evaluation: evaluation(6, true) });
    expect(hook.result.current).toEqual({ status: 'done', evaluation: evaluation(6, true) });
  });

  it('reads an error about the latest request as an error, an older one as nothing', () => {
    const state = { status: 'thinking' as const, evaluation: null };
    expect(liveStateAfter(state, 4, { type: 'error', id: 3, message: 'x' })).toBe(state);
    expect(liveStateAfter(state, 4, { type: 'error', id: 4, message: 'x' })).toEqual({
      status: 'error',
      evaluation: null,
    });
    expect(liveStateAfter(state, 4, { type: 'done' })).toBe(state);
  });
});
