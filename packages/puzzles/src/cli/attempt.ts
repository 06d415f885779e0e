// One goal attempt of the miner: the prover asked which first moves force a goal, within a node
// budget shared by every attempt on the same position, and the shared helpers of mining.
import type { Move, Position } from '@checkers/engine';
import { Prover } from '../goal.js';
import type { PuzzleGoal } from '../puzzle.js';

/** The limits of one proof. */
export const LIMITS = {
  /** Nodes one goal attempt may visit before the candidate is dropped as too deep. */
  maxNodes: 400_000,
  winMoves: 4,
  materialMoves: 3,
  holdDepth: 2,
  defensiveHoldDepth: 3,
  endgamePieces: 6,
} as const;

/** True when two moves take the same path. */
export const samePath = (a: Move, b: Move): boolean =>
  a.path.length === b.path.length && a.path.every((s, i) => s === b.path[i]);
/** Men and kings of both sides. */
export const pieceCount = (p: Position): number => {
  let n = 0;
  for (let b = (p.black | p.red) >>> 0; b !== 0; b &= b - 1) n++;
  return n;
};

/** The result of one goal attempt: the moves that force it, and the work it took. */
export interface Attempt {
  goal: PuzzleGoal;
  prover: Prover;
  solving: Move[];
}

/** Which first moves force `goal`; the nodes it took are added to `budget`. */
export function attempt(goal: PuzzleGoal, start: Position, budget: { nodes: number }): Attempt {
  const prover: Prover = new Prover(goal, start, (): boolean => prover.nodes > LIMITS.maxNodes);
  try {
    return { goal, prover, solving: prover.solvingMoves(start) };
  } finally {
    budget.nodes += prover.nodes;
  }
}
