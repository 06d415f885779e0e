// Iterative deepening at the root. Each iteration searches every root move, best of the last
// iteration first; the budget (a clock function and a time limit, a node limit, a depth limit) is
// given by the caller, never read from the environment. When the budget runs out the search answers
// with the best move of the deepest finished work, so it always answers within its budget.
import { RANK_1, RANK_8 } from '../bitboard.js';
import { generateMoves, toMove } from '../movegen.js';
import { rawBoard, type Position } from '../position.js';
import type { Move } from '../types.js';
import { zobristHi, zobristLo } from '../zobrist.js';
import type { EndgameDatabase } from '../egdb/database.js';
import { defaultEgdb } from '../egdb/registry.js';
import type { NetWeights } from '../net/network.js';
import { loadedNet } from '../net/registry.js';
import { BOUND_EXACT, TranspositionTable } from './transposition.js';
import { INFINITY, MATE, MATE_BOUND, Searcher, toTable } from './tree.js';
import { childOf, principalVariation, relevantHistory } from './variation.js';

export { EGDB_WIN, MATE, MATE_BOUND, isEgdbScore } from './tree.js';

/** The deepest iteration the search starts. */
export const MAX_SEARCH_DEPTH = 64;
/** Default node budget when the caller gives neither a clock and time nor a node limit: never run forever. */
export const DEFAULT_MAX_NODES = 2_000_000;

const NO_TIME = Number.POSITIVE_INFINITY;
/**
 * Share of the time budget the search thinks for. It iterates until then and stops inside the
 * iteration it is in (whose finished moves still count, see below); the rest of the budget covers
 * what the caller does around the search. Stopping after an iteration once 60% was spent (the old
 * rule) used 62-77% of the budget on average; 0.9 here gave 83-86%, under the 85-95% aimed at.
 */
export const TIME_USE = 0.95;

/** Budgets and switches of one search. */
export interface SearchOptions {
  /** Milliseconds now; called during the search to respect `timeMs`. */
  readonly clock?: () => number;
  /** Time budget in milliseconds; only applies with a clock. */
  readonly timeMs?: number;
  /** Node budget (every position visited counts, captures included). */
  readonly maxNodes?: number;
  /** Deepest iteration (plies, before extensions). */
  readonly maxDepth?: number;
  /** Earlier positions of the game: reaching one again scores as a draw. */
  readonly history?: readonly Position[];
  /** A table to reuse between searches (for example over one game); a fresh one otherwise. */
  readonly table?: TranspositionTable;
  /** log2 of the fresh table's size; default 18. */
  readonly hashBits?: number;
  /**
   * Root moves scoring within this many points of the best get exact scores (the others only an
   * upper bound), so a caller can choose among near-equal moves. 0 (default) for the fastest search.
   */
  readonly rootWindow?: number;
  /**
   * Endgame databases to look positions up in (positions with up to `maxPieces` pieces are not
   * searched); the shared registry filled by `loadEgdb` when left out, none with null.
   */
  readonly egdb?: EndgameDatabase | null;
  /**
   * The network to evaluate with (src/net/); the shared one filled by `loadNet` when left out, and
   * the hand-written evaluation with null or when none is loaded.
   */
  readonly net?: NetWeights | null;
}

/** A root move and its score from the last finished iteration. */
export interface RootMoveScore {
  readonly move: Move;
  readonly score: number;
  /** False when the score is only an upper bound (the move was refuted without an exact score). */
  readonly exact: boolean;
}

/** What a search found. */
export interface SearchResult {
  /** Best move, or null when the side to move has no legal move. */
  readonly move: Move | null;
  /**
   * Score of the best move for the side to move, in points (a man is 100); ±(MATE - n) for wins the
   * search proved, ±(EGDB_WIN - n) for wins read from the endgame databases.
   */
  readonly score: number;
  /** Deepest finished iteration (0 when none finished or the move was forced). */
  readonly depth: number;
  /** Positions visited. */
  readonly nodes: number;
  /** Principal variation, starting with `move`. */
  readonly pv: readonly Move[];
  /** Milliseconds spent, by the given clock (0 without one). */
  readonly elapsedMs: number;
  /** Root moves, best first, scored by the last finished iteration. */
  readonly rootMoves: readonly RootMoveScore[];
}

/** Searches `position` within the given budgets and returns the best move found. */
export function search(position: Position, options: SearchOptions = {}): SearchResult {
  const root = rawBoard(position);
  const rootHi = zobristHi(root.black, root.red, root.kings, root.blackToMove);
  const rootLo = zobristLo(root.black, root.red, root.kings, root.blackToMove);
  const maxNodes =
    options.maxNodes ??
    (options.clock === undefined || options.timeMs === undefined ? DEFAULT_MAX_NODES : Infinity);
  const maxDepth = Math.max(1, Math.min(options.maxDepth ?? MAX_SEARCH_DEPTH, MAX_SEARCH_DEPTH));
  const timeMs = options.timeMs ?? NO_TIME;
  const table = options.table ?? new TranspositionTable(options.hashBits ?? 18);
  table.nextSearch();
  const game = relevantHistory(position, options.history);
  const egdb = options.egdb === undefined ? defaultEgdb : options.egdb;
  const s = new Searcher(
    table,
    Math.max(1, maxNodes),
    options.clock,
    timeMs * TIME_USE,
    game.hashes,
    game.clock,
    egdb,
    options.net === undefined ? loadedNet() : options.net,
  );
  const rootWindow = Math.max(0, options.rootWindow ?? 0);

  const list = s.lists[0]!;
  // The root's board, as every node keeps its own: the network evaluates leaves against their parent's.
  Object.assign(s.boards[0]!, root);
  const count = generateMoves(root, list);
  const moves = Array.from({ length: count }, (_, i) => toMove(list, i));
  const finish = (
    move: Move | null,
    score: number,
    depth: number,
    rootMoves: RootMoveScore[],
  ): SearchResult => ({
    move,
    score,
    depth,
    nodes: s.nodes,
    pv: move === null ? [] : principalVariation(position, move, table, depth),
    elapsedMs: s.elapsed(),
    rootMoves,
  });
  if (count === 0) return finish(null, -MATE, 0, []);

  // Root moves keep their own order between iterations: best of the last iteration first.
  let order = moves.map((_, i) => i);
  const hashed = table.probe(rootHi, rootLo);
  if (hashed >= 0) {
    const first = order.findIndex(
      (i) =>
        list.from[i] === table.moveFrom[hashed] &&
        list.to[i] === table.moveTo[hashed] &&
        list.captured[i] === table.moveCaptured[hashed],
    );
    if (first > 0) order = [order[first]!, ...order.filter((_, k) => k !== first)];
  }
  const raw = {
    from: Int8Array.from(list.from),
    to: Int8Array.from(list.to),
    captured: Int32Array.from(list.captured),
  };

  let bestIndex = order[0]!;
  let bestScore = 0;
  let finishedDepth = 0;
  let rootMoves: RootMoveScore[] = order.map((i) => ({ move: moves[i]!, score: 0, exact: false }));
  const crownRow = root.blackToMove ? RANK_1 : RANK_8;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const scores = new Float64Array(count).fill(-INFINITY);
    const exact = new Uint8Array(count);
    let iterationBest = -1;
    let iterationScore = -INFINITY;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      const from = raw.from[i]!;
      const to = raw.to[i]!;
      const captured = raw.captured[i]!;
      const child = childOf(root, from, to, captured, crownRow);
      const childHi = zobristHi(child.black, child.red, child.kings, child.blackToMove);
      const childLo = zobristLo(child.black, child.red, child.kings, child.blackToMove);
      const reversible = captured === 0 && (root.kings & (1 << from)) !== 0 ? 1 : 0;
      s.hashHi[0] = rootHi;
      s.hashLo[0] = rootLo;
      let score: number;
      if (k === 0) {
        score = -s.node(
          depth - 1,
          1,
          -INFINITY,
          INFINITY,
          child.black,
          child.red,
          child.kings,
          child.blackToMove,
          childHi,
          childLo,
          reversible,
        );
      } else {
        const floor = iterationScore - rootWindow;
        score = -s.node(
          depth - 1,
          1,
          -floor - 1,
          -floor,
          child.black,
          child.red,
          child.kings,
          child.blackToMove,
          childHi,
          childLo,
          reversible,
        );
        if (score > floor && !s.stopped) {
          score = -s.node(
            depth - 1,
            1,
            -INFINITY,
            -floor,
            child.black,
            child.red,
            child.kings,
            child.blackToMove,
            childHi,
            childLo,
            reversible,
          );
        }
      }
      if (s.stopped) break;
      score |= 0; // a negated draw is -0; scores are whole numbers
      scores[i] = score;
      exact[i] = k === 0 || score > iterationScore - rootWindow ? 1 : 0;
      if (score > iterationScore) {
        iterationScore = score;
        iterationBest = i;
      }
    }
    // A stopped iteration still counts if it proved a move at least as good as the last best.
    // The first move searched is the last iteration's best, so any move that finished above it is
    // a proven improvement even if the iteration was cut short.
    if (iterationBest >= 0) {
      bestIndex = iterationBest;
      bestScore = iterationScore;
    }
    if (s.stopped) break;
    finishedDepth = depth;
    order = [...order].sort((a, b) => scores[b]! - scores[a]!);
    rootMoves = order.map((i) => ({ move: moves[i]!, score: scores[i]!, exact: exact[i] === 1 }));
    table.store(
      rootHi,
      rootLo,
      depth,
      BOUND_EXACT,
      toTable(bestScore, 0),
      raw.from[bestIndex]!,
      raw.to[bestIndex]!,
      raw.captured[bestIndex]!,
    );
    // A proven win or loss within this depth will not change; nor is there time for another round.
    if (Math.abs(bestScore) > MATE_BOUND && MATE - Math.abs(bestScore) < depth) break;
    // A forced move needs no deliberation: a short look ahead only gives its score.
    if (count === 1 && depth >= 2) break;
  }
  return finish(moves[bestIndex]!, bestScore, finishedDepth, rootMoves);
}
