import {
  START_POSITION,
  ballotOpening,
  makeSquare,
  parseSquare,
  piecesOf,
  type Square,
} from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { gameStateSchema, type WirePiece } from './game.js';
import { gameState, type GameStateFacts } from './game-state.js';
import { positionOfPieces, stateAfterMove } from './state-after-move.js';

const square = (name: string): Square => {
  const parsed = parseSquare(name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

const piece = (id: string, color: 'red' | 'black', name: string, king = false): WirePiece => ({
  id,
  color,
  position: name,
  square: name,
  king,
});

const startPieces = piecesOf(START_POSITION).map(({ square: sq, piece: p }, i) =>
  piece(`${p.color[0]}${i}`, p.color, makeSquare(sq)),
);

function facts(overrides: Partial<GameStateFacts> = {}): GameStateFacts {
  return {
    roomCode: 'ABCDEF',
    status: 'active',
    position: START_POSITION,
    pieces: startPieces,
    partial: null,
    moveCount: 0,
    captures: { red: 0, black: 0 },
    lastMove: null,
    winner: null,
    reason: null,
    playerRed: 'red-id',
    playerBlack: 'black-id',
    spectatorCount: 2,
    drawOfferedBy: null,
    rated: true,
    version: 1,
    ...overrides,
  };
}

/** Black to move with one capture, b6xd4xb2, over the red men on c5 and c3. */
const capturePieces = [
  piece('b1', 'black', 'b6'),
  piece('b2', 'black', 'h8'),
  piece('r1', 'red', 'c5'),
  piece('r2', 'red', 'c3'),
  piece('r3', 'red', 'h2'),
];

describe('gameState', () => {
  it('lists the fields in the wire order the server has always sent', () => {
    expect(Object.keys(gameState(facts()))).toEqual([
      'roomCode',
      'status',
      'pieces',
      'currentTurn',
      'validMoves',
      'in_multi_jump',
      'multi_jump_piece',
      'isGameOver',
      'winner',
      'isDraw',
      'reason',
      'playerRed',
      'playerBlack',
      'spectatorCount',
      'moveCount',
      'captures',
      'promoted',
      'lastMove',
      'drawOfferedBy',
      'rated',
      'casualReason',
      'ballot',
      'version',
    ]);
  });

  it('at the start: black to move, its front men movable (7 steps), the rest copied', () => {
    const state = gameState(facts());
    expect(gameStateSchema.parse(state)).toEqual(state);
    expect(state.currentTurn).toBe('black');
    expect(Object.values(state.validMoves).flat()).toHaveLength(7);
    expect(state.validMoves).toEqual({ b6: ['a5', 'c5'], d6: ['c5', 'e5'], f6: ['e5', 'g5'], h6: ['g5'] });
    expect(state.pieces).toEqual(startPieces);
    expect(state.pieces).not.toBe(startPieces);
    expect(state).toMatchObject({
      roomCode: 'ABCDEF',
      status: 'active',
      in_multi_jump: false,
      multi_jump_piece: null,
      isGameOver: false,
      winner: null,
      isDraw: false,
      reason: null,
      playerRed: 'red-id',
      playerBlack: 'black-id',
      spectatorCount: 2,
      moveCount: 0,
      captures: { red: 0, black: 0 },
      promoted: false,
      lastMove: null,
      drawOfferedBy: null,
      rated: true,
      version: 1,
    });
  });

  it('mid-capture: only the jumping piece, from where it landed', () => {
    const position = positionOfPieces(capturePieces, 'black')!;
    const shown = [piece('b1', 'black', 'd4'), ...capturePieces.slice(1)];
    const state = gameState(facts({ position, pieces: shown, partial: [square('b6'), square('d4')] }));
    expect(state.validMoves).toEqual({ d4: ['b2'] });
    expect(state.in_multi_jump).toBe(true);
    expect(state.multi_jump_piece).toBe('d4');
    expect(state.currentTurn).toBe('black');
    // Before the capture starts, the same position offers its first step.
    expect(gameState(facts({ position, pieces: capturePieces })).validMoves).toEqual({ b6: ['d4'] });
  });

  it('a finished game has no valid moves; a draw has no winner', () => {
    const lastMove = {
      from: 'b6',
      to: 'd4',
      path: ['b6', 'd4'],
      captured: ['c5'],
      color: 'black' as const,
      promoted: true,
    };
    const won = gameState(facts({ status: 'finished', winner: 'black', reason: 'resignation', lastMove }));
    expect(won).toMatchObject({
      validMoves: {},
      isGameOver: true,
      winner: 'black',
      isDraw: false,
      promoted: true,
    });
    const drawn = gameState(facts({ status: 'finished', reason: 'agreement' }));
    expect(drawn).toMatchObject({
      validMoves: {},
      isGameOver: true,
      winner: null,
      isDraw: true,
      reason: 'agreement',
    });
  });

  it('an aborted game says what ended it; any other game leaves it out', () => {
    const abort = { reason: 'timeout' as const, by: 'red' as const };
    const aborted = gameState(facts({ status: 'finished', reason: 'aborted', abort }));
    expect(gameStateSchema.parse(aborted)).toEqual(aborted);
    expect(aborted).toMatchObject({ isGameOver: true, winner: null, isDraw: false, abort });
    const won = gameState(facts({ status: 'finished', winner: 'black', reason: 'timeout', abort }));
    expect('abort' in won).toBe(false);
  });

  it('a waiting game has no valid moves and is not over', () => {
    const state = gameState(facts({ status: 'waiting', playerBlack: null, rated: false, version: 0 }));
    expect(state).toMatchObject({ validMoves: {}, isGameOver: false, isDraw: false, playerBlack: null });
  });
});

describe('a ballot game', () => {
  it('names its ballot in every state, the ones a move event leads to included', () => {
    const opening = ballotOpening(12)!;
    const pieces = piecesOf(opening.position).map(({ square: sq, piece: p }, i) =>
      piece(`${p.color[0]}${i}`, p.color, makeSquare(sq)),
    );
    const ballot = { number: 12, moves: opening.ballot.moves };
    const state = gameState(facts({ position: opening.position, pieces, moveCount: 3, ballot }));
    expect(gameStateSchema.parse(state).ballot).toEqual(ballot);
    expect(state.currentTurn).toBe('red');
    expect(gameState(facts()).ballot).toBeNull();
    const [from, to] = Object.entries(state.validMoves)[0]!;
    const after = stateAfterMove(state, { path: [from, to[0]!], color: 'red' }, 2);
    expect(after?.ballot).toEqual(ballot);
    expect(after?.moveCount).toBe(4);
  });
});

describe('positionOfPieces', () => {
  it('is the position the pieces show, or undefined for overlapping or unplayable squares', () => {
    expect(positionOfPieces(startPieces, 'black')).toEqual(START_POSITION);
    expect(positionOfPieces([piece('a', 'black', 'b6'), piece('b', 'red', 'b6')], 'black')).toBeUndefined();
    expect(positionOfPieces([piece('a', 'black', 'a2')], 'black')).toBeUndefined();
    expect(positionOfPieces([], 'red')).toEqual({ black: 0, red: 0, kings: 0, turn: 'red' });
  });
});
