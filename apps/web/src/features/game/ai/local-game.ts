// A game against the AI, played entirely in the page: the engine's game record (with its draw rules)
// plus piece ids that follow each piece, shown through the same GameState shape the server sends.
import {
  START_POSITION,
  crowned,
  gameStatus,
  makeSquare,
  newGame,
  pieceAt,
  piecesOf,
  playMove,
  type Game,
  type Move,
} from '@checkers/engine';
import { gameState, type GameState, type LastMove, type WirePiece } from '@checkers/protocol';

/** The room code an AI game shows in place of a real room's. */
export const AI_ROOM = 'AI';

/** A local game: the engine's record, the pieces with their ids, and the last move. */
export interface LocalGame {
  readonly game: Game;
  readonly pieces: readonly WirePiece[];
  readonly lastMove: LastMove | null;
  readonly captures: { readonly red: number; readonly black: number };
}

/** The starting position, black (the human) to move. */
export function createLocalGame(): LocalGame {
  const counters = { black: 0, red: 0 };
  const pieces = piecesOf(START_POSITION).map(({ square, piece }): WirePiece => {
    const name = makeSquare(square);
    const id = `${piece.color === 'black' ? 'b' : 'r'}${++counters[piece.color]}`;
    return { id, color: piece.color, position: name, square: name, king: false };
  });
  return { game: newGame(), pieces, lastMove: null, captures: { red: 0, black: 0 } };
}

/** Plays a legal move; undefined when the record refuses it (the game is over). */
export function playLocalMove(local: LocalGame, move: Move): LocalGame | undefined {
  const before = local.game.position;
  const next = playMove(local.game, move);
  if (!next.ok) return undefined;
  const mover = pieceAt(before, move.from);
  if (mover === undefined) return undefined;
  const promoted = crowned(before, move);
  const from = makeSquare(move.from);
  const to = makeSquare(move.to);
  const captured = new Set(move.captures.map(makeSquare));
  const pieces = local.pieces
    .filter((piece) => !captured.has(piece.position))
    .map((piece) =>
      piece.position === from ? { ...piece, position: to, square: to, king: piece.king || promoted } : piece,
    );
  return {
    game: next.value,
    pieces,
    lastMove: {
      from,
      to,
      path: move.path.map(makeSquare),
      captured: [...captured],
      color: mover.color,
      promoted,
    },
    captures: { ...local.captures, [mover.color]: local.captures[mover.color] + move.captures.length },
  };
}

/** The local game in the server's GameState shape, so one screen shows both kinds of game. */
export function localState(local: LocalGame): GameState {
  const status = gameStatus(local.game);
  const finished = status.status === 'finished';
  return gameState({
    roomCode: AI_ROOM,
    status: finished ? 'finished' : 'active',
    position: local.game.position,
    pieces: local.pieces,
    partial: null,
    moveCount: local.game.moves.length,
    captures: local.captures,
    lastMove: local.lastMove,
    winner: finished ? status.winner : null,
    reason: finished ? status.reason : null,
    playerRed: 'ai',
    playerBlack: 'you',
    spectatorCount: 0,
    drawOfferedBy: null,
    rated: false,
    version: local.game.moves.length,
  });
}
