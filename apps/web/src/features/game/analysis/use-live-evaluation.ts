// The analysis board's running evaluation: the position shown is sent to the analysis worker as
// soon as it changes, and what the worker finds about it comes back a little deeper each time.
// Every request has a number; an answer about an older one (the worker had not yet seen the newer
// request) is dropped, so the board never shows the evaluation of a position it has left. One
// worker serves the board while it is open, and is ended when it closes.
import type { Move } from '@checkers/engine';
import { useEffect, useRef, useState } from 'react';
import type { AnalysisRequest, AnalysisResponse } from './analysis-worker';
import type { LiveBudget, LiveEvaluation } from './live-evaluation';
import type { AnalysisWorkerFactory } from './use-analysis';

/** The position to evaluate: a line's start and the moves played to it. */
export interface LivePosition {
  readonly initialFen: string;
  readonly moves: readonly Move[];
}

export type LiveStatus = 'idle' | 'thinking' | 'done' | 'error';

export interface LiveState {
  readonly status: LiveStatus;
  /** The deepest evaluation of the position so far; null until the first arrives. */
  readonly evaluation: LiveEvaluation | null;
}

const IDLE: LiveState = { status: 'idle', evaluation: null };

const startWorker: AnalysisWorkerFactory = () =>
  new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' });

/**
 * What an answer from the worker does to the state, given the number of the latest request: an
 * answer about an older request changes nothing.
 */
export function liveStateAfter(state: LiveState, latestId: number, message: AnalysisResponse): LiveState {
  if (message.type === 'evaluation') {
    if (message.id !== latestId) return state;
    return { status: message.evaluation.final ? 'done' : 'thinking', evaluation: message.evaluation };
  }
  if (message.type === 'error' && message.id === latestId) return { status: 'error', evaluation: null };
  return state;
}

/** The request, as text: it changes only when the position asked about does. */
const requestKey = (position: LivePosition | null): string | null =>
  position === null
    ? null
    : JSON.stringify({ initialFen: position.initialFen, moves: position.moves.map((m) => m.path) });

/** Evaluates `position` (null: nothing to evaluate, the worker stops) as it changes. */
export function useLiveEvaluation(
  position: LivePosition | null,
  options: { readonly createWorker?: AnalysisWorkerFactory; readonly budget?: LiveBudget } = {},
): LiveState {
  const { createWorker = startWorker, budget } = options;
  const [state, setState] = useState<LiveState>(IDLE);
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const key = requestKey(position);

  useEffect(() => {
    const id = ++latest.current;
    if (key === null) {
      worker.current?.postMessage({ type: 'stop' } satisfies AnalysisRequest);
      setState(IDLE);
      return;
    }
    let current = worker.current;
    if (current === null) {
      try {
        current = createWorker();
      } catch {
        setState({ status: 'error', evaluation: null });
        return;
      }
      const started = current;
      worker.current = started;
      started.onmessage = (event: MessageEvent<AnalysisResponse>) => {
        // The latest number is read when the answer arrives, not when the worker started.
        const message = event.data;
        setState((s) => liveStateAfter(s, latest.current, message));
      };
      started.onerror = () => {
        setState({ status: 'error', evaluation: null });
        started.terminate();
        if (worker.current === started) worker.current = null;
      };
    }
    setState({ status: 'thinking', evaluation: null });
    const { initialFen, moves } = JSON.parse(key) as { initialFen: string; moves: number[][] };
    const request: AnalysisRequest = {
      type: 'evaluate',
      id,
      initialFen,
      moves,
      ...(budget === undefined ? {} : { budget }),
    };
    current.postMessage(request);
  }, [key, budget, createWorker]);

  // Leaving the board ends the worker.
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  return state;
}
