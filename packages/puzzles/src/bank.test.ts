// Every puzzle of the committed bank re-proved by an independent check: a plain minimax written
// here from the goal's definition in puzzle.ts over the engine's legal moves, sharing nothing with
// the generator's prover. It checks the unique first move (the solution's proves the goal, every
// other legal first move fails) and that the main line is legal and judged solved.
import { readFileSync } from 'node:fs';
import { legalMoves, parseFen, piecesOf, play, type Color, type Move, type Position } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { parseBank } from './bank.js';
import { judgeLine } from './judge.js';
import { PUZZLE_TYPES, type BankPuzzle, type PuzzleGoal } from './puzzle.js';

const bank = parseBank(JSON.parse(readFileSync(new URL('../data/bank.json', import.meta.url), 'utf8')));

/** The solver's lead in points: man 1, king 1.5. */
function leadOf(pos: Position, solver: Color): number {
  let lead = 0;
  for (const { piece } of piecesOf(pos))
    lead += (piece.role === 'king' ? 1.5 : 1) * (piece.color === solver ? 1 : -1);
  return lead;
}

const LOST = -1000;
const WON = 1000;

/** An independent judge of one puzzle's goal. */
class Checker {
  private readonly solver: Color;
  private readonly target: number;
  private readonly memo = new Map<string, number | boolean>();
  constructor(
    private readonly goal: PuzzleGoal,
    start: Position,
  ) {
    this.solver = start.turn;
    this.target = leadOf(start, this.solver) + (goal.kind === 'material' ? goal.gain : 0);
  }

  private key(pos: Position, tag: string): string {
    return `${tag}:${pos.turn}:${pos.black}:${pos.red}:${pos.kings}`;
  }

  /** Minimax of the solver's lead over `plies` plies, then forced captures until quiet. */
  value(pos: Position, plies: number): number {
    const key = this.key(pos, `v${plies}`);
    const known = this.memo.get(key);
    if (typeof known === 'number') return known;
    const moves = legalMoves(pos);
    const mine = pos.turn === this.solver;
    let result: number;
    if (moves.length === 0) result = mine ? LOST : WON;
    else if (plies === 0 && moves.every((m) => m.captures.length === 0)) result = leadOf(pos, this.solver);
    else {
      const values = moves.map((m) => this.value(play(pos, m), plies === 0 ? 0 : plies - 1));
      result = mine ? Math.max(...values) : Math.min(...values);
    }
    this.memo.set(key, result);
    return result;
  }

  /** The goal met at a checkpoint (solver to move after a reply, `left` solver moves left). */
  met(pos: Position, left: number): boolean {
    const g = this.goal;
    if (g.kind === 'win') return false;
    if (g.kind === 'hold' && left !== 0) return false;
    return leadOf(pos, this.solver) >= this.target && this.value(pos, g.holdDepth) >= this.target;
  }

  /** Solver to move: met now, or some move forces it with `left` solver moves. */
  solverWins(pos: Position, left: number): boolean {
    const key = this.key(pos, `s${left}`);
    const known = this.memo.get(key);
    if (typeof known === 'boolean') return known;
    let result = this.met(pos, left);
    if (!result && left > 0) {
      for (const m of legalMoves(pos)) {
        if (this.everyReplyLoses(play(pos, m), left - 1)) {
          result = true;
          break;
        }
      }
    }
    this.memo.set(key, result);
    return result;
  }

  /** Defender to move: every reply (none at all is a win) leaves the solver winning. */
  everyReplyLoses(pos: Position, left: number): boolean {
    for (const r of legalMoves(pos)) if (!this.solverWins(play(pos, r), left)) return false;
    return true;
  }
}

const pathOf = (names: readonly string[]): string => names.join('-');
const SQUARES = 'abcdefgh';
const nameOf = (sq: number): string => {
  const row = sq >> 2;
  const col = 2 * (sq & 3) + (row & 1 ? 0 : 1);
  return `${SQUARES[col]}${8 - row}`;
};
const moveName = (m: Move): string => m.path.map(nameOf).join('-');

function replay(start: Position, solution: BankPuzzle['solution']): Move[] {
  const moves: Move[] = [];
  let pos = start;
  for (const path of solution) {
    const move = legalMoves(pos).find((m) => moveName(m) === pathOf(path));
    if (move === undefined) throw new Error(`illegal solution move ${pathOf(path)}`);
    moves.push(move);
    pos = play(pos, move);
  }
  return moves;
}

describe('the committed bank', () => {
  it('holds at least 400 puzzles of every type, with stable ids', () => {
    expect(bank.length).toBeGreaterThanOrEqual(400);
    for (const type of PUZZLE_TYPES) expect(bank.some((p) => p.type === type)).toBe(true);
    bank.forEach((p, i) => expect(p.id).toBe(`p${String(i + 1).padStart(4, '0')}`));
    expect(new Set(bank.map((p) => p.fen)).size).toBe(bank.length);
  });

  it('every puzzle re-proved independently: one first move forces the goal, no other does', () => {
    const failures: string[] = [];
    for (const puzzle of bank) {
      const parsed = parseFen(puzzle.fen);
      if (!parsed.ok) throw new Error(puzzle.id);
      const start = parsed.value;
      const checker = new Checker(puzzle.goal, start);
      const winners = legalMoves(start)
        .filter((m) => checker.everyReplyLoses(play(start, m), puzzle.goal.moves - 1))
        .map(moveName);
      if (winners.length !== 1 || winners[0] !== pathOf(puzzle.solution[0]!)) {
        failures.push(`${puzzle.id}: first moves forcing the goal: [${winners.join(', ')}]`);
      }
      if (legalMoves(start).length < 2) failures.push(`${puzzle.id}: a single legal move`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('every main line is legal and judged solved', () => {
    const failures: string[] = [];
    for (const puzzle of bank) {
      const parsed = parseFen(puzzle.fen);
      if (!parsed.ok) throw new Error(puzzle.id);
      const verdict = judgeLine(puzzle, replay(parsed.value, puzzle.solution));
      if (!verdict.solved) failures.push(`${puzzle.id}: ${verdict.reason ?? ''}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
