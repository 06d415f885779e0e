import { readFileSync } from 'node:fs';
import {
  legalMoves,
  makeSquare,
  parseFen,
  parseSquare,
  play,
  type Move,
  type Position,
} from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { parseBank } from './bank.js';
import { defenceFor } from './defence.js';
import { Prover, materialLead, startOf } from './goal.js';
import { judgeLine, stepsToMoves } from './judge.js';
import type { BankPuzzle, PuzzleSetup } from './puzzle.js';
import { squareToRowCol } from './squares.js';

const bank = parseBank(JSON.parse(readFileSync(new URL('../data/bank.json', import.meta.url), 'utf8')));
const clock = (): number => performance.now();

const fen = (text: string): Position => {
  const r = parseFen(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const sq = (name: string): number => {
  const r = parseSquare(name);
  if (!r.ok) throw new Error(name);
  return r.value;
};
const rc = (name: string): { row: number; col: number } => squareToRowCol(sq(name));
const named = (m: Move): string => m.path.map(makeSquare).join('-');
/** Plays a line of move names ("d2-c3", "c3-a5") from a FEN. */
function line(start: Position, names: readonly string[]): Move[] {
  const moves: Move[] = [];
  let pos = start;
  for (const name of names) {
    const move = legalMoves(pos).find((m) => named(m) === name);
    if (move === undefined) throw new Error(`not legal: ${name}`);
    moves.push(move);
    pos = play(pos, move);
  }
  return moves;
}

// Red: a man on e7, a king on d2; Black: a man on c5. d2-c3 wins in two whatever Black plays.
const WIN_IN_TWO: PuzzleSetup = { fen: 'W:W7,K26:B14', goal: { kind: 'win', moves: 2 } };

describe('goals', () => {
  it('counts material with a man 1 and a king 1.5', () => {
    expect(materialLead(fen('W:W7,K26:B14'), 'red')).toBe(1.5);
    expect(materialLead(fen('W:W7,K26:B14'), 'black')).toBe(-1.5);
    expect(materialLead(fen('B:W9,18:BK5'), 'black')).toBe(-0.5);
  });

  it('proves a win in two with a single first move, and no win in one', () => {
    const start = startOf(WIN_IN_TWO);
    expect(new Prover(WIN_IN_TWO.goal, start).solvingMoves(start).map(named)).toEqual(['d2-c3']);
    expect(new Prover({ kind: 'win', moves: 1 }, start).solvingMoves(start)).toEqual([]);
  });

  it('proves a material gain only when every defence loses it', () => {
    const start = fen('B:W9,18,32:B5');
    // Black's double jump wins two men at once: a gain of 2 within one move.
    const prover = new Prover({ kind: 'material', moves: 1, gain: 2, holdDepth: 2 }, start);
    expect(prover.solvingMoves(start).map(named)).toEqual(['a7-c5-e3']);
    const greedy = new Prover({ kind: 'material', moves: 1, gain: 3, holdDepth: 2 }, start);
    expect(greedy.solvingMoves(start)).toEqual([]);
  });
});

describe('stepsToMoves', () => {
  const start = fen('B:W9,18,32:B5');

  it('groups single jumps into one capture move', () => {
    const result = stepsToMoves(start, [
      { from: rc('a7'), to: rc('c5') },
      { from: rc('c5'), to: rc('e3') },
      { from: rc('g1'), to: rc('h2') },
    ]);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.moves.map(named)).toEqual(['a7-c5-e3', 'g1-h2']);
  });

  it('names the first illegal step', () => {
    expect(stepsToMoves(start, [{ from: rc('a7'), to: rc('b6') }])).toMatchObject({ ok: false, at: 0 });
    expect(
      stepsToMoves(start, [
        { from: rc('a7'), to: rc('c5') },
        { from: rc('c5'), to: rc('a3') },
      ]),
    ).toMatchObject({ ok: false, at: 1 });
    expect(
      stepsToMoves(start, [
        { from: rc('a7'), to: rc('c5') },
        { from: rc('g1'), to: rc('h2') },
      ]),
    ).toMatchObject({ ok: false, at: 1 });
    expect(stepsToMoves(start, [{ from: { row: 0, col: 0 }, to: rc('c5') }])).toMatchObject({
      ok: false,
      at: 0,
    });
  });

  it('refuses a capture left unfinished at the end', () => {
    expect(stepsToMoves(start, [{ from: rc('a7'), to: rc('c5') }])).toMatchObject({ ok: false, at: 0 });
    expect(stepsToMoves(start, [])).toEqual({ ok: true, moves: [] });
  });
});

describe('judgeLine', () => {
  const start = startOf(WIN_IN_TWO);

  it('accepts the solution against any defence', () => {
    expect(judgeLine(WIN_IN_TWO, line(start, ['d2-c3', 'c5-b4', 'c3-a5']))).toEqual({
      solved: true,
      solverMoves: 2,
    });
    expect(judgeLine(WIN_IN_TWO, line(start, ['d2-c3', 'c5-d4', 'c3-e5']))).toEqual({
      solved: true,
      solverMoves: 2,
    });
  });

  it('refuses a wrong first move, an unfinished line and a line too slow for the goal', () => {
    expect(judgeLine(WIN_IN_TWO, line(start, ['e7-f8']))).toMatchObject({ solved: false, wrongMove: 1 });
    // Unfinished is not wrong: the goal is still in reach.
    expect(judgeLine(WIN_IN_TWO, line(start, ['d2-c3']))).toEqual({
      solved: false,
      reason: 'The goal is not reached yet: play on.',
      solverMoves: 1,
    });
    expect(judgeLine(WIN_IN_TWO, line(start, ['d2-c3', 'c5-b4'])).solved).toBe(false);
    const inOne: PuzzleSetup = { ...WIN_IN_TWO, goal: { kind: 'win', moves: 1 } };
    expect(judgeLine(inOne, line(start, ['d2-c3', 'c5-b4', 'c3-a5']))).toMatchObject({ solved: false });
    expect(judgeLine(WIN_IN_TWO, [])).toMatchObject({ solved: false, solverMoves: 0 });
  });

  it('solves bank puzzles against every defence, and refuses every wrong first move', () => {
    const sample = (['material', 'win', 'hold'] as const).flatMap((kind) =>
      bank.filter((p) => p.goal.kind === kind && p.goal.moves <= 2).slice(0, 3),
    );
    expect(sample.length).toBeGreaterThan(5);
    for (const puzzle of sample) {
      const begin = startOf(puzzle);
      expect(solvesAgainstAll(puzzle, begin, []), puzzle.id).toBe(true);
      for (const wrong of legalMoves(begin).filter((m) => named(m) !== puzzle.solution[0]!.join('-'))) {
        expect(judgeLine(puzzle, [wrong]).solved, `${puzzle.id} ${named(wrong)}`).toBe(false);
        // A wrong move is refuted by the defence whatever follows.
        const after = play(begin, wrong);
        if (legalMoves(after).length === 0) continue;
        const reply = defenceFor(puzzle, after, clock, 200);
        expect(solvesAgainstAll(puzzle, begin, [wrong, reply]), `${puzzle.id} ${named(wrong)}`).toBe(false);
      }
    }
  }, 60_000);
});

/**
 * Can the solver, from the line so far, finish with judgeLine saying solved whatever the defence
 * replies? (The judge is the oracle; this walks every defence.)
 */
function solvesAgainstAll(puzzle: BankPuzzle, start: Position, sofar: Move[]): boolean {
  if (judgeLine(puzzle, sofar).solved) return true;
  const solverMoves = Math.ceil(sofar.length / 2);
  if (solverMoves >= puzzle.goal.moves && sofar.length % 2 === 0) return false;
  let pos = start;
  for (const m of sofar) pos = play(pos, m);
  const moves = legalMoves(pos);
  if (sofar.length % 2 === 0) return moves.some((m) => solvesAgainstAll(puzzle, start, [...sofar, m]));
  if (moves.length === 0) return false;
  return moves.every((r) => solvesAgainstAll(puzzle, start, [...sofar, r]));
}

describe('defenceFor', () => {
  it('plays a legal reply, the only one when forced', () => {
    const start = startOf(WIN_IN_TWO);
    const after = play(start, line(start, ['d2-c3'])[0]!);
    const reply = defenceFor(WIN_IN_TWO, after, clock);
    expect(legalMoves(after).some((m) => named(m) === named(reply))).toBe(true);
  });

  it('finds the escape after a wrong first move', () => {
    const start = startOf(WIN_IN_TWO);
    const after = play(start, line(start, ['e7-f8'])[0]!);
    const reply = defenceFor(WIN_IN_TWO, after, clock);
    const prover = new Prover(WIN_IN_TWO.goal, start);
    expect(prover.canForce(play(after, reply), 1)).toBe(false);
  });
});
