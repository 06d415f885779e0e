// Post-game analysis runs here, off the main thread: a whole game takes seconds of search. One
// position per task, so a 'stop' (or a new 'analyse') is read between positions. A game that gets
// down to EGDB_TRIGGER_PIECES pieces fetches the endgame databases in the background as it starts
// (positions are analysed from the first, so they are usually in before its ending is reached);
// positions searched before they arrive are searched without them.
import { findMove, parseFen, play, type Position } from '@checkers/engine';
import { BROWSER_EGDB_URLS } from '../ai/egdb-files';
import { createEgdbLoader } from '../ai/egdb-loader';
import { startAnalysis, type AnalysisBudget, type AnalysisRun } from './analyse-positions';
import type { PlyEvaluation } from './analysis-model';

/** What the page asks: the game as its initial FEN and each move's path of engine squares. */
export type AnalysisRequest =
  | {
      readonly type: 'analyse';
      readonly initialFen: string;
      readonly moves: readonly (readonly number[])[];
      readonly budget?: AnalysisBudget;
    }
  | { readonly type: 'stop' };

/** What the worker answers: each position's evaluation as it is found, then 'done'. */
export type AnalysisResponse =
  | { readonly type: 'progress'; readonly index: number; readonly evaluation: PlyEvaluation }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisResponse): void;
};

let current: AnalysisRun | null = null;
const egdb = createEgdbLoader({ urls: BROWSER_EGDB_URLS });

/** The game's positions from its move paths; undefined when a move is not legal where it stands. */
function positionsOf(initialFen: string, paths: readonly (readonly number[])[]): Position[] | undefined {
  const start = parseFen(initialFen);
  if (!start.ok) return undefined;
  const positions = [start.value];
  for (const path of paths) {
    const position = positions[positions.length - 1]!;
    const found = findMove(position, path[0]!, path[path.length - 1]!, path);
    if (!found.ok) return undefined;
    positions.push(play(position, found.value));
  }
  return positions;
}

function next(run: AnalysisRun): void {
  if (current !== run) return;
  const evaluation = run.step();
  if (evaluation !== undefined) scope.postMessage({ type: 'progress', index: evaluation.ply, evaluation });
  if (run.done) {
    current = null;
    scope.postMessage({ type: 'done' });
    return;
  }
  setTimeout(() => next(run), 0);
}

scope.onmessage = (event) => {
  const request = event.data;
  current = null;
  if (request.type === 'stop') return;
  const positions = positionsOf(request.initialFen, request.moves);
  if (positions === undefined) {
    scope.postMessage({ type: 'error', message: 'The game could not be replayed.' });
    return;
  }
  // A game never gains pieces: its last position has the fewest.
  void egdb.offer(positions[positions.length - 1]!);
  const run = startAnalysis(positions, {
    ...(request.budget === undefined ? {} : { budget: request.budget }),
    clock: () => performance.now(),
  });
  current = run;
  next(run);
};
