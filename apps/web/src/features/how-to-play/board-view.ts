// Engine positions and moves as the rule-less board draws them: pieces by algebraic square, a move
// as an arrow with the pieces it jumped.
import { makeSquare, piecesOf, type Move, type Position } from '@checkers/engine';
import type { BoardArrow, BoardPiece } from '../../components/board/board';

/** The pieces of a position, each named by its colour and square. */
export function piecesOfPosition(position: Position): BoardPiece[] {
  return piecesOf(position).map(({ square, piece }) => {
    const name = makeSquare(square);
    return { id: `${piece.color}-${name}`, color: piece.color, square: name, king: piece.role === 'king' };
  });
}

/** A move drawn as an arrow along its path, with a cross on each piece it captured. */
export const arrowOf = (move: Move): BoardArrow => ({
  path: move.path.map(makeSquare),
  captured: move.captures.map(makeSquare),
});
