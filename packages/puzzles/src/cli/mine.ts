// Turning a self-play position into a proven puzzle: find the goal the side to move can force,
// insist that exactly one first move forces it, build the main line against the best defence, and
// describe it (type, difficulty, title, hints). Everything here is a function of the position.
import { MATE_BOUND, isEgdbScore, legalMoves, play, type Position } from '@checkers/engine';
import { ProofAborted, materialLead } from '../goal.js';
import type { PuzzleGoal } from '../puzzle.js';
import { LIMITS, attempt, pieceCount, samePath, type Attempt } from './attempt.js';
import { describe, type MinedPuzzle } from './describe-puzzle.js';

export { LIMITS, pieceCount, type MinedPuzzle };

/** Why a candidate was dropped. */
export type DropReason = 'not-unique' | 'not-proved' | 'too-deep' | 'no-shot';

/** A search hint used by the self-play filter: how the engine saw the position. */
export interface EngineView {
  /** The search's score for the side to move: points, MATE - n, or EGDB_WIN - n (a database win). */
  readonly score: number;
  /** Root moves the search scored within its window of the best. */
  readonly exactMoves: number;
  /**
   * When the databases called the position won: the score of a search without them, which may
   * prove the forced win (MATE - n) that the database look-ups hid (selfplay.ts).
   */
  readonly plainScore?: number;
}

/** A win the search proved to the end of the game (MATE - n), not read from the databases. */
export const isForcedWin = (score: number): boolean => score > MATE_BOUND && !isEgdbScore(score);
/** A position the endgame databases call won for the side to move (EGDB_WIN - n). */
export const isDatabaseWin = (score: number): boolean => score > 0 && isEgdbScore(score);

/**
 * The goals worth trying for the side to move, smallest first. A 'win' goal (leave the opponent
 * without a move within n moves) is tried on a forced win the search proved, or in an endgame the
 * side is winning: by the evaluation, or by the databases. A database win elsewhere is a won
 * ending, not a forced win: it is not a 'win' candidate, only a 'material' one like any large
 * lead. (The prover decides every goal for itself; this only picks what to try.)
 */
export function candidateGoals(start: Position, view: EngineView): PuzzleGoal[] {
  const legal = legalMoves(start);
  if (legal.length < 2) return [];
  const quiet = legal[0]!.captures.length === 0;
  const leadNow = materialLead(start, start.turn) * 100;
  const forced = isForcedWin(view.score) || (view.plainScore !== undefined && isForcedWin(view.plainScore));
  const endgame = pieceCount(start) <= LIMITS.endgamePieces;
  const goals: PuzzleGoal[] = [];
  if (forced || (endgame && (isDatabaseWin(view.score) || view.score - leadNow >= 150))) {
    for (let n = 1; n <= LIMITS.winMoves; n++) goals.push({ kind: 'win', moves: n });
  }
  if (quiet && view.score - leadNow >= 70) {
    for (let n = 1; n <= LIMITS.materialMoves; n++) {
      goals.push({ kind: 'material', moves: n, gain: 1, holdDepth: LIMITS.holdDepth });
    }
  } else if (Math.abs(view.score - leadNow) < 60 && view.exactMoves === 1 && legal.length >= 3) {
    goals.push({ kind: 'hold', moves: 1, holdDepth: LIMITS.defensiveHoldDepth });
  }
  return goals;
}

/** Tries every goal that fits the engine's view, smallest first; the first unique proof wins. */
export function mine(
  start: Position,
  view: EngineView,
  source: string,
  clock: () => number,
): { puzzle: MinedPuzzle } | { dropped: DropReason } | null {
  const goals = candidateGoals(start, view);
  if (goals.length === 0) return null;
  const started = clock();
  const budget = { nodes: 0 };
  let dropped: DropReason = 'not-proved';
  for (const goal of goals) {
    let found: Attempt;
    try {
      found = attempt(goal, start, budget);
    } catch (error) {
      if (error instanceof ProofAborted) return { dropped: 'too-deep' };
      throw error;
    }
    if (found.solving.length === 0) continue;
    if (found.solving.length > 1) {
      dropped = 'not-unique';
      // A larger gain may single one move out: try it before giving up on this depth.
      if (goal.kind !== 'material') break;
    }
    if (goal.kind === 'material') {
      try {
        found = raiseGain(found, start, budget);
      } catch (error) {
        if (error instanceof ProofAborted) return { dropped: 'too-deep' };
        throw error;
      }
      if (found.solving.length !== 1) break;
    }
    if (goal.kind === 'hold' && !wrongMovesLose(start, found)) return { dropped: 'not-proved' };
    const puzzle = describe(start, found, source, budget.nodes, Math.round(clock() - started));
    // A material goal met by crowning alone is no shot: the main line must take more than it gives.
    if (goal.kind === 'material' && netCaptures(puzzle.solution) < 1) return { dropped: 'no-shot' };
    return { puzzle };
  }
  return { dropped };
}

/** Pieces the solver takes minus pieces it gives along a main line (paths of square names). */
function netCaptures(line: MinedPuzzle['solution']): number {
  const jumps = (path: readonly string[]): number =>
    path.length === 2 && Math.abs(path[0]!.charCodeAt(0) - path[1]!.charCodeAt(0)) === 1
      ? 0
      : path.length - 1;
  return line.reduce((n, path, i) => n + (i % 2 === 0 ? jumps(path) : -jumps(path)), 0);
}

/** The largest gain (up to three men) that the solving moves still force at the same depth. */
function raiseGain(found: Attempt, start: Position, budget: { nodes: number }): Attempt {
  const base = found.goal as Extract<PuzzleGoal, { kind: 'material' }>;
  let best = found;
  for (const gain of [1.5, 2, 2.5, 3]) {
    const next = attempt({ ...base, gain }, start, budget);
    if (next.solving.length === 0) break;
    best = next;
  }
  return best;
}

/** A defensive puzzle needs every other move to lose material (to a stricter hold than the goal's). */
function wrongMovesLose(start: Position, found: Attempt): boolean {
  return legalMoves(start).every(
    (m) => samePath(m, found.solving[0]!) || !found.prover.afterSolverMove(play(start, m), 0),
  );
}
