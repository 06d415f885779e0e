// Turning a self-play position into a proven puzzle: find the goal the side to move can force,
// insist that exactly one first move forces it, build the main line against the best defence, and
// describe it (type, difficulty, title, hints). Everything here is a function of the position.
import {
  MATE_BOUND,
  crowned,
  isEgdbScore,
  legalMoves,
  makeFen,
  makeSquare,
  play,
  search,
  type Move,
  type Position,
} from '@checkers/engine';
import { ProofAborted, Prover, materialLead } from '../goal.js';
import type { BankPuzzle, Difficulty, PuzzleGoal, PuzzleType } from '../puzzle.js';

/** A proven puzzle before it gets its id. */
export type MinedPuzzle = Omit<BankPuzzle, 'id'>;

/** Why a candidate was dropped. */
export type DropReason = 'not-unique' | 'not-proved' | 'too-deep' | 'no-shot';

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

const samePath = (a: Move, b: Move): boolean =>
  a.path.length === b.path.length && a.path.every((s, i) => s === b.path[i]);
const pathText = (m: Move): string[] => m.path.map(makeSquare);
const moveText = (m: Move): string => m.path.map(makeSquare).join(m.captures.length > 0 ? 'x' : '-');
/** Men and kings of both sides. */
export const pieceCount = (p: Position): number => {
  let n = 0;
  for (let b = (p.black | p.red) >>> 0; b !== 0; b &= b - 1) n++;
  return n;
};
const sideName = (c: string): string => (c === 'red' ? 'Red' : 'Black');
const other = (c: string): string => (c === 'red' ? 'Black' : 'Red');

/** The result of one goal attempt: the moves that force it, and the work it took. */
interface Attempt {
  goal: PuzzleGoal;
  prover: Prover;
  solving: Move[];
}

function attempt(goal: PuzzleGoal, start: Position, budget: { nodes: number }): Attempt {
  const prover: Prover = new Prover(goal, start, (): boolean => prover.nodes > LIMITS.maxNodes);
  try {
    return { goal, prover, solving: prover.solvingMoves(start) };
  } finally {
    budget.nodes += prover.nodes;
  }
}

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

/** How many more solver moves the goal needs at a checkpoint (Infinity when out of reach). */
function movesNeeded(prover: Prover, pos: Position, remaining: number): number {
  for (let b = 0; b <= remaining; b++) if (prover.canForce(pos, b)) return b;
  return Infinity;
}

/** The main line: the unique first move, the defence that holds out longest, the quickest follow-ups. */
function mainLine(start: Position, found: Attempt): Move[] {
  const { prover, goal } = found;
  const line: Move[] = [];
  let pos = start;
  let remaining = goal.moves;
  let move: Move | undefined = found.solving[0]!;
  while (move !== undefined) {
    line.push(move);
    pos = play(pos, move);
    remaining--;
    const replies = legalMoves(pos);
    if (replies.length === 0) break;
    const scored = replies.map((r) => ({ r, need: movesNeeded(prover, play(pos, r), remaining) }));
    const worst = Math.max(...scored.map((s) => s.need));
    const candidates = scored.filter((s) => s.need === worst).map((s) => s.r);
    const reply = candidates.length === 1 ? candidates[0]! : engineChoice(pos, candidates);
    line.push(reply);
    pos = play(pos, reply);
    if (prover.checkpoint(pos, remaining)) break;
    const options = legalMoves(pos).filter((m) => prover.afterSolverMove(play(pos, m), remaining - 1));
    move = options.sort((a, b) => b.captures.length - a.captures.length)[0];
  }
  return line;
}

function engineChoice(pos: Position, candidates: Move[]): Move {
  const result = search(pos, { maxNodes: 50_000, maxDepth: 10, rootWindow: 1000 });
  for (const scored of result.rootMoves) {
    const hit = candidates.find((c) => samePath(c, scored.move));
    if (hit !== undefined) return hit;
  }
  return candidates[0]!;
}

/** Wrong first moves that look right: a capture, a crowning, or a move no reply punishes at once. */
function temptingMoves(start: Position, solution: Move): number {
  return legalMoves(start).filter((m) => {
    if (samePath(m, solution)) return false;
    if (m.captures.length > 0 || crowned(start, m)) return true;
    const after = play(start, m);
    return legalMoves(after).every((r) => r.captures.length === 0);
  }).length;
}

/** A named motif of the main line, if one shows. */
function motifOf(start: Position, line: readonly Move[]): { name: string; hint: string } | undefined {
  const solverMoves = line.filter((_, i) => i % 2 === 0);
  const given = line.filter((_, i) => i % 2 === 1).reduce((n, m) => n + m.captures.length, 0);
  const taken = solverMoves.reduce((n, m) => n + m.captures.length, 0);
  const first = line[0]!;
  if (first.captures.length === 0 && given > 0 && taken > given) {
    const words = ['', 'one', 'two', 'three', 'four', 'five'];
    const name = `${words[Math.min(taken, 5)]!}-for-${words[Math.min(given, 5)]!}`;
    const cap = name[0]!.toUpperCase() + name.slice(1);
    return {
      name: `${cap} shot`,
      hint: `${cap}: give ${words[given]!}, take ${words[Math.min(taken, 5)]!}.`,
    };
  }
  if (first.captures.length === 0) {
    const after = play(start, first);
    const flipped: Position = { ...after, turn: start.turn };
    const threats = new Set(
      legalMoves(flipped)
        .filter((m) => m.from === first.to && m.captures.length > 0)
        .map((m) => m.captures[0]),
    );
    if (threats.size >= 2) {
      const king = (start.kings & (1 << first.from)) !== 0;
      return king
        ? { name: 'The breeches', hint: 'A king between two pieces can take one or the other.' }
        : { name: 'Fork', hint: 'One piece can threaten two at once.' };
    }
  }
  if (solverMoves.some((m, i) => m.captures.length >= 2 && crownsOnPath(line, i))) {
    return { name: 'Shot to the king row', hint: 'The jump ends on the king row.' };
  }
  return undefined;
}

function crownsOnPath(line: readonly Move[], solverIndex: number): boolean {
  const m = line[solverIndex * 2]!;
  const row = m.to >> 2;
  return row === 0 || row === 7;
}

/** Type, difficulty, texts and proof figures of a proven puzzle. */
function describe(start: Position, found: Attempt, source: string, nodes: number, ms: number): MinedPuzzle {
  const { goal } = found;
  const solution = found.solving[0]!;
  const line = mainLine(start, found);
  const legal = legalMoves(start).length;
  const tempting = temptingMoves(start, solution);
  const motif = goal.kind === 'material' ? motifOf(start, line) : undefined;
  const sacrifice = solution.captures.length === 0 && (line[1]?.captures.length ?? 0) > 0;
  const count = pieceCount(start);
  // Difficulty: the proof's depth in solver moves, plus what makes the first move hard to see (a
  // sacrifice, several tempting wrong moves, a crowded choice).
  const raw =
    (goal.kind === 'hold' ? 1 : goal.moves - 1) +
    (sacrifice ? 1 : 0) +
    (tempting >= 4 ? 1 : 0) +
    (legal >= 10 ? 1 : 0);
  let difficulty = Math.max(1, Math.min(5, raw)) as Difficulty;
  let type: PuzzleType;
  if (goal.kind === 'hold') type = 'defensive';
  else if (count <= LIMITS.endgamePieces) type = 'endgame';
  else if (goal.kind === 'win') type = 'mate_in_n';
  else if (difficulty <= 2 && goal.moves <= 2) type = 'speed';
  else if (motif !== undefined) type = 'pattern';
  else type = 'tactics';
  if (type === 'speed') difficulty = Math.min(difficulty, 2) as Difficulty;

  const me = sideName(start.turn);
  const them = other(start.turn);
  const piece = makeSquare(solution.from);
  const movesWord = (n: number): string => `${n} move${n === 1 ? '' : 's'}`;
  const points = (g: number): string => (g === 1 ? 'a man' : `${g} points of material`);
  // (Material counts a man 1 and a king 1.5, so a gain may mix captures and crownings.)
  let title: string;
  let description: string;
  let goalText: string;
  const hints: string[] = [];
  switch (goal.kind) {
    case 'win':
      title = type === 'endgame' ? `Endgame: finish it in ${goal.moves}` : `Forced win in ${goal.moves}`;
      description = `${me} to move. ${them} can be left without a legal move: find the way.`;
      goalText = `Leave ${them} without a legal move within ${movesWord(goal.moves)}.`;
      hints.push(
        goal.moves === 1 ? 'One move ends the game.' : 'Every move must keep the opponent boxed in.',
      );
      break;
    case 'material':
      title =
        type === 'speed'
          ? `Quick shot: ${motif !== undefined ? motif.name.toLowerCase() : `win ${points(goal.gain)}`}`
          : motif !== undefined
            ? `${motif.name} from ${piece}`
            : type === 'endgame'
              ? `Endgame: win ${points(goal.gain)}`
              : `Win ${points(goal.gain)} in ${goal.moves}`;
      description =
        `${me} to move and win ${points(goal.gain)} within ${movesWord(goal.moves)}, against any defence.` +
        (motif !== undefined ? ` The motif: ${motif.name.toLowerCase()}.` : '');
      goalText = `Win at least ${goal.gain === 1 ? 'one man' : `${goal.gain} points (man 1, king 1.5)`} within ${movesWord(goal.moves)} and keep it.`;
      if (motif !== undefined) hints.push(motif.hint);
      else if (sacrifice) hints.push('A capture is not forced yet: sacrifice first.');
      else if (solution.captures.length > 0) hints.push('Not every capture is equal: count what comes back.');
      else hints.push('Look for a move that leaves the opponent only bad replies.');
      break;
    case 'hold':
      title = 'Only move: hold the line';
      description = `${me} to move. ${them} threatens to win material; only one move keeps the balance.`;
      goalText = 'Play the only move that keeps the material level against any reply.';
      hints.push('Find what your opponent threatens before you move.');
      break;
  }
  hints.push(`Look at the piece on ${piece}.`);
  if (goal.moves > 1 || legal > 3) hints.push(`Start with ${moveText(solution)}.`);
  return {
    type,
    difficulty,
    title,
    description,
    goalText,
    goal,
    fen: makeFen(start),
    solution: line.map(pathText),
    hints,
    proof: {
      depth: 2 * goal.moves - 1 + (goal.kind === 'win' ? 0 : goal.holdDepth + 1),
      nodes,
      ms,
      wrongFirstMoves: legal - 1,
      tempting,
    },
    source,
  };
}
