// The state a `move` or `jump_sequence` event leads to. After a whole move that leaves the game
// running, the server sends only the move (a few hundred bytes) and no `game_update` (the whole state,
// ~2 KB, to every player and spectator, for every move): each client applies the move to the state
// it holds, with the same engine the server judged it by. Whenever the event alone cannot say what
// follows (one jump of a capture still in progress, the end of the game, a move made from within a
// capture sequence), the server still sends the `game_update`, and this returns undefined.
import {
  crowned,
  followPath,
  makePosition,
  makeSquare,
  parseSquare,
  play,
  type Position,
  type Square,
} from '@checkers/engine';
import type { GameClock } from './clock.js';
import type { GameState, WirePiece } from './game.js';
import { gameState } from './game-state.js';

/** What of a move event the state needs: its squares and side, and a timed game's clocks after it. */
export interface MoveEventPayload {
  readonly path: readonly string[];
  readonly color: string;
  readonly clock?: GameClock;
}

function squareOf(text: string): Square | undefined {
  const parsed = parseSquare(text);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * The engine position the wire pieces show, with `turn` to move; undefined when two share a square
 * or one is not a playable square.
 */
export function positionOfPieces(
  pieces: readonly WirePiece[],
  turn: GameState['currentTurn'],
): Position | undefined {
  let black = 0;
  let red = 0;
  let kings = 0;
  for (const piece of pieces) {
    const square = squareOf(piece.square);
    if (square === undefined) return undefined;
    const bit = 1 << square;
    if (((black | red) & bit) !== 0) return undefined;
    if (piece.color === 'black') black |= bit;
    else red |= bit;
    if (piece.king) kings |= bit;
  }
  return makePosition(black, red, kings, turn);
}

/**
 * The state after `move`, numbered `v`, from the state just before it (version `v - 1`); undefined
 * when the move is not a whole legal move of that state (a `game_update` follows, or the client has
 * missed events and should resync).
 */
export function stateAfterMove(state: GameState, move: MoveEventPayload, v: number): GameState | undefined {
  if (state.status !== 'active' || state.in_multi_jump || state.version !== v - 1) return undefined;
  if (move.color !== state.currentTurn) return undefined;
  const before = positionOfPieces(state.pieces, state.currentTurn);
  const path = move.path.map(squareOf);
  if (before === undefined || path.some((square) => square === undefined)) return undefined;
  const progress = followPath(before, path as Square[]);
  const played = progress.ok ? progress.value.complete : undefined;
  if (played === undefined) return undefined;

  const after = play(before, played);
  const promoted = crowned(before, played);
  const from = makeSquare(played.from);
  const to = makeSquare(played.to);
  const captured = played.captures.map(makeSquare);
  const gone = new Set(captured);
  // In square order (a1, c1, ..., h8 by the engine's numbering), as the server lists them.
  const pieces = state.pieces
    .filter((piece) => !gone.has(piece.square))
    .map((piece) =>
      piece.square === from ? { ...piece, position: to, square: to, king: piece.king || promoted } : piece,
    )
    .sort((a, b) => squareOf(a.square)! - squareOf(b.square)!);
  const mover = state.currentTurn;

  return gameState({
    roomCode: state.roomCode,
    status: state.status,
    position: after,
    pieces,
    partial: null,
    moveCount: state.moveCount + 1,
    captures: { ...state.captures, [mover]: state.captures[mover] + captured.length },
    lastMove: { from, to, path: played.path.map(makeSquare), captured, color: mover, promoted },
    winner: state.winner,
    reason: state.reason,
    playerRed: state.playerRed,
    playerBlack: state.playerBlack,
    spectatorCount: state.spectatorCount,
    drawOfferedBy: null,
    rated: state.rated,
    ballot: state.ballot ?? null,
    version: v,
    ...(move.clock === undefined ? {} : { clock: move.clock }),
  });
}
