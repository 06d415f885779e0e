// The engine's view of one position on the analysis board, deepened a step at a time. Each step is
// one search a ply deeper than the last finished one (the shared table makes the plies already seen
// cheap), so the worker posts what each step found and reads a newer request between steps: a
// position left behind stops costing anything within one step. Pure and synchronous per step, so
// Node tests run it as is.
import {
  TranspositionTable,
  databaseMove,
  defaultEgdb,
  opposite,
  play,
  probe,
  type Color,
  type GameResult,
  type Move,
  type Position,
} from '@checkers/engine';
import { evaluatePosition } from './analyse-positions';

/** What the deepening may cost. */
export interface LiveBudget {
  /** Nodes one step may visit. */
  readonly stepNodes: number;
  /** Deepest search, in plies. */
  readonly maxDepth: number;
  /** Milliseconds one step may take, with a clock: how long a newer request may wait at most. */
  readonly stepMs?: number;
  /** Milliseconds for the whole position, with a clock: a phone does not stay busy for long. */
  readonly totalMs?: number;
}

/**
 * About 4 s of thought per position, in steps of at most 300 ms. Depths 14-18 in the middlegame on
 * a desktop core (0.5-1 M nodes/s), enough for a steady evaluation and a best line of a few moves.
 */
export const LIVE_BUDGET: LiveBudget = { stepNodes: 2_000_000, maxDepth: 40, stepMs: 300, totalMs: 4_000 };

/** Depth at which a position the databases know stops deepening: its value is known already. */
const SETTLED_DEPTH = 8;

/** Steps in a row that may end without a deeper finished search before the deepening gives up. */
const MAX_STALLS = 3;

/** The engine's view of one position, as far as it has got. */
export interface LiveEvaluation {
  /** The side to move. */
  readonly turn: Color;
  /** How the rules end the game here (no search then), or null. */
  readonly over: GameResult | null;
  /**
   * The endgame databases' verdict once they are loaded and know the position: the side that wins,
   * or null for a draw. Absent when they do not know it.
   */
  readonly database?: { readonly winner: Color | null };
  /** Points from black's side (a man is 100), within ±1000; a win at the limit. */
  readonly score: number;
  /**
   * True when the search reached an ending the databases call won (for the side of `score`'s sign)
   * without the position itself being one they hold.
   */
  readonly wonEnding?: boolean;
  /** Moves to a forced win, positive when black wins, negative when red wins. */
  readonly mate: number | null;
  readonly bestLine: readonly Move[];
  readonly depth: number;
  /** No deeper step follows. */
  readonly final: boolean;
}

export interface LiveOptions {
  readonly budget?: LiveBudget;
  /** Milliseconds now; without it only the node and depth budgets apply. */
  readonly clock?: () => number;
  /** log2 of the table's size. */
  readonly hashBits?: number;
}

/** One position being deepened: `step` searches once more, `done` says when it has stopped. */
export interface LiveRun {
  step(): LiveEvaluation | undefined;
  readonly done: boolean;
}

/** Plies of the databases' own line in a won ending. */
const DATABASE_LINE_PLIES = 12;

/**
 * The databases' line from a won or lost `position`: the winner shortening the way to its next
 * man move or capture, the loser lengthening it. Empty when they do not hold the position.
 */
function databaseLine(position: Position): Move[] {
  const line: Move[] = [];
  let at = position;
  while (line.length < DATABASE_LINE_PLIES) {
    const chosen = databaseMove(at, defaultEgdb);
    if (chosen === undefined) break;
    line.push(chosen.move);
    at = play(at, chosen.move);
  }
  return line;
}

/** The databases' verdict on `position`, when they are loaded and know it. */
function databaseVerdict(position: Position): { database?: { winner: Color | null } } {
  const value = probe(position);
  if (value === undefined) return {};
  const winner = value === 'draw' ? null : value === 'win' ? position.turn : opposite(position.turn);
  return { database: { winner } };
}

/**
 * Starts deepening on the last of `positions` (the line so far, for repetitions). `over` is how the
 * rules have ended the line there, if they have: that is the whole answer.
 */
export function startLiveEvaluation(
  positions: readonly Position[],
  over: GameResult | null,
  options: LiveOptions = {},
): LiveRun {
  const budget = options.budget ?? LIVE_BUDGET;
  const { clock } = options;
  const ply = positions.length - 1;
  const position = positions[ply]!;
  const began = clock?.() ?? 0;
  let table: TranspositionTable | null = null;
  let depth = 0;
  let stalls = 0;
  let done = false;
  /** The databases' line, once they know the position is won (worked out once). */
  let known: Move[] | undefined;

  const outOfTime = (): boolean =>
    clock !== undefined && budget.totalMs !== undefined && clock() - began >= budget.totalMs;

  return {
    get done() {
      return done;
    },
    step() {
      if (done) return undefined;
      if (over !== null) {
        done = true;
        const score = over.winner === null ? 0 : over.winner === 'black' ? 1000 : -1000;
        return { turn: position.turn, over, score, mate: null, bestLine: [], depth: 0, final: true };
      }
      table ??= new TranspositionTable(options.hashBits ?? 18);
      const found = evaluatePosition(
        positions,
        ply,
        {
          maxNodes: budget.stepNodes,
          maxDepth: Math.min(budget.maxDepth, depth + 1),
          ...(budget.stepMs === undefined ? {} : { timeMs: budget.stepMs }),
        },
        table,
        clock,
      );
      stalls = found.depth > depth ? 0 : stalls + 1;
      depth = Math.max(depth, found.depth);
      const verdict = databaseVerdict(position);
      // A forced win is proven, and a position the databases know needs only a short line.
      const settled = found.mate !== null || (verdict.database !== undefined && depth >= SETTLED_DEPTH);
      done =
        found.options === 0 || depth >= budget.maxDepth || settled || stalls >= MAX_STALLS || outOfTime();
      // In a won ending the search stops at the databases' door; their own line goes further.
      const winner = verdict.database?.winner;
      if (winner !== undefined && winner !== null) known ??= databaseLine(position);
      const ownLine = known ?? [];
      return {
        turn: position.turn,
        over: null,
        ...verdict,
        score: found.score,
        ...(found.database === true && verdict.database === undefined ? { wonEnding: true } : {}),
        mate: found.mate,
        bestLine: ownLine.length > found.bestLine.length ? ownLine : found.bestLine,
        depth,
        final: done,
      };
    },
  };
}
