// PDN FEN: a position as text, `B:W21,22,K30:B1,2`. The first letter is the side to move (B black,
// W white, which is our red), then a white and a black piece list in either order; K marks a king.
// Input is read generously (ranges like W21-24, spaces, quotes, a trailing full stop, lower case);
// output is canonical: white list first, squares ascending, kings inline where they fall.
//
// A man standing on its own crowning row (a black man on 29-32, a red man on 1-4) is refused with
// `man-on-crowning-row`: it cannot arise in play, since reaching that row crowns the man, and the
// move generator assumes it never happens.
import { RANK_1, RANK_8, bit, popcount, squaresOf } from './bitboard.js';
import { START_POSITION, makePosition, type Position } from './position.js';
import { fail, ok, type Result } from './result.js';

/** Machine codes of the failures in this module. */
export const FEN_ERRORS = [
  'invalid-fen',
  'invalid-turn',
  'invalid-square',
  'out-of-range',
  'duplicate-square',
  'too-many-pieces',
  'man-on-crowning-row',
] as const;
/** A failure code of this module. */
export type FenError = (typeof FEN_ERRORS)[number];

// Longer than any honest FEN (32 squares written one by one take about 120 characters).
const MAX_FEN_LENGTH = 1000;
const MAX_PIECES = 12;

interface Side {
  men: number;
  kings: number;
}

/** Adds one list entry (`21`, `K30`, `21-24`) to a side, refusing squares already used. */
function addEntry(entry: string, side: Side, used: { bits: number }): Result<true> {
  const match = /^(K?)(\d{1,2})(?:-(\d{1,2}))?$/i.exec(entry);
  if (match === null) return fail('invalid-square', `"${entry.slice(0, 20)}" is not a square number.`);
  const first = Number(match[2]);
  const last = match[3] === undefined ? first : Number(match[3]);
  for (const n of [first, last]) {
    if (n < 1 || n > 32) {
      return fail('out-of-range', `Square ${n} does not exist: squares are numbered 1 to 32.`);
    }
  }
  if (last < first) return fail('invalid-fen', `The range ${entry.slice(0, 20)} runs backwards.`);
  for (let n = first; n <= last; n++) {
    const b = bit(n - 1);
    if (used.bits & b) return fail('duplicate-square', `Square ${n} is listed twice.`);
    used.bits |= b;
    if (match[1] === '') side.men |= b;
    else side.kings |= b;
  }
  return ok(true);
}

/** Reads a PDN FEN position. */
export function parseFen(input: unknown): Result<Position> {
  if (typeof input !== 'string') return fail('invalid-fen', 'A FEN is text like "B:W21,22:B1,2".');
  if (input.length > MAX_FEN_LENGTH) {
    return fail('invalid-fen', `A FEN is at most ${MAX_FEN_LENGTH} characters.`);
  }
  let text = input.replace(/\s+/g, '');
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '') return fail('invalid-fen', 'The FEN is empty.');
  const sections = text.split(':');
  const turn = sections[0]!.toUpperCase();
  if (turn !== 'B' && turn !== 'W') {
    return fail(
      'invalid-turn',
      `A FEN starts with the side to move, B or W, not "${sections[0]!.slice(0, 10)}".`,
    );
  }
  if (sections.length > 3) {
    return fail('invalid-fen', 'A FEN has the side to move and at most two piece lists.');
  }
  const sides: Record<'B' | 'W', Side | undefined> = { B: undefined, W: undefined };
  const used = { bits: 0 };
  for (const section of sections.slice(1)) {
    const color = section.slice(0, 1).toUpperCase();
    if (color !== 'B' && color !== 'W') {
      return fail('invalid-fen', `Each piece list starts with W or B: "${section.slice(0, 10)}".`);
    }
    if (sides[color] !== undefined) return fail('invalid-fen', `The ${color} piece list appears twice.`);
    const side: Side = { men: 0, kings: 0 };
    sides[color] = side;
    // Empty entries are skipped, so a trailing comma is harmless.
    for (const entry of section.slice(1).split(',')) {
      if (entry === '') continue;
      const added = addEntry(entry, side, used);
      if (!added.ok) return added;
    }
  }
  const black = sides.B ?? { men: 0, kings: 0 };
  const red = sides.W ?? { men: 0, kings: 0 };
  for (const [name, side] of [
    ['Black', black],
    ['White', red],
  ] as const) {
    const count = popcount(side.men | side.kings);
    if (count > MAX_PIECES) {
      return fail('too-many-pieces', `${name} has ${count} pieces; a side has at most 12.`);
    }
  }
  if ((black.men & RANK_1) !== 0 || (red.men & RANK_8) !== 0) {
    return fail(
      'man-on-crowning-row',
      'A man stands on its crowning row (black on 29-32 or white on 1-4); it would have been crowned.',
    );
  }
  return ok(
    makePosition(
      black.men | black.kings,
      red.men | red.kings,
      black.kings | red.kings,
      turn === 'B' ? 'black' : 'red',
    ),
  );
}

/** The canonical PDN FEN of a position: `B:W21,22,K30:B1,2`. */
export function makeFen(pos: Position): string {
  const list = (pieces: number): string =>
    squaresOf(pieces)
      .map((sq) => `${pos.kings & bit(sq) ? 'K' : ''}${sq + 1}`)
      .join(',');
  return `${pos.turn === 'black' ? 'B' : 'W'}:W${list(pos.red)}:B${list(pos.black)}`;
}

/** PDN FEN of the standard starting position. */
export const START_FEN = makeFen(START_POSITION);
