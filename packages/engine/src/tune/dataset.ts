// Training positions for the Texel tuning: self-play games of the engine at a small fixed depth,
// each position labelled with how its game ended. The games start from an opening (an ACF ballot)
// plus a few random plies, so that games from the same ballot differ; the search has no clock, so a
// run is a function of its seed. A game ends by the rules, at a ply cap (a draw), or as soon as the
// endgame databases know its value, which is then its exact result.
//
// Only quiet positions are kept (the side to move has no capture): the evaluation is only ever asked
// about those, since the search plays captures out before it evaluates.
import { popcount } from '../bitboard.js';
import { capturers } from '../movegen.js';
import { newGame, playMove, type Game } from '../game.js';
import { parseMoveText } from '../notation.js';
import { legalMoves, START_POSITION, type Position } from '../position.js';
import { NOT_LOADED, type EndgameDatabase } from '../egdb/database.js';
import { DRAW, WIN } from '../egdb/values.js';
import { search } from '../ai/search.js';
import { TranspositionTable } from '../ai/transposition.js';
import { createRandom, randomInt, type Random } from '../ai/random.js';
import { fail, ok, type Result } from '../result.js';

/** How the self-play games are played and sampled. */
export interface SelfPlayOptions {
  /** Search depth of every move (plies, no clock). */
  readonly depth: number;
  /** Up to this many random plies after the opening (the number itself is drawn at random). */
  readonly randomPlies: number;
  /** A game still going after this many plies is scored a draw. */
  readonly plyCap: number;
  /** Positions of the first this many plies after the random ones are not kept: still book-like. */
  readonly skipPlies: number;
  /** Endgame databases that end a game once they hold its position (null: play it out). */
  readonly egdb: EndgameDatabase | null;
  /** log2 of the size of each game's transposition table. */
  readonly hashBits: number;
}

/** Defaults sized so that a game takes a few tenths of a second. */
export const DEFAULT_SELF_PLAY: SelfPlayOptions = {
  depth: 5,
  randomPlies: 6,
  plyCap: 200,
  skipPlies: 4,
  egdb: null,
  hashBits: 16,
};

/** "TXL1", little-endian: the first word of a saved position set without search scores. */
const MAGIC = 0x314c5854;
/** "TXL2": the same with each position's search score (the network's training reads it). */
const MAGIC_SCORES = 0x324c5854;
/** Search scores are kept within this (wins and losses are cut to it). */
export const SCORE_LIMIT = 3000;

/** Labelled positions in flat typed arrays; `label` is black's result: 1 win, 0.5 draw, 0 loss. */
export class PositionSet {
  count = 0;
  /** Games the positions come from. */
  games = 0;
  /** The self-play's search depth and seed, so that the set can be made again (0 when unknown). */
  depth = 0;
  seed = 0;
  black = new Int32Array(1024);
  red = new Int32Array(1024);
  kings = new Int32Array(1024);
  blackToMove = new Uint8Array(1024);
  label = new Float32Array(1024);
  /** The self-play search's score of the position for black, in points (0 when unknown). */
  score = new Int16Array(1024);

  /** Appends a position. */
  push(black: number, red: number, kings: number, blackToMove: boolean, label: number, score = 0): void {
    if (this.count === this.black.length) this.grow(this.count * 2);
    const i = this.count++;
    this.black[i] = black;
    this.red[i] = red;
    this.kings[i] = kings;
    this.blackToMove[i] = blackToMove ? 1 : 0;
    this.label[i] = label;
    this.score[i] = Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, score));
  }

  private grow(size: number): void {
    const copy = <T extends Int32Array | Int16Array | Uint8Array | Float32Array>(
      a: T,
      make: (n: number) => T,
    ): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.black = copy(this.black, (n) => new Int32Array(n));
    this.red = copy(this.red, (n) => new Int32Array(n));
    this.kings = copy(this.kings, (n) => new Int32Array(n));
    this.blackToMove = copy(this.blackToMove, (n) => new Uint8Array(n));
    this.label = copy(this.label, (n) => new Float32Array(n));
    this.score = copy(this.score, (n) => new Int16Array(n));
  }

  /**
   * The set as bytes: a header (magic, games, depth, seed), then four 32-bit words per position
   * (black, red, kings, side to move | label * 4 | search score << 16).
   */
  toBytes(): Uint8Array {
    const words = new Int32Array(4 * this.count + 4);
    words[0] = MAGIC_SCORES;
    words[1] = this.games;
    words[2] = this.depth;
    words[3] = this.seed;
    for (let i = 0; i < this.count; i++) {
      const w = 4 * i + 4;
      words[w] = this.black[i]!;
      words[w + 1] = this.red[i]!;
      words[w + 2] = this.kings[i]!;
      words[w + 3] = this.blackToMove[i]! | (Math.round(this.label[i]! * 2) << 1) | (this.score[i]! << 16);
    }
    return new Uint8Array(words.buffer);
  }

  /** Reads what `toBytes` wrote. */
  static fromBytes(bytes: Uint8Array): Result<PositionSet> {
    if (bytes.byteLength % 16 !== 0 || bytes.byteLength < 16) {
      return fail('bad-dataset', 'A position set is a multiple of 16 bytes long.');
    }
    const words = new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    if (words[0] !== MAGIC && words[0] !== MAGIC_SCORES)
      return fail('bad-dataset', 'Not a position set (wrong magic number).');
    const scored = words[0] === MAGIC_SCORES;
    const set = new PositionSet();
    set.games = words[1]!;
    set.depth = words[2]!;
    set.seed = words[3]!;
    for (let i = 4; i < words.length; i += 4) {
      const flags = words[i + 3]!;
      const label = (flags >> 1) & 0x7fff;
      if (label > 2 || (!scored && flags >> 16 !== 0))
        return fail('bad-dataset', `Position ${i / 4} has no valid label.`);
      set.push(
        words[i]!,
        words[i + 1]!,
        words[i + 2]!,
        (flags & 1) === 1,
        label / 2,
        scored ? flags >> 16 : 0,
      );
    }
    return ok(set);
  }
}

/** How one self-play game went. */
export interface SelfPlayGame {
  /** Black's result: 1, 0.5 or 0. */
  readonly result: number;
  /** How it ended. */
  readonly reason: 'rules' | 'ply-cap' | 'egdb';
  readonly plies: number;
  /** Positions kept from it. */
  readonly kept: number;
}

const blackScore = (game: Game): number =>
  game.result?.winner === 'black' ? 1 : game.result?.winner === 'red' ? 0 : 0.5;

/** The value the databases give the position for black (1, 0.5, 0), or undefined when they do not hold it. */
function databaseResult(position: Position, egdb: EndgameDatabase | null): number | undefined {
  if (egdb === null || popcount(position.black | position.red) > egdb.maxPieces) return undefined;
  const code = egdb.probeRaw(
    position.black | 0,
    position.red | 0,
    position.kings | 0,
    position.turn === 'black',
  );
  if (code === NOT_LOADED) return undefined;
  const forMover = code === DRAW ? 0.5 : code === WIN ? 1 : 0;
  return position.turn === 'black' ? forMover : 1 - forMover;
}

const isQuiet = (p: Position): boolean =>
  capturers(
    p.turn === 'black' ? p.black | 0 : p.red | 0,
    p.turn === 'black' ? p.red | 0 : p.black | 0,
    p.kings | 0,
    p.turn === 'black',
  ) === 0;

/**
 * Plays one game from `opening` (PDN moves from the start position) and adds its quiet positions,
 * labelled with the result, to `out`. Fails when the opening has an illegal move.
 */
export function playSelfPlayGame(
  opening: readonly string[],
  options: SelfPlayOptions,
  random: Random,
  out: PositionSet,
): Result<SelfPlayGame> {
  let game = newGame(START_POSITION);
  for (const text of opening) {
    const move = parseMoveText(game.position, text);
    if (!move.ok) return fail(move.error.code, `Opening move ${text}: ${move.error.message}`);
    game = mustPlay(game, move.value);
  }
  const randomPlies = randomInt(random, options.randomPlies + 1);
  for (let i = 0; i < randomPlies && game.result === null; i++) {
    const moves = legalMoves(game.position);
    game = mustPlay(game, moves[randomInt(random, moves.length)]!);
  }
  const firstKept = game.moves.length + options.skipPlies;
  const table = new TranspositionTable(options.hashBits);
  const kept: Position[] = [];
  const keptScores: number[] = [];
  const history: Position[] = [game.initial, ...game.moves.map((m) => m.position)];
  let result: number | undefined;
  let reason: SelfPlayGame['reason'] = 'rules';
  let databaseKept = 0;
  for (;;) {
    const position = game.position;
    const known = databaseResult(position, options.egdb);
    if (known !== undefined) {
      // The databases know this position: it ends the game and is labelled with its exact value.
      if (isQuiet(position)) {
        out.push(position.black | 0, position.red | 0, position.kings | 0, position.turn === 'black', known);
        databaseKept = 1;
      }
      result = known;
      reason = 'egdb';
      break;
    }
    if (game.result !== null) break;
    if (game.moves.length >= options.plyCap) {
      reason = 'ply-cap';
      result = 0.5;
      break;
    }
    const keep = game.moves.length >= firstKept && isQuiet(position);
    const found = search(position, {
      maxDepth: options.depth,
      history,
      table,
      egdb: options.egdb,
    });
    if (keep) {
      kept.push(position);
      keptScores.push(position.turn === 'black' ? found.score : -found.score);
    }
    game = mustPlay(game, found.move!);
    history.push(game.position);
  }
  result ??= blackScore(game);
  for (const [i, p] of kept.entries())
    out.push(p.black | 0, p.red | 0, p.kings | 0, p.turn === 'black', result, keptScores[i]);
  return ok({ result, reason, plies: game.moves.length, kept: kept.length + databaseKept });
}

function mustPlay(game: Game, move: Parameters<typeof playMove>[1]): Game {
  const next = playMove(game, move);
  // Moves come from the move generator or the search, so a refusal is a bug.
  if (!next.ok) throw new Error(`self-play: ${next.error.message}`);
  return next.value;
}

/** What a self-play run produced. */
export interface SelfPlayRun {
  readonly positions: PositionSet;
  readonly games: number;
  readonly results: { readonly black: number; readonly draws: number; readonly red: number };
  readonly endings: Record<SelfPlayGame['reason'], number>;
}

/**
 * Plays up to `games` games, cycling through `openings`, with a generator seeded by `seed`. `onGame`
 * hears about each game (for progress and saving) and stops the run by returning false. Fails on
 * the first opening with an illegal move.
 */
export function selfPlay(
  openings: readonly (readonly string[])[],
  games: number,
  seed: number,
  options: SelfPlayOptions,
  onGame: (done: number, game: SelfPlayGame, positions: PositionSet) => boolean = () => true,
): Result<SelfPlayRun> {
  const random = createRandom(seed);
  const positions = new PositionSet();
  positions.depth = options.depth;
  positions.seed = seed;
  const results = { black: 0, draws: 0, red: 0 };
  const endings = { rules: 0, 'ply-cap': 0, egdb: 0 };
  for (let g = 0; g < games; g++) {
    const played = playSelfPlayGame(openings[g % openings.length]!, options, random, positions);
    if (!played.ok) return played;
    const { result, reason } = played.value;
    if (result === 1) results.black++;
    else if (result === 0) results.red++;
    else results.draws++;
    endings[reason]++;
    positions.games++;
    if (!onGame(g + 1, played.value, positions)) break;
  }
  return ok({ positions, games: positions.games, results, endings });
}
