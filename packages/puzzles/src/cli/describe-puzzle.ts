// Describing a proven puzzle: its main line against the best defence, its type and difficulty,
// its title, goal text and hints. A function of the position and the proof alone.
import {
  crowned,
  legalMoves,
  makeFen,
  makeSquare,
  play,
  search,
  type Move,
  type Position,
} from '@checkers/engine';
import type { Prover } from '../goal.js';
import type { BankPuzzle, Difficulty, PuzzleType } from '../puzzle.js';
import { LIMITS, pieceCount, samePath, type Attempt } from './attempt.js';

/** A proven puzzle before it gets its id. */
export type MinedPuzzle = Omit<BankPuzzle, 'id'>;

const pathText = (m: Move): string[] => m.path.map(makeSquare);
const moveText = (m: Move): string => m.path.map(makeSquare).join(m.captures.length > 0 ? 'x' : '-');
const sideName = (c: string): string => (c === 'red' ? 'Red' : 'Black');
const other = (c: string): string => (c === 'red' ? 'Black' : 'Red');

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
export function describe(
  start: Position,
  found: Attempt,
  source: string,
  nodes: number,
  ms: number,
): MinedPuzzle {
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
