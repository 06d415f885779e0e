import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisRequest, AnalysisResponse } from './analysis-worker';

interface Scope {
  onmessage: ((event: { data: AnalysisRequest }) => void) | null;
  postMessage(message: AnalysisResponse): void;
}

/** Loads the worker module against a fake `self` and returns what it posts. */
async function loadWorker(): Promise<{ scope: Scope; posted: AnalysisResponse[] }> {
  const posted: AnalysisResponse[] = [];
  const scope: Scope = { onmessage: null, postMessage: (message) => posted.push(message) };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('./analysis-worker');
  return { scope, posted };
}

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const START = 'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';

describe('analysis worker', () => {
  it('posts each position in order, then done', async () => {
    const { scope, posted } = await loadWorker();
    // 11-15 (squares 10-14), 23-19 (22-18) as paths of engine squares.
    const moves = [
      [10, 14],
      [22, 18],
    ];
    scope.onmessage!({ data: { type: 'analyse', initialFen: START, moves, budget: { maxNodes: 5_000 } } });
    await until(() => posted.some((m) => m.type === 'done'));
    expect(posted.map((m) => (m.type === 'progress' ? m.index : m.type))).toEqual([0, 1, 2, 'done']);
  });

  it('stops between positions', async () => {
    const { scope, posted } = await loadWorker();
    const moves = [
      [10, 14],
      [22, 18],
    ];
    // The worker's own tasks run when the test says, so the one it leaves behind is seen to run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scope.onmessage!({ data: { type: 'analyse', initialFen: START, moves, budget: { maxNodes: 5_000 } } });
    expect(vi.getTimerCount()).toBe(1);
    scope.onmessage!({ data: { type: 'stop' } });
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);
    expect(posted.map((m) => m.type)).toEqual(['progress']);
  });

  it('refuses a game that cannot be replayed', async () => {
    const { scope, posted } = await loadWorker();
    scope.onmessage!({ data: { type: 'analyse', initialFen: START, moves: [[0, 4]] } });
    expect(posted).toEqual([{ type: 'error', message: 'The game could not be replayed.' }]);
  });
});
