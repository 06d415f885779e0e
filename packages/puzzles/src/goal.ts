// Whether a puzzle's goal is reached, and a proving search for "can the solver force it?". The
// search is a plain AND/OR tree bounded by the solver's remaining moves: the solver needs one move
// that works (OR), the defence must fail with every reply (AND). Captures are compulsory in
// checkers, which keeps these trees narrow. Results are memoised per position and budget.
import {
  legalMoves,
  parseFen,
  play,
  positionKey,
  type Color,
  type Move,
  type Position,
} from '@checkers/engine';
import type { PuzzleGoal, PuzzleSetup } from './puzzle.js';

// Material in half points, so that a king (1.5) stays an integer: man 2, king 3.
const MAN = 2;
const KING = 3;

function popcount(x: number): number {
  let n = x >>> 0;
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Material of one side in half points (man 2, king 3). */
export function halfMaterial(pos: Position, color: Color): number {
  const own = color === 'black' ? pos.black : pos.red;
  const kings = popcount(own & pos.kings);
  return MAN * (popcount(own) - kings) + KING * kings;
}

/** `color`'s material lead in points (man 1, king 1.5). */
export const materialLead = (pos: Position, color: Color): number =>
  (halfMaterial(pos, color) - halfMaterial(pos, color === 'black' ? 'red' : 'black')) / 2;

/** The start position of a puzzle; throws when its FEN is bad (the bank is validated on load). */
export function startOf(puzzle: PuzzleSetup): Position {
  const result = parseFen(puzzle.fen);
  if (!result.ok) throw new Error(`bad puzzle FEN ${JSON.stringify(puzzle.fen)}: ${result.error.message}`);
  return result.value;
}

/** Thrown by a prover whose `abort` check said stop. */
export class ProofAborted extends Error {
  constructor() {
    super('proof aborted: budget exhausted');
  }
}

/**
 * Proves and checks one goal from one start. The solver is the start's side to move; "remaining"
 * always counts the solver moves still allowed.
 */
export class Prover {
  readonly solver: Color;
  readonly goal: PuzzleGoal;
  /** The solver's lead at the start, half points. */
  readonly startLead: number;
  /** Positions visited so far. */
  nodes = 0;
  private readonly target: number;
  private readonly force = new Map<string, boolean>();
  private readonly hold = new Map<string, boolean>();

  /** `abort` is asked every 1024 nodes; returning true throws ProofAborted. */
  constructor(
    goal: PuzzleGoal,
    start: Position,
    private readonly abort?: () => boolean,
  ) {
    this.goal = goal;
    this.solver = start.turn;
    this.startLead = this.lead(start);
    this.target = this.startLead + (goal.kind === 'material' ? Math.round(goal.gain * 2) : 0);
  }

  private lead(pos: Position): number {
    return halfMaterial(pos, this.solver) - halfMaterial(pos, this.solver === 'black' ? 'red' : 'black');
  }

  private visit(): void {
    this.nodes++;
    if ((this.nodes & 1023) === 0 && this.abort?.() === true) throw new ProofAborted();
  }

  /** Is the goal met at a checkpoint: solver to move, after a defender reply, `remaining` solver moves left. */
  checkpoint(pos: Position, remaining: number): boolean {
    switch (this.goal.kind) {
      case 'win':
        return false; // a win is the defender left without a move: seen at the defender's turn
      case 'material':
        return this.lead(pos) >= this.target && this.holds(pos, this.goal.holdDepth);
      case 'hold':
        return remaining === 0 && this.lead(pos) >= this.target && this.holds(pos, this.goal.holdDepth);
    }
  }

  /**
   * Solver to move after a reply: is the goal met here, or can the solver force it with at most
   * `remaining` more moves?
   */
  canForce(pos: Position, remaining: number): boolean {
    const key = `${positionKey(pos)}|${remaining}`;
    const known = this.force.get(key);
    if (known !== undefined) return known;
    this.visit();
    let result = this.checkpoint(pos, remaining);
    if (!result && remaining > 0) {
      result = legalMoves(pos).some((move) => this.afterSolverMove(play(pos, move), remaining - 1));
    }
    this.force.set(key, result);
    return result;
  }

  /** Defender to move after a solver move: does every reply leave the goal met or forceable? */
  afterSolverMove(pos: Position, remaining: number): boolean {
    this.visit();
    const replies = legalMoves(pos);
    return replies.every((reply) => this.canForce(play(pos, reply), remaining));
  }

  /** The first moves from the start that force the goal within the puzzle's moves. */
  solvingMoves(start: Position): Move[] {
    return legalMoves(start).filter((move) => this.afterSolverMove(play(start, move), this.goal.moves - 1));
  }

  /**
   * Does the solver keep a lead of at least the target after `plies` of play, every capture then
   * pending taken (captures are forced, so a position is only judged once quiet)?
   */
  holds(pos: Position, plies: number): boolean {
    const key = `${positionKey(pos)}|${plies}`;
    const known = this.hold.get(key);
    if (known !== undefined) return known;
    this.visit();
    const moves = legalMoves(pos);
    const solverTurn = pos.turn === this.solver;
    let result: boolean;
    if (moves.length === 0) result = !solverTurn;
    else if (plies <= 0 && moves[0]!.captures.length === 0) result = this.lead(pos) >= this.target;
    else {
      const next = Math.max(0, plies - 1);
      result = solverTurn
        ? moves.some((m) => this.holds(play(pos, m), next))
        : moves.every((m) => this.holds(play(pos, m), next));
    }
    this.hold.set(key, result);
    return result;
  }
}
