// Squares and moves as text. Three square forms meet here: algebraic (`c3`, what the wire carries),
// PDN numbers (1-32, what checkers literature and PDN files use) and the spec's row/col form
// (`"5,2"` or `{row: 5, col: 2}`, row 0 = rank 8, col 0 = file a). Move text is PDN's: `11-15`,
// `9x18x27`, read against the legal moves of a position so that only real moves come back.
import { legalMoves, pieceAt, type Position } from './position.js';
import { fail, ok, type Result } from './result.js';
import type { Move, Square } from './types.js';

/** Machine codes of the failures in this module. */
export const NOTATION_ERRORS = [
  'invalid-square',
  'light-square',
  'out-of-range',
  'invalid-move-text',
  'illegal-move',
  'ambiguous-move',
  'no-piece',
  'wrong-color',
] as const;
/** A failure code of this module. */
export type NotationError = (typeof NOTATION_ERRORS)[number];

/** The spec's coordinates of a square: row 0 is rank 8, col 0 is file a. */
export interface RowCol {
  readonly row: number;
  readonly col: number;
}

const FILES = 'abcdefgh';
// Move text longer than this cannot be a move (the longest capture has 10 squares).
const MAX_MOVE_TEXT = 200;

/** True for an integer square index 0..31. */
export const isSquare = (value: unknown): value is Square =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 32;

// Even rows hold files b, d, f, h; odd rows hold a, c, e, g.
const rowOf = (sq: Square): number => sq >> 2;
const colOf = (sq: Square): number => 2 * (sq & 3) + (rowOf(sq) & 1 ? 0 : 1);

function assertSquare(sq: Square): void {
  if (!isSquare(sq)) throw new RangeError(`not a square index: ${String(sq)}`);
}

/** A short, printable rendering of untrusted input for messages. */
function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return typeof value === 'number' ? String(value) : `a ${typeof value}`;
}

/** The square at a row and column, checking range and colour. */
function fromRowCol(row: number, col: number, text: string): Result<Square> {
  if (row < 0 || row > 7 || col < 0 || col > 7) {
    return fail('out-of-range', `${text} is off the board: rows and columns run from 0 to 7.`);
  }
  if ((row + col) % 2 === 0) {
    return fail('light-square', `${text} is a light square; only dark squares are playable.`);
  }
  return ok(row * 4 + (col >> 1));
}

/** Reads an algebraic square such as `c3` (any case). Only the 32 dark squares are accepted. */
export function parseSquare(text: unknown): Result<Square> {
  if (typeof text !== 'string') {
    return fail('invalid-square', `A square is text like "c3", not ${shown(text)}.`);
  }
  const match = /^([a-h])([1-8])$/i.exec(text);
  if (match === null) {
    return fail('invalid-square', `${shown(text)} is not a square: use a file a-h and a rank 1-8, like c3.`);
  }
  const name = text.toLowerCase();
  return fromRowCol(8 - Number(match[2]), FILES.indexOf(name[0]!), name);
}

// Names built once: a server names every piece of every state it sends, so building the name each
// time made a new string for each.
const SQUARE_NAMES: readonly string[] = Array.from(
  { length: 32 },
  (_, sq) => `${FILES[colOf(sq)]}${8 - rowOf(sq)}`,
);

/** The algebraic name of a square, lower case (`a1` is PDN 29). */
export function makeSquare(sq: Square): string {
  assertSquare(sq);
  return SQUARE_NAMES[sq]!;
}

/** Reads a PDN square number 1-32, given as a number or as digits (`7`, `"07"`). */
export function parsePdnSquare(input: unknown): Result<Square> {
  let n: number;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string' && /^\d{1,2}$/.test(input)) n = Number(input);
  else return fail('invalid-square', `${shown(input)} is not a PDN square number.`);
  if (!Number.isInteger(n)) return fail('invalid-square', `${shown(input)} is not a whole square number.`);
  if (n < 1 || n > 32) return fail('out-of-range', `PDN squares are numbered 1 to 32, not ${n}.`);
  return ok(n - 1);
}

/** The PDN number 1-32 of a square. */
export function makePdnSquare(sq: Square): number {
  assertSquare(sq);
  return sq + 1;
}

/** Reads the spec's row/col form: the text `"row,col"` or an object `{row, col}` of integers. */
export function parseRowCol(input: unknown): Result<Square> {
  if (typeof input === 'string') {
    const match = input.length <= 24 ? /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(input) : null;
    if (match === null) return fail('invalid-square', `${shown(input)} is not "row,col", like "5,2".`);
    return fromRowCol(Number(match[1]), Number(match[2]), `"${input.trim()}"`);
  }
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const { row, col } = input as { row?: unknown; col?: unknown };
    if (!Number.isInteger(row) || !Number.isInteger(col)) {
      return fail(
        'invalid-square',
        `row and col must be whole numbers, not ${shown(row)} and ${shown(col)}.`,
      );
    }
    return fromRowCol(row as number, col as number, `row ${String(row)}, col ${String(col)}`);
  }
  return fail('invalid-square', `A square is "row,col" or {row, col}, not ${shown(input)}.`);
}

/** The spec's `{row, col}` of a square. */
export function makeRowCol(sq: Square): RowCol {
  assertSquare(sq);
  return { row: rowOf(sq), col: colOf(sq) };
}

/** The spec's `"row,col"` text of a square. */
export function makeRowColText(sq: Square): string {
  assertSquare(sq);
  return `${rowOf(sq)},${colOf(sq)}`;
}

/** Which square names move text uses. */
export type MoveNotation = 'pdn' | 'algebraic';

const squareName = (notation: MoveNotation): ((sq: Square) => string) =>
  notation === 'pdn' ? (sq) => String(sq + 1) : makeSquare;

/**
 * PDN move text: `11-15` for a step, the whole path `9x18x27` for a capture (the path tells apart
 * captures that share their ends). Algebraic squares on request: `c3-d4`, `e3xc5xa7`.
 */
export function makeMoveText(move: Move, notation: MoveNotation = 'pdn'): string {
  const name = squareName(notation);
  if (move.captures.length > 0) return move.path.map(name).join('x');
  return `${name(move.from)}-${name(move.to)}`;
}

/** Why no legal move goes from `from` to `to` (along `path` when given). */
function explainIllegal(
  pos: Position,
  moves: readonly Move[],
  from: Square,
  to: Square,
  path: readonly Square[] | undefined,
): Result<never> {
  const text = path === undefined ? `${from + 1}-${to + 1}` : path.map((sq) => sq + 1).join('x');
  const piece = pieceAt(pos, from);
  if (piece === undefined) return fail('no-piece', `There is no piece on ${from + 1}.`);
  if (piece.color !== pos.turn) {
    return fail('wrong-color', `The piece on ${from + 1} is ${piece.color}'s, and it is ${pos.turn}'s turn.`);
  }
  if (moves.length === 0) return fail('illegal-move', `${pos.turn} has no legal move.`);
  const mine = moves.filter((m) => m.from === from);
  const captureDue = moves[0]!.captures.length > 0;
  if (mine.some((m) => m.to === to)) {
    return fail('illegal-move', `No capture from ${from + 1} to ${to + 1} follows the path ${text}.`);
  }
  const unfinished = mine.find((m) => m.path.slice(1, -1).includes(to));
  if (unfinished !== undefined) {
    return fail(
      'illegal-move',
      `${text} stops too early: the capture must go on, as in ${makeMoveText(unfinished)}.`,
    );
  }
  if (captureDue) {
    const examples = moves.slice(0, 3).map((m) => makeMoveText(m));
    return fail('illegal-move', `${text} is not legal: a capture must be taken (${examples.join(', ')}).`);
  }
  if (mine.length === 0) {
    return fail('illegal-move', `${text} is not legal: the piece on ${from + 1} cannot move.`);
  }
  return fail('illegal-move', `${text} is not a legal move.`);
}

const samePath = (a: readonly Square[], b: readonly Square[]): boolean =>
  a.length === b.length && a.every((sq, i) => sq === b[i]);

/**
 * The legal move of `pos` from `from` to `to`, following `path` (origin first) when given. Without a
 * path, two captures with the same ends are `ambiguous-move`.
 */
export function findMove(pos: Position, from: Square, to: Square, path?: readonly Square[]): Result<Move> {
  if (!isSquare(from) || !isSquare(to) || (path !== undefined && !path.every(isSquare))) {
    return fail('invalid-square', 'A move needs square indices 0 to 31.');
  }
  const moves = legalMoves(pos);
  let matching = moves.filter((m) => m.from === from && m.to === to);
  if (path !== undefined) matching = matching.filter((m) => samePath(m.path, path));
  if (matching.length === 1) return ok(matching[0]!);
  if (matching.length > 1) {
    const options = matching.map((m) => makeMoveText(m)).join(' or ');
    return fail('ambiguous-move', `${from + 1}x${to + 1} could be ${options}; write the whole path.`);
  }
  return explainIllegal(pos, moves, from, to, path);
}

/** A square in either notation: digits are PDN numbers, anything else algebraic. */
const parseAnySquare = (text: string): Result<Square> =>
  /^\d+$/.test(text) ? parsePdnSquare(text) : parseSquare(text);

/**
 * Reads move text and finds the legal move it names in `pos`: `11-15`, a short capture `22x15`
 * (from and to only), a full path `9x18x27`, or the same with algebraic squares (`c3-d4`,
 * `e3xc5xa7`). Spaces around the text and its separators are ignored.
 */
export function parseMoveText(pos: Position, text: unknown): Result<Move> {
  if (typeof text !== 'string') {
    return fail('invalid-move-text', `A move is text like "11-15", not ${shown(text)}.`);
  }
  if (text.length > MAX_MOVE_TEXT) {
    return fail('invalid-move-text', `${shown(text)} is too long to be a move.`);
  }
  const trimmed = text.trim().replace(/\s*([-xX:])\s*/g, '$1');
  if (trimmed.length === 0) {
    return fail('invalid-move-text', `${shown(text)} is not a move: write it like 11-15 or 22x15.`);
  }
  const parts = trimmed.split(/[-xX:]/);
  if (parts.length < 2) {
    return fail('invalid-move-text', `${shown(text)} is not a move: write it like 11-15 or 22x15.`);
  }
  const squares: Square[] = [];
  for (const part of parts) {
    const square = parseAnySquare(part);
    if (!square.ok) {
      return fail('invalid-move-text', `${shown(trimmed)} is not a move: ${square.error.message}`);
    }
    squares.push(square.value);
  }
  const from = squares[0]!;
  const to = squares[squares.length - 1]!;
  const found = findMove(pos, from, to, squares.length > 2 ? squares : undefined);
  if (found.ok && found.value.captures.length === 0 && /[xX:]/.test(trimmed)) {
    return fail(
      'illegal-move',
      `${trimmed} is written as a capture, but ${makeMoveText(found.value)} captures nothing.`,
    );
  }
  return found;
}
