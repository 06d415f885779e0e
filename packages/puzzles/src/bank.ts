// Reading the committed bank: every entry checked field by field, so a bad file fails loudly at
// start-up with the entry named, never later inside a request.
import { legalMoves, parseFen, parseSquare, play, type Position } from '@checkers/engine';
import { PUZZLE_TYPES, type BankPuzzle, type PuzzleGoal } from './puzzle.js';

type Check = (value: unknown) => string | undefined;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isMoves = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 20;

function goalProblem(goal: unknown): string | undefined {
  if (!isObject(goal)) return 'goal is not an object';
  if (!isMoves(goal.moves)) return 'goal.moves is not a whole number from 1 to 20';
  switch (goal.kind) {
    case 'win':
      return undefined;
    case 'material':
      if (typeof goal.gain !== 'number' || goal.gain <= 0 || !Number.isInteger(goal.gain * 2)) {
        return 'goal.gain is not a positive multiple of 0.5';
      }
      return isCount(goal.holdDepth) ? undefined : 'goal.holdDepth is not a whole number';
    case 'hold':
      return isCount(goal.holdDepth) ? undefined : 'goal.holdDepth is not a whole number';
    default:
      return `goal.kind ${JSON.stringify(goal.kind)} is not win, material or hold`;
  }
}

/** Plays the solution's paths from the start; a message on the first that is not a legal move. */
function solutionProblem(start: Position, solution: unknown): string | undefined {
  if (!Array.isArray(solution) || solution.length === 0) return 'solution is not a non-empty list';
  let pos = start;
  for (const [i, path] of solution.entries()) {
    if (!Array.isArray(path) || path.length < 2) return `solution move ${i + 1} is not a path of squares`;
    const squares = path.map((name) => parseSquare(name));
    if (!squares.every((r) => r.ok)) return `solution move ${i + 1} names a bad square`;
    const sq = squares.map((r) => (r.ok ? r.value : -1));
    const move = legalMoves(pos).find(
      (m) => m.path.length === sq.length && m.path.every((s, j) => s === sq[j]),
    );
    if (move === undefined) return `solution move ${i + 1} (${path.join('-')}) is not legal`;
    pos = play(pos, move);
  }
  return undefined;
}

const FIELDS: Record<string, Check> = {
  id: (v) => (typeof v === 'string' && /^p\d{4,}$/.test(v) ? undefined : 'id is not like "p0001"'),
  type: (v) =>
    (PUZZLE_TYPES as readonly unknown[]).includes(v) ? undefined : `type ${JSON.stringify(v)} is unknown`,
  difficulty: (v) => ([1, 2, 3, 4, 5].includes(v as number) ? undefined : 'difficulty is not 1 to 5'),
  title: (v) => (isText(v) ? undefined : 'title is empty'),
  description: (v) => (isText(v) ? undefined : 'description is empty'),
  goalText: (v) => (isText(v) ? undefined : 'goalText is empty'),
  goal: goalProblem,
  fen: (v) => (parseFen(v).ok ? undefined : 'fen is not a valid PDN FEN'),
  hints: (v) =>
    Array.isArray(v) && v.length >= 1 && v.length <= 3 && v.every(isText)
      ? undefined
      : 'hints are not 1 to 3 texts',
  proof: (v) =>
    isObject(v) && ['depth', 'nodes', 'ms', 'wrongFirstMoves', 'tempting'].every((k) => isCount(v[k]))
      ? undefined
      : 'proof does not carry depth, nodes, ms, wrongFirstMoves and tempting',
  source: (v) => (isText(v) ? undefined : 'source is empty'),
};

/** Validates the bank JSON; throws an Error naming the first bad entry. */
export function parseBank(json: unknown): BankPuzzle[] {
  if (!Array.isArray(json)) throw new Error('The puzzle bank is not a list.');
  const seen = new Set<string>();
  return json.map((entry: unknown, i) => {
    const name = isObject(entry) && typeof entry.id === 'string' ? `${entry.id} (entry ${i})` : `entry ${i}`;
    const bad = (why: string): Error => new Error(`Puzzle bank ${name}: ${why}.`);
    if (!isObject(entry)) throw bad('not an object');
    for (const [field, check] of Object.entries(FIELDS)) {
      const problem = check(entry[field]);
      if (problem !== undefined) throw bad(problem);
    }
    if (seen.has(entry.id as string)) throw bad('the id is used twice');
    seen.add(entry.id as string);
    const start = parseFen(entry.fen);
    if (!start.ok) throw bad('fen is not a valid PDN FEN');
    const problem = solutionProblem(start.value, entry.solution);
    if (problem !== undefined) throw bad(problem);
    return entry as unknown as BankPuzzle & { goal: PuzzleGoal };
  });
}
