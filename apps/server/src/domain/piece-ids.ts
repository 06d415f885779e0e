// Stable piece ids for the wire: every piece keeps its id from move to move, so a client can
// animate the right piece. Ids are given by starting square (`b1`..`b12` for black in square order,
// `r1`..`r12` for red) and follow the moves.
import { piecesOf, type Move, type Position } from '@checkers/engine';

/** Piece id by square index. */
export type PieceIds = ReadonlyMap<number, string>;

/** Ids for the pieces of an initial position. */
export function initialIds(position: Position): PieceIds {
  const ids = new Map<number, string>();
  const counters = { black: 0, red: 0 };
  for (const { square, piece } of piecesOf(position)) {
    counters[piece.color] += 1;
    ids.set(square, `${piece.color === 'black' ? 'b' : 'r'}${counters[piece.color]}`);
  }
  return ids;
}

/** Ids after a (possibly partial) path: the mover's id moves, captured pieces' ids are dropped. */
export function idsAfterPath(ids: PieceIds, path: readonly number[], captured: readonly number[]): PieceIds {
  const next = new Map(ids);
  const from = path[0];
  const to = path[path.length - 1];
  if (from === undefined || to === undefined) return next;
  const id = next.get(from);
  next.delete(from);
  for (const square of captured) next.delete(square);
  if (id !== undefined) next.set(to, id);
  return next;
}

/** Ids after a whole move. */
export const idsAfterMove = (ids: PieceIds, move: Move): PieceIds =>
  idsAfterPath(ids, move.path, move.captures);
