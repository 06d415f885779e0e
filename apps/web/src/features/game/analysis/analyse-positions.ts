// Evaluates the positions of a game one after another with the engine's search. Pure and
// synchronous per position, so Node tests run it as is; the worker calls `step` once per task so
// that a 'stop' message gets through between positions.
import {
  MATE_BOUND,
  TranspositionTable,
  isEgdbScore,
  legalMoves,
  play,
  search,
  type Move,
  type Position,
} from '@checkers/engine';
import { blackView, type PlyEvaluation } from './analysis-model';

/** What one position may cost: whichever of the limits comes first ends its search. */
export interface AnalysisBudget {
  readonly maxNodes: number;
  /** Milliseconds per position; only applies with a clock. */
  readonly timeMs?: number;
  readonly maxDepth?: number;
}

/**
 * A whole 80-ply game in about 12 s at worst (80 x 150 ms), whatever the device. Measured in Node on
 * a shared 2-core Xeon: 0.5-1.1 M nodes/s depending on load, so 150 k nodes took 125-140 ms per
 * position (median), depth 14, and an 80-ply game 9.8-10.5 s. A slower phone core hits the 150 ms
 * cap first and searches a little shallower.
 */
export const DEFAULT_BUDGET: AnalysisBudget = { maxNodes: 150_000, timeMs: 150 };

export interface AnalyseOptions {
  readonly budget?: AnalysisBudget;
  /** Milliseconds now (performance.now in the browser); without it only the node budget applies. */
  readonly clock?: () => number;
  /** log2 of the shared table's size; 2^18 entries keep it to a few megabytes. */
  readonly hashBits?: number;
}

/** One analysis in progress: `step` evaluates the next position, `done` says when all are. */
export interface AnalysisRun {
  step(): PlyEvaluation | undefined;
  readonly done: boolean;
}

/** Starts evaluating `positions` (the game's, in order) from the first. */
export function startAnalysis(positions: readonly Position[], options: AnalyseOptions = {}): AnalysisRun {
  const budget = options.budget ?? DEFAULT_BUDGET;
  // One table for the whole game: consecutive positions share most of their trees, so each search
  // starts from what the previous one learned and the evaluations agree with each other.
  const table = new TranspositionTable(options.hashBits ?? 18);
  let index = 0;
  return {
    get done() {
      return index >= positions.length;
    },
    step() {
      if (index >= positions.length) return undefined;
      const ply = index++;
      return evaluatePosition(positions, ply, budget, table, options.clock);
    },
  };
}

/**
 * Evaluates position `ply` of `positions` (the earlier ones are its history, for repetitions) within
 * `budget`, sharing `table`.
 */
export function evaluatePosition(
  positions: readonly Position[],
  ply: number,
  budget: AnalysisBudget,
  table: TranspositionTable,
  clock: (() => number) | undefined,
): PlyEvaluation {
  const position = positions[ply]!;
  const moves = legalMoves(position);
  const searchOf = (root: Position, history: readonly Position[]) =>
    search(root, {
      table,
      history,
      maxNodes: budget.maxNodes,
      ...(budget.maxDepth === undefined ? {} : { maxDepth: budget.maxDepth }),
      ...(clock === undefined || budget.timeMs === undefined ? {} : { clock, timeMs: budget.timeMs }),
    });
  const only = moves.length === 1 ? moves[0]! : undefined;
  let found: { score: number; move: Move | null; pv: readonly Move[]; depth: number };
  if (only === undefined) {
    // No legal move: search answers -MATE, the side to move has lost, whatever the budget.
    found = searchOf(position, positions.slice(0, ply));
  } else {
    // The engine looks only two plies ahead from a forced move, too shallow to judge the move that
    // forced it (a capture offered, the exchange after it). Its score is the reply position's.
    const child = searchOf(play(position, only), positions.slice(0, ply + 1));
    found = { score: parentScore(child.score), move: only, pv: [only, ...child.pv], depth: child.depth + 1 };
  }
  return {
    ply,
    turn: position.turn,
    options: moves.length,
    ...blackView(position.turn, found.score),
    bestMove: found.move,
    bestLine: found.pv,
    depth: found.depth,
  };
}

/**
 * A child's score seen one ply up: negated, and a forced win (MATE - n) or a database win
 * (EGDB_WIN - n) one ply further away, n + 1. A database win stays one even at the end of its range.
 */
export function parentScore(childScore: number): number {
  const score = -childScore;
  if (Math.abs(score) <= MATE_BOUND) return score;
  const further = score - Math.sign(score);
  return isEgdbScore(score) && !isEgdbScore(further) ? score : further;
}

/** Evaluates every position, reporting each as it is done. */
export function analysePositions(
  positions: readonly Position[],
  options: AnalyseOptions = {},
  onProgress?: (evaluation: PlyEvaluation, index: number) => void,
): PlyEvaluation[] {
  const run = startAnalysis(positions, options);
  const evaluations: PlyEvaluation[] = [];
  for (let e = run.step(); e !== undefined; e = run.step()) {
    evaluations.push(e);
    onProgress?.(e, e.ply);
  }
  return evaluations;
}
