// Engine self-play from the ACF ballots: a fixed small search with seeded randomness (and the odd
// deliberate slip, since shots come from mistakes). Every position is offered to the miner. The
// searches use the endgame databases the worker loaded; where they call a middle-game position
// won, a second search without them tells the miner whether the win is a forced one it can prove.
import {
  createRandom,
  legalMoves,
  parseMoveText,
  play,
  positionKey,
  randomInt,
  search,
  START_POSITION,
  type SearchOptions,
  type Position,
} from '@checkers/engine';
import { LIMITS, isDatabaseWin, mine, pieceCount, type DropReason, type MinedPuzzle } from './mine.js';

/** One ballot of the ACF table. */
export interface Ballot {
  readonly number: number;
  readonly moves: readonly string[];
}

/** Self-play settings. */
export interface PlayOptions {
  readonly seed: number;
  readonly maxPlies: number;
  readonly searchNodes: number;
  /** Chance of a deliberate slip (a random legal move) at each ply. */
  readonly slip: number;
}

/** What one game yielded. */
export interface GameYield {
  readonly game: number;
  readonly plies: number;
  readonly candidates: number;
  readonly puzzles: { ply: number; puzzle: MinedPuzzle }[];
  readonly dropped: Partial<Record<DropReason, number>>;
  readonly ms: number;
}

/** Plays game `game` from `ballot` and mines its positions. */
export function playAndMine(
  game: number,
  ballot: Ballot,
  options: PlayOptions,
  clock: () => number,
): GameYield {
  const started = clock();
  const random = createRandom(options.seed * 100_003 + game);
  let pos: Position = START_POSITION;
  for (const text of ballot.moves) {
    const move = parseMoveText(pos, text);
    if (!move.ok) throw new Error(`ballot ${ballot.number}: ${move.error.message}`);
    pos = play(pos, move.value);
  }
  const history: Position[] = [];
  const seen = new Map<string, number>();
  const puzzles: GameYield['puzzles'] = [];
  const dropped: Partial<Record<DropReason, number>> = {};
  let candidates = 0;
  let ply = ballot.moves.length;
  for (; ply < options.maxPlies; ply++) {
    const key = positionKey(pos);
    const repeats = (seen.get(key) ?? 0) + 1;
    seen.set(key, repeats);
    if (repeats >= 3) break;
    const moves = legalMoves(pos);
    if (moves.length === 0) break;
    const settings: SearchOptions = {
      maxNodes: options.searchNodes,
      maxDepth: 12,
      rootWindow: 90,
      history,
      hashBits: 16,
    };
    const result = search(pos, settings);
    const exact = result.rootMoves.filter((m) => m.exact);
    // A database look-up stands in for the mate behind it: see whether the search proves one.
    const plainScore =
      isDatabaseWin(result.score) && pieceCount(pos) > LIMITS.endgamePieces
        ? search(pos, { ...settings, egdb: null }).score
        : undefined;
    const mined = mine(
      pos,
      { score: result.score, exactMoves: exact.length, ...(plainScore === undefined ? {} : { plainScore }) },
      `ballot ${ballot.number} (${ballot.moves.join(' ')}), self-play game ${game}, ply ${ply + 1}`,
      clock,
    );
    if (mined !== null) {
      candidates++;
      if ('puzzle' in mined) puzzles.push({ ply, puzzle: mined.puzzle });
      else dropped[mined.dropped] = (dropped[mined.dropped] ?? 0) + 1;
    }
    let move = result.move ?? moves[0]!;
    if (random() < options.slip) move = moves[randomInt(random, moves.length)]!;
    else {
      const close = result.rootMoves.filter((m) => m.exact && m.score >= result.score - 30);
      if (close.length > 1) move = close[randomInt(random, close.length)]!.move;
    }
    history.push(pos);
    pos = play(pos, move);
  }
  return { game, plies: ply, candidates, puzzles, dropped, ms: Math.round(clock() - started) };
}
