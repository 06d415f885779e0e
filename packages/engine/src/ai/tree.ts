// The search tree: negamax alpha-beta with principal-variation windows over raw bitboards.
//
// Why it looks the way it does:
// - Captures are mandatory, so the quiescence search is exact: at depth 0 a side that must capture
//   keeps capturing, and a side that cannot is evaluated. There is no stand-pat. A side that cannot
//   capture but is threatened with one gets a ply more first (SPRT at 50 ms: +27.7 ± 22.0 Elo).
// - A forced reply (one legal move) costs nothing to look past, so it extends the search by a ply.
// - The budget is checked at every node (the clock once every 1024 nodes); once it is spent every
//   node returns at once and the caller throws the unfinished work away.
// - Nothing in the tree allocates: moves live in one preallocated MoveList per ply, hashes are
//   updated incrementally, and scores for move ordering sit in typed arrays.
// - With endgame databases loaded, a position with few enough pieces is not searched but looked
//   up: a database win scores EGDB_WIN less the ply, above every evaluation and below every win
//   the search proves by itself, so the search heads for the quickest entry into a won ending.
import { RANK_1, RANK_8, downLeft, downRight, popcount, upLeft, upRight } from '../bitboard.js';
import { capturers, generateMoves } from '../movegen.js';
import { KEYS_HI, KEYS_LO, SIDE_HI, SIDE_LO } from '../zobrist.js';
import { FORTY_MOVE_PLIES } from '../game.js';
import { NOT_LOADED } from '../egdb/database.js';
import { DRAW, WIN } from '../egdb/values.js';
import { evaluateRaw } from './evaluate.js';
import {
  EGDB_WIN,
  INFINITY,
  MATE,
  MAX_PLY,
  SearchState,
  fromTable,
  swapMoves,
  toTable,
} from './search-state.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from './transposition.js';

export {
  EGDB_WIN,
  INFINITY,
  MATE,
  MATE_BOUND,
  MAX_PLY,
  fromTable,
  isEgdbScore,
  toTable,
  type Board,
} from './search-state.js';

/** Plies without a man move or capture after which the evaluation starts to fade. */
const QUIET_GRACE = 16;

/** The tree walk over a search's state (search-state.ts). */
export class Searcher extends SearchState {
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
    // A quiet leaf where the opponent threatens a capture is searched a ply further (once: its
    // children stand at depth -1), so a man about to be lost is not scored as if it were safe.
    const threatExtension =
      depth === 0 && !mustCapture && ply < MAX_PLY && capturers(opp, own, kings, !blackToMove) !== 0;
    if (((depth <= 0 && !mustCapture) || ply >= MAX_PLY) && !threatExtension) {
      if (!mustCapture && !canStep(own, opp, kings, blackToMove)) return ply - MATE;
      const net = this.net;
      let score: number;
      if (net === null) score = evaluateRaw(black, red, kings, blackToMove);
      else {
        // The parent's board (every node above a leaf generated moves there): siblings share it.
        const parent = this.boards[ply - 1]!;
        score = net.evaluateChild(parent.black, parent.red, parent.kings, black, red, kings, blackToMove);
      }
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

    // Internal iterative reduction: a deep node the table knows no move for is searched a ply
    // shallower. Such a node is seldom on the principal line, and its move ordering is blind; the
    // next iteration finds it again with a move from this one.
    if (depth >= 4 && hashFrom < 0) depth--;

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
}

/** True when the side to move has a non-capturing step. */
function canStep(own: number, opp: number, kings: number, blackToMove: boolean): boolean {
  const empty = ~(own | opp);
  const ownKings = own & kings;
  const down = blackToMove ? own : ownKings;
  const up = blackToMove ? ownKings : own;
  return ((downLeft(down) | downRight(down)) & empty) !== 0 || ((upLeft(up) | upRight(up)) & empty) !== 0;
}
