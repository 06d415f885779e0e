// Runs the post-game analysis in its worker and keeps what it found. Nothing leaves the browser.
// The worker starts only on `start()`, and is ended on `stop()`, on unmount, or when the game
// changes (a rematch, another game picked): its answers would belong to a game no longer shown.
import type { Move } from '@checkers/engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnalysisBudget } from './analyse-positions';
import { judgeMoves, type MoveJudgement, type PlyEvaluation } from './analysis-model';
import type { AnalysisRequest, AnalysisResponse } from './analysis-worker';

export type AnalysisStatus = 'idle' | 'running' | 'done' | 'error';

export interface Analysis {
  readonly status: AnalysisStatus;
  /** Evaluations found so far, by ply (the worker goes in order, so this fills from ply 0). */
  readonly evaluations: readonly PlyEvaluation[];
  readonly judgements: readonly MoveJudgement[];
  /** Share of the game's positions evaluated, 0..1. */
  readonly progress: number;
  start(): void;
  stop(): void;
}

export interface AnalysisGame {
  readonly initialFen: string;
  readonly moves: readonly Move[];
}

/** Starts the worker; tests hand in a fake. */
export type AnalysisWorkerFactory = () => Worker;

const startWorker: AnalysisWorkerFactory = () =>
  new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' });

const NONE: readonly PlyEvaluation[] = [];

interface RunState {
  readonly key: string;
  readonly status: AnalysisStatus;
  readonly evaluations: readonly PlyEvaluation[];
}

const keyOf = (game: AnalysisGame): string =>
  `${game.initialFen}|${game.moves.map((m) => m.path.join('-')).join(',')}`;

export function useAnalysis(
  game: AnalysisGame,
  options: { budget?: AnalysisBudget; createWorker?: AnalysisWorkerFactory } = {},
): Analysis {
  const { budget, createWorker = startWorker } = options;
  const key = keyOf(game);
  const [run, setRun] = useState<RunState>({ key, status: 'idle', evaluations: NONE });
  const worker = useRef<Worker | null>(null);
  const { initialFen, moves } = game;

  const end = useCallback((): void => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  // A state kept for another game is not this game's: it reads as idle until started again.
  const current: RunState = run.key === key ? run : { key, status: 'idle', evaluations: NONE };

  const start = useCallback((): void => {
    end();
    const runKey = keyOf({ initialFen, moves });
    let started: Worker;
    try {
      started = createWorker();
    } catch {
      setRun({ key: runKey, status: 'error', evaluations: [] });
      return;
    }
    worker.current = started;
    setRun({ key: runKey, status: 'running', evaluations: [] });
    // Only the worker still in charge may change the state (checked now: updaters run later).
    const update = (change: (state: RunState) => RunState): void => {
      if (worker.current !== started) return;
      setRun((state) => (state.key === runKey ? change(state) : state));
    };
    started.onmessage = (event: MessageEvent<AnalysisResponse>) => {
      const message = event.data;
      if (message.type === 'progress') {
        update((s) => ({ ...s, evaluations: [...s.evaluations, message.evaluation] }));
      } else {
        update((s) => ({ ...s, status: message.type === 'done' ? 'done' : 'error' }));
        if (worker.current === started) end();
      }
    };
    started.onerror = () => {
      update((s) => ({ ...s, status: 'error' }));
      if (worker.current === started) end();
    };
    const request: AnalysisRequest = {
      type: 'analyse',
      initialFen,
      moves: moves.map((m) => m.path),
      ...(budget === undefined ? {} : { budget }),
    };
    started.postMessage(request);
  }, [initialFen, moves, budget, createWorker, end]);

  const stop = useCallback((): void => {
    end();
    setRun((state) => (state.status === 'running' ? { ...state, status: 'idle' } : state));
  }, [end]);

  // A new game, or leaving: the worker's answers are no longer wanted.
  useEffect(() => end, [key, end]);

  const judgements = useMemo(() => judgeMoves(current.evaluations, moves), [current.evaluations, moves]);
  return {
    status: current.status,
    evaluations: current.evaluations,
    judgements,
    progress: Math.min(1, current.evaluations.length / (moves.length + 1)),
    start,
    stop,
  };
}
