// The AI player: searches with the level's budget, then plays like the level. Weaker levels pick
// among near-best moves with seeded noise and the spec's move values, and sometimes blunder;
// llama-master plays the search's best move. Every random draw comes from the seed, in a fixed
// order, so the same position, options and seed give the same choice. At a won or lost position of
// the endgame databases every level takes the database's move (ai/endgame.ts) before its blunder
// roll: the weaker levels still blunder, but never shuffle a won ending into a draw. In a position of
// the opening book, hard, expert and llama-master play a book move without searching (llama-master
// the book's best; hard and expert choose among the book moves within their window with the same
// seeded draws as after a search), still before the blunder roll; easy and medium, meant to be weak,
// search as always.
import { MoveList, generateMoves } from '../movegen.js';
import { crowned, legalMoves, play, rawBoard, type Position } from '../position.js';
import { fail, ok, type Result } from '../result.js';
import type { Move } from '../types.js';
import type { EndgameDatabase } from '../egdb/database.js';
import { defaultEgdb } from '../egdb/registry.js';
import type { OpeningBook } from '../book/opening-book.js';
import { defaultBook } from '../book/registry.js';
import { databaseMove } from './endgame.js';
import { AI_LEVEL_SETTINGS, type AiLevel, type MoveValues } from './levels.js';
import { createRandom, randomBetween, randomInt } from './random.js';
import { EGDB_WIN, TIME_USE, search, type RootMoveScore, type SearchResult } from './search.js';
import type { TranspositionTable } from './transposition.js';
import type { NetWeights } from '../net/network.js';

/** How to choose a move. */
export interface ChooseMoveOptions {
  /** Difficulty level. */
  readonly level: AiLevel;
  /** Seed of every random choice (think time, blunders, ties). */
  readonly seed: number;
  /** Milliseconds now; without it only the node and depth budgets apply. */
  readonly clock?: () => number;
  /** Overrides the level's search time. */
  readonly timeMs?: number;
  /** Overrides the level's node budget. */
  readonly maxNodes?: number;
  /** Overrides the level's depth limit. */
  readonly maxDepth?: number;
  /** Earlier positions of the game, to steer away from (or, when losing, into) repetitions. */
  readonly history?: readonly Position[];
  /** Set false to never blunder whatever the level (used by benchmarks); default true. */
  readonly allowBlunders?: boolean;
  /** A transposition table to reuse across the moves of one game. */
  readonly table?: TranspositionTable;
  /** Endgame databases; the shared registry filled by `loadEgdb` when left out, none with null. */
  readonly egdb?: EndgameDatabase | null;
  /** Opening book; the shared registry filled by `loadBook` when left out, none with null. */
  readonly book?: OpeningBook | null;
  /** Network to evaluate with; the shared one filled by `loadNet` when left out, none with null. */
  readonly net?: NetWeights | null;
}

/** The move chosen and what the search knew about it. */
export interface AiChoice {
  /** The move to play; always one of `legalMoves(position)`. */
  readonly move: Move;
  /** Search score of the best move for the side to move (a man is 100). */
  readonly score: number;
  /** Deepest finished search iteration. */
  readonly depth: number;
  /** Positions searched. */
  readonly nodes: number;
  /** A delay drawn from the level's think-time range, for the UI to wait before showing the move. */
  readonly thinkTimeMs: number;
  /** True when the level's blunder chance picked this move instead of the considered one. */
  readonly blunder: boolean;
  /** Principal variation of the search, from its best move. */
  readonly pv: readonly Move[];
  /** True when the move came from the opening book (no search: depth and nodes are 0). */
  readonly book: boolean;
}

/** The AI's reply time when it has a single legal move (spec: it replies about 0.5 s after the player). */
export const FORCED_REPLY_MS = 500;

/** Levels that play from the opening book; easy and medium are meant to be weak and always search. */
export const BOOK_LEVELS: ReadonlySet<AiLevel> = new Set(['hard', 'expert', 'llama-master']);

/** Chooses the AI's move; fails with 'no-legal-moves' when the side to move has none. */
export function chooseMove(position: Position, options: ChooseMoveOptions): Result<AiChoice> {
  const settings = AI_LEVEL_SETTINGS[options.level];
  const moves = legalMoves(position);
  if (moves.length === 0) return fail('no-legal-moves', `${position.turn} has no legal move.`);
  // A forced move needs no thought: it is played at once, after the spec's usual half-second reply,
  // at every level (the strongest level otherwise sat 3-7 s on a single option).
  if (moves.length === 1) {
    return ok({
      move: moves[0]!,
      score: 0,
      depth: 0,
      nodes: 0,
      thinkTimeMs: FORCED_REPLY_MS,
      blunder: false,
      pv: [],
      book: false,
    });
  }
  const random = createRandom(options.seed);
  const thinkTimeMs = Math.round(randomBetween(random, settings.thinkTimeMs[0], settings.thinkTimeMs[1]));
  const blunderRoll = random();

  const window = Math.round(settings.randomFactor * 100);
  const egdb = options.egdb === undefined ? defaultEgdb : options.egdb;
  const timeMs = options.timeMs ?? settings.searchTimeMs;
  // On a clock a slice's distances are solved here only if that fits well inside the move's time;
  // otherwise this move is searched and prepareEndgame solves the slice between moves.
  const maxSolveMs = options.clock === undefined ? Number.POSITIVE_INFINITY : timeMs * TIME_USE * 0.5;
  const perfect = egdb === null ? undefined : databaseMove(position, egdb, maxSolveMs);
  const book = options.book === undefined ? defaultBook : options.book;
  const bookMoves =
    perfect === undefined && book !== null && BOOK_LEVELS.has(options.level)
      ? book.lookup(position)
      : undefined;
  let result: SearchResult;
  let move: Move;
  if (perfect !== undefined) {
    const score = EGDB_WIN - perfect.distance;
    result = unsearched(perfect.move, perfect.value === 'win' ? score : -score);
    move = perfect.move;
  } else if (bookMoves !== undefined) {
    const best = bookMoves[0]!;
    result = unsearched(best.move, best.score);
    move = best.move;
    if (window > 0 && bookMoves.length > 1) {
      const scored = bookMoves.map((b) => ({ move: b.move, score: b.score, exact: true }));
      move = pickVaried(position, scored, window, settings.moveValues, random);
    }
  } else {
    result = search(position, {
      clock: options.clock,
      timeMs,
      maxNodes: options.maxNodes ?? settings.maxNodes,
      maxDepth: options.maxDepth ?? settings.maxDepth,
      history: options.history,
      table: options.table,
      rootWindow: window,
      egdb,
      net: options.net,
    });
    // The search never returns null when there are legal moves; the fallback keeps the type honest.
    move = result.move ?? moves[0]!;
    if (window > 0 && result.rootMoves.length > 1)
      move = pickVaried(position, result.rootMoves, window, settings.moveValues, random);
  }

  let blunder = false;
  if ((options.allowBlunders ?? true) && blunderRoll < settings.blunderChance && moves.length > 1) {
    const others = moves.filter((m) => m !== move && !samePath(m, move));
    move = others[randomInt(random, others.length)]!;
    blunder = true;
  }
  // Return the generator's own object for the chosen path, so callers can compare by identity too.
  const legal = moves.find((m) => samePath(m, move)) ?? moves[0]!;
  return ok({
    move: legal,
    score: result.score,
    depth: result.depth,
    nodes: result.nodes,
    thinkTimeMs,
    blunder,
    pv: result.pv,
    book: bookMoves !== undefined && !blunder,
  });
}

/** A move known without searching (from the databases or the book), as a search result. */
const unsearched = (move: Move, score: number): SearchResult => ({
  move,
  score,
  depth: 0,
  nodes: 0,
  pv: [move],
  elapsedMs: 0,
  rootMoves: [],
});

const samePath = (a: Move, b: Move): boolean =>
  a.path.length === b.path.length && a.path.every((sq, i) => sq === b.path[i]);

// Among moves scored exactly within `window` of the best, the highest of score + style + noise.
function pickVaried(
  position: Position,
  rootMoves: readonly RootMoveScore[],
  window: number,
  values: MoveValues | null,
  random: () => number,
): Move {
  const bestScore = rootMoves[0]!.score;
  let chosen = rootMoves[0]!.move;
  let chosenValue = -Infinity;
  for (const [i, root] of rootMoves.entries()) {
    if (i > 0 && (!root.exact || root.score < bestScore - window)) continue;
    const value =
      root.score + (values === null ? 0 : styleBonus(position, root.move, values)) + random() * window;
    if (value > chosenValue) {
      chosenValue = value;
      chosen = root.move;
    }
  }
  return chosen;
}

const replies = new MoveList();

/** The spec's move values for one move: captures, crowning, and whether the piece lands safe. */
export function styleBonus(position: Position, move: Move, values: MoveValues): number {
  let bonus = 0;
  for (const sq of move.captures) bonus += (position.kings >>> sq) & 1 ? values.kingCapture : values.capture;
  if (crowned(position, move)) bonus += values.promotion;
  const after = play(position, move);
  const count = generateMoves(rawBoard(after), replies);
  let hanging = false;
  for (let i = 0; i < count && !hanging; i++) hanging = (replies.captured[i]! & (1 << move.to)) !== 0;
  return bonus + (hanging ? values.unsafe : values.safe);
}
