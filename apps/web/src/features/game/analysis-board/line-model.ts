// The line on the analysis board: a start position and the moves played from it, kept as a game to
// replay (so the move list, the replay controls, PDN out and the game analysis take it as they take
// a finished game). Playing a move other than the next one from an earlier point starts a new line
// there: the rest is replaced.
import {
  gameResultAfter,
  makeFen,
  sameMove,
  type GameResult,
  type Move,
  type Position,
} from '@checkers/engine';
import type { ReplayGame } from '../replay/replay-model';

let lines = 0;

/** A line from `initial`, with `moves` (legal, in order) already played. */
export function newLine(initial: Position, moves: readonly Move[] = []): ReplayGame {
  return {
    id: `line:${++lines}`,
    source: 'analysis',
    roomCode: null,
    initial,
    initialFen: makeFen(initial),
    moves,
    names: { red: null, black: null },
    result: null,
    rated: false,
    startedAt: null,
  };
}

/**
 * `move` played in the position after `ply` moves of `line`: the line's own next move steps along
 * it, any other move ends the line there and goes on with this one (keeping the players' names of a
 * loaded game, not its result). Returns the line and the ply now shown (`ply + 1`).
 */
export function playOnLine(line: ReplayGame, ply: number, move: Move): { line: ReplayGame; ply: number } {
  const next = line.moves[ply];
  if (next !== undefined && sameMove(next, move)) return { line, ply: ply + 1 };
  const branched: ReplayGame = {
    ...newLine(line.initial, [...line.moves.slice(0, ply), move]),
    names: line.names,
  };
  return { line: branched, ply: ply + 1 };
}

/**
 * How the rules end the line after its first `ply` moves (no legal move, threefold repetition, the
 * 40-move rule), or null while it may go on.
 */
export const lineResultAt = (line: ReplayGame, ply: number): GameResult | null =>
  gameResultAfter(line.initial, line.moves.slice(0, ply));
