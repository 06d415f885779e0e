import { readFileSync } from 'node:fs';
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

  it('evaluates one position a step deeper at a time, each answer with its id', async () => {
    const { scope, posted } = await loadWorker();
    const budget = { stepNodes: 20_000, maxDepth: 3 };
    scope.onmessage!({ data: { type: 'evaluate', id: 7, initialFen: START, moves: [[10, 14]], budget } });
    await until(() => posted.some((m) => m.type === 'evaluation' && m.evaluation.final));
    const answers = posted.map((m) => (m.type === 'evaluation' ? [m.id, m.evaluation.depth] : m.type));
    expect(answers).toEqual([
      [7, 1],
      [7, 2],
      [7, 3],
    ]);
    const last = posted[posted.length - 1]!;
    expect(last.type === 'evaluation' && last.evaluation.turn).toBe('red');
  });

  it('drops a position as soon as a newer one is asked about', async () => {
    const { scope, posted } = await loadWorker();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const budget = { stepNodes: 5_000, maxDepth: 4 };
    scope.onmessage!({ data: { type: 'evaluate', id: 1, initialFen: START, moves: [], budget } });
    scope.onmessage!({ data: { type: 'evaluate', id: 2, initialFen: START, moves: [[10, 14]], budget } });
    vi.runAllTimers();
    const ids = posted.map((m) => (m.type === 'evaluation' ? m.id : m.type));
    // The first request got one step before the second arrived; every later answer is the second's.
    expect(ids).toEqual([1, 2, 2, 2, 2]);
  });

  it('says which request could not be replayed', async () => {
    const { scope, posted } = await loadWorker();
    scope.onmessage!({ data: { type: 'evaluate', id: 3, initialFen: START, moves: [[0, 4]] } });
    expect(posted).toEqual([{ type: 'error', id: 3, message: 'The game could not be replayed.' }]);
  });

  it('fetches the endgame databases for a small position and gives their verdict', async () => {
    // The worker fetches the database files by their asset URLs; here they come from the disk.
    vi.stubGlobal('fetch', async (url: string) => {
      const name = /egdb-\d\.bin/.exec(url)?.[0];
      const file = new URL(`../../../../../../packages/engine/data/egdb/${name}`, import.meta.url);
      const bytes = readFileSync(file);
      return {
        ok: true,
        status: 200,
        arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      };
    });
    const { scope, posted } = await loadWorker();
    const budget = { stepNodes: 20_000, maxDepth: 12 };
    // Two black kings against one red king: a win the search alone cannot prove.
    scope.onmessage!({ data: { type: 'evaluate', id: 1, initialFen: 'B:WK15:BK1,K32', moves: [], budget } });
    await until(() => posted.some((m) => m.type === 'evaluation' && m.evaluation.database !== undefined));
    const known = posted.find((m) => m.type === 'evaluation' && m.evaluation.database !== undefined);
    expect(known).toMatchObject({ id: 1, evaluation: { database: { winner: 'black' } } });
  });
});
