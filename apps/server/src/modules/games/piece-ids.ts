// Stable piece ids for the wire: every piece keeps its id from move to move, so a client can
// animate the right piece. Ids are given by starting square (`b1`..`b12` for black in square order,
// `r1`..`r12` for red) and follow the moves.
import { piecesOf, type Move, type Position } from '@checkers/engine';

/**
 * Piece id by square index (0-31), undefined on an empty square. An array rather than a Map: every
 * running game holds one and every move copies it, and the id strings are shared constants.
 */
export type PieceIds = readonly (string | undefined)[];

const SQUARES = 32;
const ID_NAMES = {
  black: Array.from({ length: 12 }, (_, i) => `b${i + 1}`),
  red: Array.from({ length: 12 }, (_, i) => `r${i + 1}`),
};

/** Ids for the pieces of an initial position. */
export function initialIds(position: Position): PieceIds {
  const ids = new Array<string | undefined>(SQUARES).fill(undefined);
  const counters = { black: 0, red: 0 };
  for (const { square, piece } of piecesOf(position)) {
    const n = counters[piece.color]++;
    ids[square] = ID_NAMES[piece.color][n] ?? `${piece.color === 'black' ? 'b' : 'r'}${n + 1}`;
  }
  return ids;
}

/** Ids after a (possibly partial) path: the mover's id moves, captured pieces' ids are dropped. */
export function idsAfterPath(ids: PieceIds, path: readonly number[], captured: readonly number[]): PieceIds {
  const next = ids.slice();
  const from = path[0];
  const to = path[path.length - 1];
  if (from === undefined || to === undefined) return next;
  const id = next[from];
  next[from] = undefined;
  for (const square of captured) next[square] = undefined;
  if (id !== undefined) next[to] = id;
  return next;
}

/** Ids after a whole move. */
export const idsAfterMove = (ids: PieceIds, move: Move): PieceIds =>
  idsAfterPath(ids, move.path, move.captures);
