// Building a book by deep searches (the CLI book-generate.ts runs it). Two walks fill it:
//
// - from the start, for either colour of the AI: where the AI is to move, its book moves; where the
//   player is, every legal reply, for `startPlies` plies, so that a game from the start stays in the
//   book whatever the player does;
// - from each given line position (the ACF ballots), for `linePlies` plies: the side to move there
//   plays its book moves, the other side its `replies` best replies by the search.
//
// Every position reached where a book move is wanted is searched once, with a fixed node budget (not
// a clock) and one transposition table for the whole run, so the same options give the same book.
import type { EndgameDatabase } from '../egdb/database.js';
import { START_POSITION, legalMoves, play, positionKey, sameMove, type Position } from '../position.js';
import { search } from '../ai/search.js';
import { TranspositionTable } from '../ai/transposition.js';
import type { Color, Move } from '../types.js';
import { DEFAULT_BOOK_SLOTS, type BookMove, type BookRecord } from './format.js';

/** How to build a book. */
export interface BookGenerateOptions {
  /** Node budget of each search. */
  readonly maxNodes: number;
  /** Plies from the start covered for an AI of either colour. */
  readonly startPlies: number;
  /** Positions whose continuations to add (the ballots' positions). */
  readonly lines: readonly Position[];
  /** Plies played from each line position. */
  readonly linePlies: number;
  /** Replies of the other side followed in the lines. */
  readonly replies: number;
  /** Book moves followed where the book's side is to move (the best first). */
  readonly follow: number;
  /** Other moves within this many points of the best are stored too, for variety. */
  readonly variety: number;
  /** Moves stored per position at most. */
  readonly slots?: number;
  /** log2 of the shared transposition table's size; default 22. */
  readonly hashBits?: number;
  /** Endgame databases for the searches; the shared registry when left out. */
  readonly egdb?: EndgameDatabase | null;
  /** Called after each search, for progress. */
  readonly onSearched?: (entry: SearchedEntry, count: number) => void;
}

/** A searched position: its book record and what the search saw. */
export interface SearchedEntry extends BookRecord {
  /** Every root move, best first by the search (the replies to follow come from here). */
  readonly ranked: readonly Move[];
  readonly depth: number;
  readonly nodes: number;
}

/** Searches every position the walks reach and returns their records, in search order. */
export function generateBook(options: BookGenerateOptions): SearchedEntry[] {
  const slots = options.slots ?? DEFAULT_BOOK_SLOTS;
  const table = new TranspositionTable(options.hashBits ?? 22);
  const searched = new Map<string, SearchedEntry>();
  const walked = new Set<string>();

  const entryOf = (position: Position): SearchedEntry => {
    const key = positionKey(position);
    const known = searched.get(key);
    if (known !== undefined) return known;
    const result = search(position, {
      maxNodes: options.maxNodes,
      rootWindow: options.variety,
      table,
      egdb: options.egdb,
    });
    const best = result.move ?? legalMoves(position)[0]!;
    const moves: BookMove[] = [{ move: best, score: result.score }];
    for (const root of result.rootMoves) {
      if (moves.length >= slots) break;
      if (root.exact && !sameMove(root.move, best) && root.score >= result.score - options.variety) {
        moves.push({ move: root.move, score: root.score });
      }
    }
    const ranked = [best, ...result.rootMoves.map((r) => r.move).filter((m) => !sameMove(m, best))];
    const entry = { position, moves, ranked, depth: result.depth, nodes: result.nodes };
    searched.set(key, entry);
    options.onSearched?.(entry, searched.size);
    return entry;
  };

  const bookMoves = (position: Position): Move[] =>
    entryOf(position)
      .moves.slice(0, options.follow)
      .map((m) => m.move);

  // `ai` is the side the book plays; the other side's moves are all of them from the start, the
  // search's best few in the lines.
  const walk = (position: Position, plies: number, ai: Color, line: boolean): void => {
    const key = `${positionKey(position)} ${plies} ${ai} ${line}`;
    const legal = legalMoves(position);
    if (walked.has(key) || legal.length === 0) return;
    walked.add(key);
    // Forced moves need no book entry (the AI plays them at once) but the walk goes through them.
    const forced = legal.length === 1;
    if (!forced && (line || position.turn === ai)) entryOf(position);
    if (plies === 0) return;
    let next: readonly Move[];
    if (forced) next = legal;
    else if (position.turn === ai) next = bookMoves(position);
    else if (line) next = entryOf(position).ranked.slice(0, options.replies);
    else next = legal;
    for (const move of next) walk(play(position, move), plies - 1, ai, line);
  };

  for (const ai of ['black', 'red'] as const) walk(START_POSITION, options.startPlies, ai, false);
  for (const position of options.lines) walk(position, options.linePlies, position.turn, true);
  return [...searched.values()];
}
