// An immutable position: three bitboards and the side to move.
import { RANK_1, RANK_8, bit, popcount, squaresOf } from './bitboard.js';
import { MoveList, generateMoves, toMoves, type RawBoard } from './movegen.js';
import type { Color, Move, Piece, Square } from './types.js';
import { zobristHi, zobristLo } from './zobrist.js';

/** A position. Bitboards are unsigned 32-bit numbers with bit i for square index i (PDN i + 1). */
export interface Position {
  readonly black: number;
  readonly red: number;
  readonly kings: number;
  readonly turn: Color;
}

/** Builds a position, normalising bitboards to unsigned 32-bit numbers. */
export const makePosition = (black: number, red: number, kings: number, turn: Color): Position => ({
  black: black >>> 0,
  red: red >>> 0,
  kings: (kings & (black | red)) >>> 0,
  turn,
});

/** The starting position: black on PDN 1-12, red on 21-32, black to move. */
export const START_POSITION: Position = makePosition(0x00000fff, 0xfff00000, 0, 'black');

/** The raw board view of a position, for the move generator. */
export const rawBoard = (pos: Position): RawBoard => ({
  black: pos.black | 0,
  red: pos.red | 0,
  kings: pos.kings | 0,
  blackToMove: pos.turn === 'black',
});

/** The piece on a square, if any. */
export function pieceAt(pos: Position, square: Square): Piece | undefined {
  const b = bit(square);
  const role = pos.kings & b ? 'king' : 'man';
  if (pos.black & b) return { color: 'black', role };
  if (pos.red & b) return { color: 'red', role };
  return undefined;
}

/** Every piece on the board with its square, in square order. */
export function piecesOf(pos: Position): { square: Square; piece: Piece }[] {
  return squaresOf(pos.black | pos.red).map((square) => ({ square, piece: pieceAt(pos, square)! }));
}

/** Number of pieces of one colour. */
export const countPieces = (pos: Position, color: Color): number =>
  popcount(color === 'black' ? pos.black : pos.red);

const scratch = new MoveList();

/** Every legal move of the side to move. Captures are mandatory, so if any exists only captures are listed. */
export function legalMoves(pos: Position): Move[] {
  generateMoves(rawBoard(pos), scratch);
  return toMoves(scratch);
}

/**
 * The position after `move`. The move is trusted to be one of `legalMoves(pos)`; use
 * `findMove` to check untrusted input first.
 */
export function play(pos: Position, move: Move): Position {
  const fromBit = bit(move.from);
  const toBit = bit(move.to);
  let captured = 0;
  for (const sq of move.captures) captured |= bit(sq);
  const moverIsKing = (pos.kings & fromBit) !== 0;
  const crowns = pos.turn === 'black' ? RANK_1 : RANK_8;
  let kings = (pos.kings & ~fromBit & ~captured) | 0;
  if (moverIsKing || (toBit & crowns) !== 0) kings |= toBit;
  const moveOwn = (b: number): number => (b & ~fromBit) | toBit | 0;
  return pos.turn === 'black'
    ? makePosition(moveOwn(pos.black), pos.red & ~captured, kings, 'red')
    : makePosition(pos.black & ~captured, moveOwn(pos.red), kings, 'black');
}

/** True when `move` made a man into a king. */
export function crowned(pos: Position, move: Move): boolean {
  const crowns = pos.turn === 'black' ? RANK_1 : RANK_8;
  return (pos.kings & bit(move.from)) === 0 && (crowns & bit(move.to)) !== 0;
}

/** 64-bit Zobrist hash of a position as a pair of signed 32-bit halves. */
export const hashPosition = (pos: Position): readonly [number, number] => {
  const b = rawBoard(pos);
  return [
    zobristHi(b.black, b.red, b.kings, b.blackToMove),
    zobristLo(b.black, b.red, b.kings, b.blackToMove),
  ];
};

/** A string that identifies a position exactly, for repetition counting and maps. */
export const positionKey = (pos: Position): string => `${pos.turn[0]}${pos.black}:${pos.red}:${pos.kings}`;

/** True when two positions are the same (pieces and side to move). */
export const samePosition = (a: Position, b: Position): boolean =>
  a.black === b.black && a.red === b.red && a.kings === b.kings && a.turn === b.turn;

/** Two moves are the same when they follow the same path (captures follow from the path). */
export const sameMove = (a: Move, b: Move): boolean =>
  a.path.length === b.path.length && a.path.every((sq, i) => sq === b.path[i]);
