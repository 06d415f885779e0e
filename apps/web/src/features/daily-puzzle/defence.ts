// The puzzle's opponent: the engine's best defence (the client plays the replies, not the server),
// searched in a Web Worker so the board stays live. `defend` is the search itself.
import { chooseMove, findMove, type Move, type Position } from '@checkers/engine';

/** The search time of one reply. */
export const DEFENCE_TIME_MS = 800;

/** A request: the position to answer and the line's earlier positions. */
export interface DefenceRequest {
  readonly id: number;
  readonly position: Position;
  readonly history: readonly Position[];
}

/** The answer: the reply's path (engine squares), or why there is none. */
export type DefenceResponse =
  | { readonly id: number; readonly ok: true; readonly path: readonly number[] }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** The best defence the engine finds in the budget: its strongest level, never a blunder. */
export function defend(request: DefenceRequest, clock?: () => number, maxDepth?: number): DefenceResponse {
  const choice = chooseMove(request.position, {
    level: 'llama-master',
    seed: 1,
    timeMs: DEFENCE_TIME_MS,
    allowBlunders: false,
    history: request.history,
    ...(clock === undefined ? {} : { clock }),
    ...(maxDepth === undefined ? {} : { maxDepth }),
  });
  return choice.ok
    ? { id: request.id, ok: true, path: choice.value.move.path }
    : { id: request.id, ok: false, message: choice.error.message };
}

/** Asks the worker for replies; one worker for the life of the modal. */
export interface Defence {
  /** The reply to `position`, or null when the engine has none (or the answer was bad). */
  ask(position: Position, history: readonly Position[]): Promise<Move | null>;
  dispose(): void;
}

const startWorker = (): Worker =>
  new Worker(new URL('./defence-worker.ts', import.meta.url), { type: 'module' });

export function createDefence(): Defence {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { position: Position; resolve: (move: Move | null) => void }>();
  const answer = (response: DefenceResponse): void => {
    const entry = waiting.get(response.id);
    if (entry === undefined) return;
    waiting.delete(response.id);
    if (!response.ok) return entry.resolve(null);
    const path = response.path;
    const found = findMove(entry.position, path[0]!, path[path.length - 1]!, path);
    entry.resolve(found.ok ? found.value : null);
  };
  return {
    ask(position, history) {
      const id = ++nextId;
      return new Promise((resolve) => {
        waiting.set(id, { position, resolve });
        const request: DefenceRequest = { id, position, history };
        if (typeof Worker === 'undefined') {
          // No workers (an old browser): the search runs here, a tick later, shallower.
          setTimeout(() => answer(defend(request, () => performance.now(), 8)), 0);
          return;
        }
        worker ??= startWorker();
        worker.onmessage = (event: MessageEvent<DefenceResponse>) => answer(event.data);
        worker.onerror = () => {
          for (const entry of waiting.values()) entry.resolve(null);
          waiting.clear();
        };
        worker.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const entry of waiting.values()) entry.resolve(null);
      waiting.clear();
    },
  };
}
