// The engine's analysis runs here, off the main thread: post-game analysis of a whole game ('analyse',
// seconds of search), and the analysis board's evaluation of one position ('evaluate', deepened
// step by step). One position or one step per task, so a 'stop' or a newer request is read between
// them and the older work is dropped. A position of EGDB_TRIGGER_PIECES pieces or fewer fetches the
// endgame databases in the background (for a game, its last position, usually in before its ending
// is analysed); positions searched before they arrive are searched without them, except that the
// position being evaluated starts again once they are in.
import { findMove, gameResultAfter, parseFen, play, type Move, type Position } from '@checkers/engine';
import { BROWSER_EGDB_URLS } from '../ai/egdb-files';
import { createEgdbLoader } from '../ai/egdb-loader';
import { startAnalysis, type AnalysisBudget } from './analyse-positions';
import type { PlyEvaluation } from './analysis-model';
import { startLiveEvaluation, type LiveBudget, type LiveEvaluation } from './live-evaluation';

/** What the page asks: a game (or a line) as its initial FEN and each move's path of engine squares. */
export type AnalysisRequest =
  | {
      readonly type: 'analyse';
      readonly initialFen: string;
      readonly moves: readonly (readonly number[])[];
      readonly budget?: AnalysisBudget;
    }
  | {
      /** The position after `moves`; `id` comes back with every answer about it. */
      readonly type: 'evaluate';
      readonly id: number;
      readonly initialFen: string;
      readonly moves: readonly (readonly number[])[];
      readonly budget?: LiveBudget;
    }
  | { readonly type: 'stop' };

/**
 * What the worker answers: for a game, each position's evaluation as it is found, then 'done'; for
 * a position, each deeper evaluation with the request's id (the last one `final`).
 */
export type AnalysisResponse =
  | { readonly type: 'progress'; readonly index: number; readonly evaluation: PlyEvaluation }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string; readonly id?: number }
  | { readonly type: 'evaluation'; readonly id: number; readonly evaluation: LiveEvaluation };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisResponse): void;
};

/** The work in hand: one task of it at a time. */
interface Job {
  /** Runs one task; false once there is nothing left. */
  next(): boolean;
}

let current: Job | null = null;
const egdb = createEgdbLoader({ urls: BROWSER_EGDB_URLS });

const NOT_REPLAYED = 'The game could not be replayed.';

/** The positions and moves of a line of move paths; undefined when a move is not legal where it stands. */
function lineOf(
  initialFen: string,
  paths: readonly (readonly number[])[],
): { positions: Position[]; moves: Move[] } | undefined {
  const start = parseFen(initialFen);
  if (!start.ok) return undefined;
  const positions = [start.value];
  const moves: Move[] = [];
  for (const path of paths) {
    const position = positions[positions.length - 1]!;
    const found = findMove(position, path[0]!, path[path.length - 1]!, path);
    if (!found.ok) return undefined;
    moves.push(found.value);
    positions.push(play(position, found.value));
  }
  return { positions, moves };
}

function run(job: Job): void {
  if (current !== job) return;
  if (!job.next()) {
    current = null;
    return;
  }
  setTimeout(() => run(job), 0);
}

function start(job: Job): void {
  current = job;
  run(job);
}

function analyseJob(positions: Position[], budget: AnalysisBudget | undefined): Job {
  const analysis = startAnalysis(positions, {
    ...(budget === undefined ? {} : { budget }),
    clock: () => performance.now(),
  });
  return {
    next() {
      const evaluation = analysis.step();
      if (evaluation !== undefined)
        scope.postMessage({ type: 'progress', index: evaluation.ply, evaluation });
      if (!analysis.done) return true;
      scope.postMessage({ type: 'done' });
      return false;
    },
  };
}

type EvaluateRequest = Extract<AnalysisRequest, { type: 'evaluate' }>;

function evaluateJob(request: EvaluateRequest, line: { positions: Position[]; moves: Move[] }): Job {
  const { positions, moves } = line;
  const evaluation = startLiveEvaluation(positions, gameResultAfter(positions[0]!, moves), {
    ...(request.budget === undefined ? {} : { budget: request.budget }),
    clock: () => performance.now(),
  });
  return {
    next() {
      const found = evaluation.step();
      if (found !== undefined) scope.postMessage({ type: 'evaluation', id: request.id, evaluation: found });
      return !evaluation.done;
    },
  };
}

/** The last request: only it may be taken up again when the databases arrive. */
let latest: AnalysisRequest | null = null;
/** The databases' fetch while it runs. */
let loading: Promise<void> | undefined;

scope.onmessage = (event) => {
  const request = event.data;
  latest = request;
  // Whatever was running is dropped: its next task sees it is no longer current.
  current = null;
  if (request.type === 'stop') return;
  const line = lineOf(request.initialFen, request.moves);
  if (line === undefined) {
    scope.postMessage({
      type: 'error',
      message: NOT_REPLAYED,
      ...(request.type === 'evaluate' ? { id: request.id } : {}),
    });
    return;
  }
  // A game never gains pieces: its last position has the fewest.
  const started = egdb.offer(line.positions[line.positions.length - 1]!);
  if (started !== undefined) {
    loading = started;
    void started.then(() => {
      if (loading === started) loading = undefined;
    });
  }
  if (request.type === 'analyse') {
    start(analyseJob(line.positions, request.budget));
    return;
  }
  start(evaluateJob(request, line));
  // Once the databases are in (fetched for this position or an earlier one), the position still
  // asked about is evaluated again with them.
  void loading?.then(() => {
    if (latest === request) start(evaluateJob(request, line));
  });
};
