// Zobrist keys: one random 64-bit value (as two 32-bit halves) per piece kind and square, and one
// for the side to move. Generated from a fixed seed so hashes are the same in every process.
import { lowestSquare } from './bitboard.js';

function splitmix32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
}

const next = splitmix32(0x0c4ec4e5);

/** Kinds indexed as: 0 black man, 1 black king, 2 red man, 3 red king; key = kind * 32 + square. */
export const KEYS_HI = Int32Array.from({ length: 128 }, next);
/** Second halves of the piece keys. */
export const KEYS_LO = Int32Array.from({ length: 128 }, next);
/** XORed in when red is to move. */
export const SIDE_HI = next();
/** Second half of the side key. */
export const SIDE_LO = next();

function xorSquares(bits: number, kind: number, keys: Int32Array): number {
  let h = 0;
  while (bits !== 0) {
    h ^= keys[kind * 32 + lowestSquare(bits)]!;
    bits &= bits - 1;
  }
  return h;
}

function hashHalf(
  black: number,
  red: number,
  kings: number,
  blackToMove: boolean,
  keys: Int32Array,
  side: number,
): number {
  return (
    xorSquares(black & ~kings, 0, keys) ^
    xorSquares(black & kings, 1, keys) ^
    xorSquares(red & ~kings, 2, keys) ^
    xorSquares(red & kings, 3, keys) ^
    (blackToMove ? 0 : side)
  );
}

/** High half of a position's Zobrist hash, computed from scratch. */
export const zobristHi = (black: number, red: number, kings: number, blackToMove: boolean): number =>
  hashHalf(black, red, kings, blackToMove, KEYS_HI, SIDE_HI);

/** Low half of a position's Zobrist hash, computed from scratch. */
export const zobristLo = (black: number, red: number, kings: number, blackToMove: boolean): number =>
  hashHalf(black, red, kings, blackToMove, KEYS_LO, SIDE_LO);
