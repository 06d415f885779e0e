// Why a move was refused, in words a player understands. The engine already said no; this finds
// the most useful reason to show.
import { legalMoves, makeSquare, pieceAt, type Position } from '@checkers/engine';

const ILLEGAL = 'Illegal move';

/** A sentence saying why `path` (continuing `partial`, if any) is not a legal move in `position`. */
export function describeRefusal(
  position: Position,
  partial: readonly number[] | null,
  path: readonly number[],
): string {
  const from = path[0]!;
  const stepFrom = path[path.length - 2]!;
  const to = path[path.length - 1]!;
  if (partial !== null)
    return `${ILLEGAL}: the capture sequence must go on from ${makeSquare(partial[partial.length - 1]!)}`;
  const piece = pieceAt(position, from);
  if (piece === undefined) return `${ILLEGAL}: there is no piece on ${makeSquare(from)}`;
  if (piece.color !== position.turn) return `${ILLEGAL}: the piece on ${makeSquare(from)} is not yours`;
  if (pieceAt(position, to) !== undefined && to !== from) return `${ILLEGAL}: ${makeSquare(to)} is occupied`;
  const moves = legalMoves(position);
  if (
    moves.length > 0 &&
    moves[0]!.captures.length > 0 &&
    path.length === 2 &&
    !moves.some((m) => m.from === from && m.path[1] === to)
  ) {
    return `${ILLEGAL}: a capture is available and must be taken`;
  }
  const rowOf = (sq: number): number => sq >> 2;
  const forward = piece.color === 'black' ? rowOf(to) > rowOf(stepFrom) : rowOf(to) < rowOf(stepFrom);
  if (piece.role === 'man' && !forward) return `${ILLEGAL}: men move and capture forward only`;
  if (!moves.some((m) => m.from === from)) return `${ILLEGAL}: the piece on ${makeSquare(from)} cannot move`;
  return `${ILLEGAL}: a piece moves one square diagonally or jumps an opposing piece`;
}
