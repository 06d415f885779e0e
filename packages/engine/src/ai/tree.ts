// The search tree: negamax alpha-beta with principal-variation windows over raw bitboards.
//
// Why it looks the way it does:
// - Captures are mandatory, so the quiescence search is exact: at depth 0 a side that must capture
//   keeps capturing, and a side that cannot is evaluated. There is no stand-pat.
// - A forced reply (one legal move) costs nothing to look past, so it extends the search by a ply.
// - The budget is checked at every node (the clock once every 1024 nodes); once it is spent every
//   node returns at once and the caller throws the unfinished work away.
// - Nothing in the tree allocates: moves live in one preallocated MoveList per ply, hashes are
//   updated incrementally, and scores for move ordering sit in typed arrays.
// - With endgame databases loaded, a position with few enough pieces is not searched but looked
//   up: a database win scores EGDB_WIN less the ply, above every evaluation and below every win
//   the search proves by itself, so the search heads for the quickest entry into a won ending.
import { RANK_1, RANK_8, downLeft, downRight, popcount, upLeft, upRight } from '../bitboard.js';
import { MoveList, capturers, generateMoves } from '../movegen.js';
import { KEYS_HI, KEYS_LO, SIDE_HI, SIDE_LO } from '../zobrist.js';
import { FORTY_MOVE_PLIES } from '../game.js';
import { NOT_LOADED, type EndgameDatabase } from '../egdb/database.js';
import { DRAW, WIN } from '../egdb/values.js';
import { evaluateRaw } from './evaluate.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, type TranspositionTable } from './transposition.js';

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
/** Plies without a man move or capture after which the evaluation starts to fade. */
const QUIET_GRACE = 16;

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
export class Searcher {
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

  constructor(
    readonly table: TranspositionTable,
    readonly maxNodes: number,
    readonly clock: (() => number) | undefined,
    timeMs: number,
    game: readonly (readonly [number, number])[],
    readonly rootClock: number,
    readonly egdb: EndgameDatabase | null = null,
  ) {
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
  private overBudget(): boolean {
    if (this.nodes >= this.maxNodes) this.stopped = true;
    else if ((this.nodes & 1023) === 0 && this.clock !== undefined && this.clock() >= this.deadline)
      this.stopped = true;
    return this.stopped;
  }

  private isRepetition(ply: number, reversible: number, hi: number, lo: number): boolean {
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

  /** Negamax with alpha-beta; scores are for the side to move. */
  node(
    depth: number,
    ply: number,
    alpha: number,
    beta: number,
    black: number,
    red: number,
    kings: number,
    blackToMove: boolean,
    hi: number,
    lo: number,
    reversible: number,
  ): number {
    this.nodes++;
    if (this.overBudget()) return 0;
    this.hashHi[ply] = hi;
    this.hashLo[ply] = lo;
    // Plies since the last man move or capture, counting the game's plies before the root when
    // nothing irreversible happened since: at 80 the 40-move rule draws.
    const quiet = reversible >= ply ? this.rootClock + reversible : reversible;
    if (ply > 0 && reversible > 0) {
      if (quiet >= FORTY_MOVE_PLIES || this.isRepetition(ply, reversible, hi, lo)) return 0;
    }
    // The database's value ignores the 40-move count: near the limit a "win" may not be reachable,
    // but the search cannot do better there either.
    if (this.egdbPieces !== 0 && ply > 0 && popcount(black | red) <= this.egdbPieces) {
      const value = this.egdb!.probeRaw(black, red, kings, blackToMove);
      if (value !== NOT_LOADED) {
        this.egdbHits++;
        return value === DRAW ? 0 : value === WIN ? EGDB_WIN - ply : ply - EGDB_WIN;
      }
    }

    const own = blackToMove ? black : red;
    const opp = blackToMove ? red : black;
    const mustCapture = capturers(own, opp, kings, blackToMove) !== 0;
    if ((depth <= 0 && !mustCapture) || ply >= MAX_PLY) {
      if (!mustCapture && !canStep(own, opp, kings, blackToMove)) return ply - MATE;
      const score = evaluateRaw(black, red, kings, blackToMove);
      // A lead that makes no progress fades as the 40-move count grows, so the side ahead keeps
      // moving men and trading instead of shuffling kings into a draw.
      return quiet <= QUIET_GRACE
        ? score
        : ((score * (FORTY_MOVE_PLIES + QUIET_GRACE - quiet)) / FORTY_MOVE_PLIES) | 0;
    }

    // Transposition table: a hash move for ordering, and a cut when the stored result is deep enough.
    const table = this.table;
    const slot = table.probe(hi, lo);
    let hashFrom = -1;
    let hashTo = -1;
    let hashCaptured = 0;
    if (slot >= 0) {
      hashFrom = table.moveFrom[slot]!;
      hashTo = table.moveTo[slot]!;
      hashCaptured = table.moveCaptured[slot]!;
      if (ply > 0 && table.depth[slot]! >= depth) {
        const stored = fromTable(table.score[slot]!, ply);
        const bound = table.bound[slot]!;
        if (
          bound === BOUND_EXACT ||
          (bound === BOUND_LOWER && stored >= beta) ||
          (bound === BOUND_UPPER && stored <= alpha)
        )
          return stored;
      }
    }

    const board = this.boards[ply]!;
    board.black = black;
    board.red = red;
    board.kings = kings;
    board.blackToMove = blackToMove;
    const list = this.lists[ply]!;
    const count = generateMoves(board, list);
    if (count === 0) return ply - MATE;
    if (count === 1 && depth > 0) depth++;

    const scores = this.orderScoresFor(ply, count);
    const crownRow = blackToMove ? RANK_1 : RANK_8;
    const killerA = this.killerA[ply]!;
    const killerB = this.killerB[ply]!;
    for (let i = 0; i < count; i++) {
      const from = list.from[i]!;
      const to = list.to[i]!;
      const captured = list.captured[i]!;
      let s: number;
      if (from === hashFrom && to === hashTo && captured === hashCaptured) s = 1 << 30;
      else if (captured !== 0) s = (1 << 28) + (popcount(captured) << 8) + popcount(captured & kings) * 64;
      else if (((kings >> from) & 1) === 0 && ((crownRow >> to) & 1) !== 0) s = 1 << 27;
      else {
        const key = (from << 5) | to;
        s = key === killerA ? (1 << 26) + 1 : key === killerB ? 1 << 26 : this.historyScore[key]!;
      }
      scores[i] = s;
    }

    const originalAlpha = alpha;
    let best = -INFINITY;
    let bestFrom = -1;
    let bestTo = 0;
    let bestCaptured = 0;
    const ownBase = blackToMove ? 0 : 64;
    const oppBase = blackToMove ? 64 : 0;
    for (let n = 0; n < count; n++) {
      // Selection sort, one step per move: most nodes cut off after the first move or two.
      let pick = n;
      for (let j = n + 1; j < count; j++) if (scores[j]! > scores[pick]!) pick = j;
      const i = pick;
      const orderScore = scores[i]!;
      scores[i] = scores[n]!;
      scores[n] = orderScore;
      swapMoves(list, i, n);

      const from = list.from[n]!;
      const to = list.to[n]!;
      const captured = list.captured[n]!;
      const fromBit = 1 << from;
      const toBit = 1 << to;
      const moverIsKing = (kings & fromBit) !== 0;
      const endsKing = moverIsKing || (toBit & crownRow) !== 0;
      let childHi =
        hi ^
        SIDE_HI ^
        KEYS_HI[ownBase + (moverIsKing ? 32 : 0) + from]! ^
        KEYS_HI[ownBase + (endsKing ? 32 : 0) + to]!;
      let childLo =
        lo ^
        SIDE_LO ^
        KEYS_LO[ownBase + (moverIsKing ? 32 : 0) + from]! ^
        KEYS_LO[ownBase + (endsKing ? 32 : 0) + to]!;
      let c = captured;
      while (c !== 0) {
        const sq = 31 - Math.clz32(c & -c);
        c &= c - 1;
        const kind = oppBase + ((kings >> sq) & 1 ? 32 : 0) + sq;
        childHi ^= KEYS_HI[kind]!;
        childLo ^= KEYS_LO[kind]!;
      }
      const childKings = (kings & ~captured & ~fromBit) | (endsKing ? toBit : 0);
      const childBlack = blackToMove ? (black ^ fromBit) | toBit : black & ~captured;
      const childRed = blackToMove ? red & ~captured : (red ^ fromBit) | toBit;
      const childReversible = captured !== 0 || !moverIsKing ? 0 : reversible + 1;

      let score: number;
      if (n === 0) {
        score = -this.node(
          depth - 1,
          ply + 1,
          -beta,
          -alpha,
          childBlack,
          childRed,
          childKings,
          !blackToMove,
          childHi,
          childLo,
          childReversible,
        );
      } else {
        // Late quiet moves are searched a ply shallower first; a surprise re-searches them fully.
        const reduce = depth >= 3 && n >= 3 && captured === 0 && orderScore < 1 << 26 ? 1 : 0;
        score = -this.node(
          depth - 1 - reduce,
          ply + 1,
          -alpha - 1,
          -alpha,
          childBlack,
          childRed,
          childKings,
          !blackToMove,
          childHi,
          childLo,
          childReversible,
        );
        if (score > alpha && (reduce > 0 || score < beta) && !this.stopped) {
          score = -this.node(
            depth - 1,
            ply + 1,
            -beta,
            -alpha,
            childBlack,
            childRed,
            childKings,
            !blackToMove,
            childHi,
            childLo,
            childReversible,
          );
        }
      }
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestFrom = from;
        bestTo = to;
        bestCaptured = captured;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            if (captured === 0) this.rememberQuiet(ply, (from << 5) | to, depth);
            break;
          }
        }
      }
    }

    const bound = best >= beta ? BOUND_LOWER : best > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
    table.store(
      hi,
      lo,
      Math.max(depth, 0),
      bound,
      toTable(best, ply),
      bound === BOUND_UPPER ? -1 : bestFrom,
      bestTo,
      bestCaptured,
    );
    return best;
  }

  private rememberQuiet(ply: number, key: number, depth: number): void {
    if (this.killerA[ply] !== key) {
      this.killerB[ply] = this.killerA[ply]!;
      this.killerA[ply] = key;
    }
    const h = this.historyScore;
    h[key] = h[key]! + depth * depth;
    if (h[key]! > HISTORY_MAX) for (let k = 0; k < h.length; k++) h[k] = h[k]! >> 1;
  }

  private orderScoresFor(ply: number, count: number): Int32Array {
    let scores = this.orderScores[ply]!;
    if (scores.length < count) {
      scores = new Int32Array(count * 2);
      this.orderScores[ply] = scores;
    }
    return scores;
  }
}

/** True when the side to move has a non-capturing step. */
function canStep(own: number, opp: number, kings: number, blackToMove: boolean): boolean {
  const empty = ~(own | opp);
  const ownKings = own & kings;
  const down = blackToMove ? own : ownKings;
  const up = blackToMove ? ownKings : own;
  return ((downLeft(down) | downRight(down)) & empty) !== 0 || ((upLeft(up) | upRight(up)) & empty) !== 0;
}

function swapMoves(list: MoveList, a: number, b: number): void {
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
