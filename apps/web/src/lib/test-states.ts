// Game states for tests, in the server's shape.
import type { GameState, WirePiece } from '@checkers/protocol';

const piece = (id: string, color: 'red' | 'black', square: string, king = false): WirePiece => ({
  id,
  color,
  position: square,
  square,
  king,
});

/** Black to move with one capture, b6xd4xb2, over the red men on c5 and c3. */
export function doubleJumpState(overrides: Partial<GameState> = {}): GameState {
  return {
    roomCode: 'ABCDEF',
    status: 'active',
    pieces: [
      piece('b1', 'black', 'b6'),
      piece('b2', 'black', 'h8'),
      piece('r1', 'red', 'c5'),
      piece('r2', 'red', 'c3'),
      piece('r3', 'red', 'h2'),
    ],
    currentTurn: 'black',
    validMoves: { b6: ['d4'] },
    in_multi_jump: false,
    multi_jump_piece: null,
    isGameOver: false,
    winner: null,
    isDraw: false,
    reason: null,
    playerRed: 'red-id',
    playerBlack: 'black-id',
    spectatorCount: 0,
    moveCount: 10,
    captures: { red: 2, black: 3 },
    promoted: false,
    lastMove: null,
    drawOfferedBy: null,
    rated: false,
    version: 12,
    ...overrides,
  };
}

/** The opening position's first moves for black: a step, no capture. */
export function simpleState(overrides: Partial<GameState> = {}): GameState {
  return doubleJumpState({
    pieces: [piece('b1', 'black', 'c7'), piece('r1', 'red', 'd2')],
    validMoves: { c7: ['b6', 'd6'] },
    ...overrides,
  });
}
