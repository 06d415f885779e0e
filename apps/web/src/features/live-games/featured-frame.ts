// What the featured game's small board shows, worked out from the game's public record: the start
// position, then each move's origin, landing, captures and crowning, with ids that follow each piece
// so the board slides the right one. Loaded with the board, after the home page's first download.
import { makeSquare, parseFen, piecesOf } from '@checkers/engine';
import type { GameRecord } from '@checkers/protocol';
import type { BoardArrow, BoardPiece } from '../../components/board/board';

/** What the small board shows after the record's moves. */
export interface FeaturedFrame {
  readonly pieces: readonly BoardPiece[];
  /** The last move, pointed at (and its jumps animated). */
  readonly lastMove: BoardArrow | null;
}

/** The position after every move of `record`; null when its start position cannot be read. */
export function frameOfRecord(record: Pick<GameRecord, 'initial_fen' | 'moves'>): FeaturedFrame | null {
  const start = parseFen(record.initial_fen);
  if (!start.ok) return null;
  const counters = { black: 0, red: 0 };
  let pieces: BoardPiece[] = piecesOf(start.value).map(({ square, piece }) => ({
    id: `${piece.color === 'black' ? 'b' : 'r'}${++counters[piece.color]}`,
    color: piece.color,
    square: makeSquare(square),
    king: piece.role === 'king',
  }));
  let lastMove: BoardArrow | null = null;
  for (const move of record.moves) {
    const from = move.path[0];
    const to = move.path[move.path.length - 1];
    if (from === undefined || to === undefined) continue;
    pieces = pieces
      .filter((piece) => !move.captured.includes(piece.square))
      .map((piece) =>
        piece.square === from ? { ...piece, square: to, king: piece.king || move.promoted } : piece,
      );
    lastMove = { path: move.path, captured: move.captured };
  }
  return { pieces, lastMove };
}
