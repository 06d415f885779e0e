// The defending side's reply on the puzzle board: the one that best resists the goal. A reply that
// leaves the goal out of reach is best; otherwise the one that holds it off the longest; ties go to
// the engine's search.
import { legalMoves, play, search, type Move, type Position } from '@checkers/engine';
import { ProofAborted, Prover, startOf } from './goal.js';
import type { PuzzleSetup } from './puzzle.js';

/** Default thinking budget of `defenceFor`, in milliseconds. */
export const DEFENCE_BUDGET_MS = 300;

/**
 * A strong reply for the defending side at `position` (its side to move). The reply is scored by
 * how many of the solver's possible remaining budgets (0 to moves - 1) it defeats; the best scored
 * replies are ordered by an engine search. Throws when the defence has no legal move.
 */
export function defenceFor(
  puzzle: PuzzleSetup,
  position: Position,
  clock: () => number,
  budgetMs: number = DEFENCE_BUDGET_MS,
): Move {
  const replies = legalMoves(position);
  if (replies.length === 0) throw new Error('defenceFor: the defence has no legal move');
  if (replies.length === 1) return replies[0]!;
  const started = clock();
  const deadline = started + budgetMs * 0.6;
  let best = replies;
  try {
    const prover = new Prover(puzzle.goal, startOf(puzzle), () => clock() > deadline);
    const scores = replies.map((reply) => {
      const after = play(position, reply);
      let escaped = 0;
      for (let remaining = 0; remaining < puzzle.goal.moves; remaining++) {
        if (!prover.canForce(after, remaining)) escaped++;
      }
      return escaped;
    });
    const top = Math.max(...scores);
    best = replies.filter((_, i) => scores[i] === top);
  } catch (error) {
    if (!(error instanceof ProofAborted)) throw error;
  }
  if (best.length === 1) return best[0]!;
  const left = Math.max(1, started + budgetMs - clock());
  const result = search(position, { clock, timeMs: left, maxDepth: 20, maxNodes: 400_000, rootWindow: 1000 });
  for (const scored of result.rootMoves) {
    const chosen = best.find(
      (m) => m.path.every((s, j) => s === scored.move.path[j]) && m.path.length === scored.move.path.length,
    );
    if (chosen !== undefined) return chosen;
  }
  return best[0]!;
}
