// Checking a submitted line: single board steps grouped into whole moves, then the line judged
// against the goal (every solver move must keep the goal reachable, any defence is fine, and the
// goal must be reached within the puzzle's solver moves).
import { followPath, legalMoves, play, type Move, type Position, type Square } from '@checkers/engine';
import { Prover, startOf } from './goal.js';
import type { PuzzleSetup } from './puzzle.js';
import { rowColToSquare, type RC } from './squares.js';

/** One board step as a UI sends it: a plain move or a single jump. */
export interface Step {
  readonly from: RC;
  readonly to: RC;
}

/**
 * Groups single steps (plain moves or single jumps) into whole legal moves from `start`; or the
 * index of the first step that is illegal (or of the last step, when a capture is left unfinished).
 */
export function stepsToMoves(
  start: Position,
  steps: readonly Step[],
): { ok: true; moves: Move[] } | { ok: false; at: number; reason: string } {
  const moves: Move[] = [];
  let pos = start;
  let path: Square[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const from = rowColToSquare(step.from);
    const to = rowColToSquare(step.to);
    if (from === undefined || to === undefined) {
      return { ok: false, at: i, reason: 'A step must go between dark squares of the board.' };
    }
    if (path.length > 0 && from !== path[path.length - 1]) {
      return { ok: false, at: i, reason: 'The capture must go on with the same piece.' };
    }
    const next = path.length === 0 ? [from, to] : [...path, to];
    const progress = followPath(pos, next);
    if (!progress.ok) return { ok: false, at: i, reason: progress.error.message };
    if (progress.value.complete !== undefined) {
      moves.push(progress.value.complete);
      pos = play(pos, progress.value.complete);
      path = [];
    } else path = next;
  }
  if (path.length > 0) {
    return { ok: false, at: steps.length - 1, reason: 'The capture is not finished: it must go on.' };
  }
  return { ok: true, moves };
}

/** What `judgeLine` found. */
export interface Judgement {
  readonly solved: boolean;
  /** Why not, when not solved. */
  readonly reason?: string;
  /** Solver moves in the line (those judged). */
  readonly solverMoves: number;
  /** The solver move (1 first) that let the goal out of reach, when one did. */
  readonly wrongMove?: number;
}

/**
 * Judges a whole legal line (solver first, alternating) against the goal: solved when the goal is
 * reached within the puzzle's solver moves, each solver move keeping it reachable. Moves after the
 * goal is reached are not judged. Throws on an illegal move (stepsToMoves checks them first).
 */
export function judgeLine(puzzle: PuzzleSetup, moves: readonly Move[]): Judgement {
  const start = startOf(puzzle);
  const prover = new Prover(puzzle.goal, start);
  const limit = puzzle.goal.moves;
  let pos = start;
  let solverMoves = 0;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    if (
      !legalMoves(pos).some(
        (m) => m.path.length === move.path.length && m.path.every((s, j) => s === move.path[j]),
      )
    ) {
      throw new Error(`judgeLine: move ${i + 1} is not legal`);
    }
    pos = play(pos, move);
    if (i % 2 === 0) {
      solverMoves++;
      if (solverMoves > limit) {
        return {
          solved: false,
          reason: `The goal was not reached within ${limit} moves.`,
          solverMoves: limit,
        };
      }
      if (!prover.afterSolverMove(pos, limit - solverMoves)) {
        return {
          solved: false,
          reason: `Move ${solverMoves} lets the opponent escape.`,
          solverMoves,
          wrongMove: solverMoves,
        };
      }
      if (legalMoves(pos).length === 0) return { solved: true, solverMoves };
    } else if (prover.checkpoint(pos, limit - solverMoves)) {
      return { solved: true, solverMoves };
    }
  }
  // A line ending on a solver move is solved when every reply would reach the goal at once.
  if (moves.length % 2 === 1) {
    const remaining = limit - solverMoves;
    const replies = legalMoves(pos);
    if (replies.every((reply) => prover.checkpoint(play(pos, reply), remaining))) {
      return { solved: true, solverMoves };
    }
  }
  return {
    solved: false,
    reason: solverMoves === 0 ? 'No move was played.' : 'The goal is not reached yet: play on.',
    solverMoves,
  };
}
