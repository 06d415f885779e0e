// The game record: where a game started, every move with the position after it, and how it ended.
// Records are immutable; each move gives a new record. After every move the rules are applied in
// this order: the side to move has no legal move (the other side wins), threefold repetition,
// then the 40-move rule.
//
// The draws follow the WCDF Rules of Draughts, adopted by the ACF in 2008 (WCDF
// rules_of_checkers_english.pdf, rule 1.32 "Definition of a Draw"):
//   1.32   "The game is drawn if at any stage both players agree on such a result."
//   1.32.1 A player can show "that with their next move they would create the same position for
//          the third time during the game."
//   1.32.2 "Neither player has advanced an uncrowned man towards the king-row during their own
//          previous 40 moves" and "No pieces have been removed from the board during their own
//          previous 40 moves."
// Over the board these are claims made to a referee. Online nobody claims: the server ends the game
// by itself as soon as a condition holds, that is right after the move that creates a position for
// the third time (same pieces on the same squares, same side to move), or after 80 plies (40 moves by
// each player) in which no man moved and nothing was captured. Men only move forward, so every man
// move advances towards the king-row, including the move that crowns it; king moves never reset the
// count. A game set up from a position starts counting at that position: there is no earlier history.
import { bit } from './bitboard.js';
import { countMoves } from './movegen.js';
import { findMove } from './notation.js';
import {
  START_POSITION,
  play,
  rawBoard,
  sameMove,
  samePosition,
  legalMoves,
  type Position,
} from './position.js';
import { fail, ok, type Result } from './result.js';
import { opposite, type Color, type Move } from './types.js';

/** Why a game ended. */
export const END_REASONS = [
  'no-legal-moves',
  'resignation',
  'agreement',
  'threefold-repetition',
  'forty-move-rule',
] as const;
/** Why a game ended. */
export type EndReason = (typeof END_REASONS)[number];

/** How a game ended: the winner, or null for a draw, and why. */
export interface GameResult {
  readonly winner: Color | null;
  readonly reason: EndReason;
}

/** A move of the record and the position it produced. */
export interface PlayedMove {
  readonly move: Move;
  readonly position: Position;
}

/** An immutable game record. `position` is the current position; `result` is null while the game is on. */
export interface Game {
  readonly initial: Position;
  readonly moves: readonly PlayedMove[];
  readonly position: Position;
  readonly result: GameResult | null;
}

/** Whether the game goes on (and whose turn it is) or how it ended. */
export type GameStatus =
  | { readonly status: 'active'; readonly turn: Color }
  | { readonly status: 'finished'; readonly winner: Color | null; readonly reason: EndReason };

/** Plies without a man move or a capture that draw the game: 40 moves by each player (rule 1.32.2). */
export const FORTY_MOVE_PLIES = 80;
/** Occurrences of one position that draw the game (rule 1.32.1). */
export const REPETITION_LIMIT = 3;

/** True when `move` moved a man or captured: the moves that reset the 40-move count. */
const isProgress = (before: Position, move: Move): boolean =>
  move.captures.length > 0 || (before.kings & bit(move.from)) === 0;

const positionBefore = (initial: Position, moves: readonly PlayedMove[], i: number): Position =>
  i === 0 ? initial : moves[i - 1]!.position;

function clockOf(initial: Position, moves: readonly PlayedMove[]): number {
  let plies = 0;
  for (let i = moves.length - 1; i >= 0; i--) {
    if (isProgress(positionBefore(initial, moves, i), moves[i]!.move)) break;
    plies++;
  }
  return plies;
}

// Only positions since the last man move or capture can repeat the current one: men never move
// back and captured pieces never return. Same side to move means every second ply.
function repetitionsOf(initial: Position, moves: readonly PlayedMove[], clock: number): number {
  const n = moves.length;
  const current = positionBefore(initial, moves, n);
  let count = 1;
  for (let k = n - 2; k >= n - clock; k -= 2) {
    if (samePosition(positionBefore(initial, moves, k), current)) count++;
  }
  return count;
}

/**
 * The result the rules impose on the current position, given the 40-move clock and how often the
 * position has occurred (counted only when asked: the common case never needs it).
 */
function resultFor(current: Position, clock: number, repetitions: () => number): GameResult | null {
  if (countMoves(rawBoard(current)) === 0) {
    return { winner: opposite(current.turn), reason: 'no-legal-moves' };
  }
  if (repetitions() >= REPETITION_LIMIT) {
    return { winner: null, reason: 'threefold-repetition' };
  }
  if (clock >= FORTY_MOVE_PLIES) return { winner: null, reason: 'forty-move-rule' };
  return null;
}

/** The result the rules impose on a record, or null while the game goes on. */
function rulesResult(initial: Position, moves: readonly PlayedMove[]): GameResult | null {
  const clock = clockOf(initial, moves);
  return resultFor(positionBefore(initial, moves, moves.length), clock, () =>
    repetitionsOf(initial, moves, clock),
  );
}

/** A new game from the start position or from `initial`; it is already over if the side to move cannot move. */
export function newGame(initial: Position = START_POSITION): Game {
  return { initial, moves: [], position: initial, result: rulesResult(initial, []) };
}

/** Plays a legal move. Refuses a move that is not legal in the current position, or any move once the game is over. */
export function playMove(game: Game, move: Move): Result<Game> {
  if (game.result !== null) {
    return fail('game-over', `The game is over (${game.result.reason}); no more moves.`);
  }
  const legal = legalMoves(game.position).find((m) => sameMove(m, move));
  if (legal === undefined) {
    const why = findMove(game.position, move.from, move.to, move.path);
    return fail('illegal-move', why.ok ? 'That is not a legal move.' : why.error.message);
  }
  const moves = [...game.moves, { move: legal, position: play(game.position, legal) }];
  return ok({
    initial: game.initial,
    moves,
    position: moves[moves.length - 1]!.position,
    result: rulesResult(game.initial, moves),
  });
}

/** Replays `moves` from `initial`, checking each; the error names the first move that fails. */
export function replayGame(initial: Position, moves: readonly Move[]): Result<Game> {
  let game = newGame(initial);
  for (const [i, move] of moves.entries()) {
    const next = playMove(game, move);
    if (!next.ok) return fail(next.error.code, `Move ${i + 1}: ${next.error.message}`);
    game = next.value;
  }
  return ok(game);
}

/**
 * The result the rules impose after `moves` from `initial`, or null while the game goes on: no legal
 * move, threefold repetition, 40-move rule. The moves are trusted to be legal (as for `play`).
 */
export function gameResultAfter(initial: Position, moves: readonly Move[]): GameResult | null {
  const played: PlayedMove[] = [];
  let position = initial;
  for (const move of moves) {
    position = play(position, move);
    played.push({ move, position });
  }
  return rulesResult(initial, played);
}

/** `color` resigns: the other side wins. */
export function resign(game: Game, color: Color): Result<Game> {
  if (game.result !== null) return fail('game-over', `The game is already over (${game.result.reason}).`);
  return ok({ ...game, result: { winner: opposite(color), reason: 'resignation' } });
}

/** Both players agree to a draw. */
export function agreeDraw(game: Game): Result<Game> {
  if (game.result !== null) return fail('game-over', `The game is already over (${game.result.reason}).`);
  return ok({ ...game, result: { winner: null, reason: 'agreement' } });
}

/** Whether the game goes on or how it ended. */
export function gameStatus(game: Game): GameStatus {
  if (game.result === null) return { status: 'active', turn: game.position.turn };
  return { status: 'finished', winner: game.result.winner, reason: game.result.reason };
}

/** Plies since the last man move or capture (or since the start): the 40-move rule draws at 80. */
export const halfmoveClock = (game: Game): number => clockOf(game.initial, game.moves);

/** How many times the current position (with the same side to move) has occurred, this time included. */
export const repetitionCount = (game: Game): number =>
  repetitionsOf(game.initial, game.moves, clockOf(game.initial, game.moves));

/**
 * What the draw rules need of a game's past: the positions since the last man move or capture,
 * oldest first, the last being the current one. Only these can repeat the current position, and
 * their number less one is the 40-move clock. A server keeping many games moves a trail on in
 * constant time per move, where `gameResultAfter` replays the whole game.
 */
export type RulesTrail = readonly Position[];

/** The trail of a game that starts at `initial` (a set-up position starts counting there). */
export const startTrail = (initial: Position): RulesTrail => [initial];

/** The trail after `move`, played from `before` (the trail's last position), gave `after`. */
export const extendTrail = (trail: RulesTrail, before: Position, move: Move, after: Position): RulesTrail =>
  isProgress(before, move) ? [after] : [...trail, after];

/** The result the rules impose at the end of a trail, as `gameResultAfter` would give. */
export function trailResult(trail: RulesTrail): GameResult | null {
  const last = trail.length - 1;
  const current = trail[last]!;
  return resultFor(current, last, () => {
    let count = 1;
    for (let k = last - 2; k >= 0; k -= 2) if (samePosition(trail[k]!, current)) count++;
    return count;
  });
}
