// What one search keeps between the nodes of its tree: the score scale (wins, database wins,
// the table's relative mate scores), the budgets, the per-ply scratch space, the killer moves and
// the history, and the checks every node makes (budget, repetition). The tree walk itself is
// tree.ts's `Searcher`, which extends this state. Nothing here allocates once a search has begun.
import { MoveList } from '../movegen.js';
import type { EndgameDatabase } from '../egdb/database.js';
import type { TranspositionTable } from './transposition.js';
import { evaluatorFor, type NetEvaluator, type NetWeights } from '../net/network.js';

/** Score of a win at the root; a win found n plies deep scores MATE - n. */
export const MATE = 30000;
/** Scores beyond this are wins or losses, not evaluations. */
export const MATE_BOUND = MATE - 1000;
/** Score of a position the endgame database says is won, at the root; n plies deep it is EGDB_WIN - n. */
export const EGDB_WIN = MATE - 500;

/** True for a score that is a database win or loss rather than a win the search proved (MATE - n). */
export const isEgdbScore = (score: number): boolean =>
  Math.abs(score) > MATE_BOUND && Math.abs(score) <= EGDB_WIN;
/** The deepest the search ever goes, extensions and captures included. */
export const MAX_PLY = 120;
/** Larger than any score. */
export const INFINITY = 32000;

/** The mutable board handed to the move generator at each ply. */
export interface Board {
  black: number;
  red: number;
  kings: number;
  blackToMove: boolean;
}

const HISTORY_MAX = 1 << 20;

/** One search's state: budgets, per-ply scratch space, killers and history. */
export class SearchState {
  nodes = 0;
  stopped = false;
  readonly lists = Array.from({ length: MAX_PLY + 1 }, () => new MoveList());
  readonly boards: Board[] = Array.from({ length: MAX_PLY + 1 }, () => ({
    black: 0,
    red: 0,
    kings: 0,
    blackToMove: true,
  }));
  orderScores = Array.from({ length: MAX_PLY + 1 }, () => new Int32Array(64));
  readonly hashHi = new Int32Array(MAX_PLY + 1);
  readonly hashLo = new Int32Array(MAX_PLY + 1);
  readonly killerA = new Int32Array(MAX_PLY + 1).fill(-1);
  readonly killerB = new Int32Array(MAX_PLY + 1).fill(-1);
  readonly historyScore = new Int32Array(32 * 32);
  readonly gameHi: Int32Array;
  readonly gameLo: Int32Array;
  readonly deadline: number;
  readonly started: number;
  /** Positions with this many pieces or fewer are looked up (0: no database). */
  readonly egdbPieces: number;
  /** Database look-ups that answered. */
  egdbHits = 0;
  /** The network the leaves are evaluated with; null for the hand-written evaluation. */
  readonly net: NetEvaluator | null;

  constructor(
    readonly table: TranspositionTable,
    readonly maxNodes: number,
    readonly clock: (() => number) | undefined,
    timeMs: number,
    game: readonly (readonly [number, number])[],
    readonly rootClock: number,
    readonly egdb: EndgameDatabase | null = null,
    net: NetWeights | null = null,
  ) {
    this.net = net === null ? null : evaluatorFor(net);
    this.egdbPieces = egdb?.maxPieces ?? 0;
    this.started = clock?.() ?? 0;
    this.deadline = clock === undefined ? Number.POSITIVE_INFINITY : this.started + timeMs;
    this.gameHi = Int32Array.from(game, (h) => h[0]);
    this.gameLo = Int32Array.from(game, (h) => h[1]);
  }

  elapsed(): number {
    return this.clock === undefined ? 0 : this.clock() - this.started;
  }

  // Called at every node; reads the clock once every 1024 nodes so its cost stays negligible.
  protected overBudget(): boolean {
    if (this.nodes >= this.maxNodes) this.stopped = true;
    else if ((this.nodes & 1023) === 0 && this.clock !== undefined && this.clock() >= this.deadline)
      this.stopped = true;
    return this.stopped;
  }

  protected isRepetition(ply: number, reversible: number, hi: number, lo: number): boolean {
    // Same side to move means every second ply; a man move or capture in between rules it out.
    for (let k = ply - 4; k >= 0 && k >= ply - reversible; k -= 2) {
      if (this.hashHi[k] === hi && this.hashLo[k] === lo) return true;
    }
    // Earlier game positions can only recur if every move since the root was reversible.
    if (reversible >= ply) {
      for (let k = 0; k < this.gameHi.length; k++) {
        if (this.gameHi[k] === hi && this.gameLo[k] === lo) return true;
      }
    }
    return false;
  }

  protected rememberQuiet(ply: number, key: number, depth: number): void {
    if (this.killerA[ply] !== key) {
      this.killerB[ply] = this.killerA[ply]!;
      this.killerA[ply] = key;
    }
    const h = this.historyScore;
    h[key] = h[key]! + depth * depth;
    if (h[key]! > HISTORY_MAX) for (let k = 0; k < h.length; k++) h[k] = h[k]! >> 1;
  }

  protected orderScoresFor(ply: number, count: number): Int32Array {
    let scores = this.orderScores[ply]!;
    if (scores.length < count) {
      scores = new Int32Array(count * 2);
      this.orderScores[ply] = scores;
    }
    return scores;
  }
}

/** Swaps two moves of a list in place. */
export function swapMoves(list: MoveList, a: number, b: number): void {
  if (a === b) return;
  swap(list.from, a, b);
  swap(list.to, a, b);
  swap(list.captured, a, b);
  swap(list.jumps, a, b);
  swap(list.pathStart, a, b);
}

function swap(array: Int8Array | Int32Array, a: number, b: number): void {
  const t = array[a]!;
  array[a] = array[b]!;
  array[b] = t;
}

// Mate scores are stored relative to the node, so a position reached at another ply reads right.
/** A score as stored in the table. */
export const toTable = (score: number, ply: number): number =>
  score > MATE_BOUND ? score + ply : score < -MATE_BOUND ? score - ply : score;
/** A score read back from the table. */
export const fromTable = (score: number, ply: number): number =>
  score > MATE_BOUND ? score - ply : score < -MATE_BOUND ? score + ply : score;
