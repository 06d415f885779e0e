// Real legal games: the driver keeps each room's game with the engine, picks the next move with a
// seeded generator, and writes it as the wire frame (a step as `move`, a capture as one whole
// `jump_sequence`, so every move is one frame and one event to time).
import { legalMoves, makeSquare, type Game, type Move } from '@checkers/engine';
import type { MoveFrame } from './adapters/types.js';

/** A legal move of the game, chosen by `random` (a float in [0, 1)). */
export function pickMove(game: Game, random: () => number): Move {
  const moves = legalMoves(game.position);
  const move = moves[Math.floor(random() * moves.length)];
  if (move === undefined) throw new Error('pickMove: the game has no legal move');
  return move;
}

/** The frame that plays `move`. */
export function moveFrame(move: Move, clientMoveId: string): MoveFrame {
  if (move.captures.length === 0) {
    return { type: 'move', payload: { from: makeSquare(move.from), to: makeSquare(move.to), clientMoveId } };
  }
  const jumps = move.path.slice(1).map((to, i) => ({
    from: makeSquare(move.path[i]!),
    to: makeSquare(to),
    captured: makeSquare(move.captures[i]!),
  }));
  return { type: 'jump_sequence', payload: { jumps, clientMoveId } };
}
