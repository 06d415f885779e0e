// Helpers for tests: positions written as lists of PDN numbers, moves written as PDN text, and a
// seeded random generator so every "random" test is the same on every run.
import type { Position } from '../position.js';
import type { Color, Move, Square } from '../types.js';

/** Pieces by PDN number (1..32); `black` and `red` are men. */
export interface SquareLists {
  readonly black?: readonly number[];
  readonly red?: readonly number[];
  readonly blackKings?: readonly number[];
  readonly redKings?: readonly number[];
  /** Side to move; black when left out. */
  readonly turn?: Color;
}

/** Square index of a PDN number. */
export const sq = (pdn: number): Square => pdn - 1;

/** PDN number of a square index. */
export const pdn = (square: Square): number => square + 1;

/**
 * Builds a position from PDN number lists. Throws when a number is off the board or a square is
 * listed twice: that is a mistake in the test, not a position.
 */
export function fromSquares(lists: SquareLists): Position {
  let black = 0;
  let red = 0;
  let kings = 0;
  const place = (numbers: readonly number[] | undefined, color: Color, king: boolean): void => {
    for (const n of numbers ?? []) {
      if (!Number.isInteger(n) || n < 1 || n > 32) throw new Error(`no square ${n}`);
      const b = 1 << (n - 1);
      if ((black | red) & b) throw new Error(`square ${n} listed twice`);
      if (color === 'black') black |= b;
      else red |= b;
      if (king) kings |= b;
    }
  };
  place(lists.black, 'black', false);
  place(lists.red, 'red', false);
  place(lists.blackKings, 'black', true);
  place(lists.redKings, 'red', true);
  return { black: black >>> 0, red: red >>> 0, kings: kings >>> 0, turn: lists.turn ?? 'black' };
}

/** The same pieces with the other side to move. */
export const withTurn = (pos: Position, turn: Color): Position => ({ ...pos, turn });

/** PDN text of a path of square indices: "9-13" for a step, "1x10x19" for a capture. */
export function pathText(path: readonly Square[], capture: boolean): string {
  return path.map(pdn).join(capture ? 'x' : '-');
}

/** PDN text of a move, with every landing square so that different paths read differently. */
export const moveText = (move: Pick<Move, 'path' | 'captures'>): string =>
  pathText(move.path, move.captures.length > 0);

/** PDN texts of moves, sorted, so that two move lists compare as multisets. */
export const moveTexts = (moves: readonly Pick<Move, 'path' | 'captures'>[]): string[] =>
  moves.map(moveText).sort();

/**
 * A small board picture for failure messages and comments: rank 8 on top, `b`/`r` men, `B`/`R`
 * kings, `.` empty dark squares, spaces for light squares.
 */
export function diagram(pos: Position): string {
  const lines: string[] = [];
  for (let row = 0; row < 8; row++) {
    let line = `${8 - row} `;
    for (let col = 0; col < 8; col++) {
      if ((row + col) % 2 === 0) {
        line += '  ';
        continue;
      }
      const s = row * 4 + Math.floor(col / 2);
      const isKing = ((pos.kings >>> s) & 1) === 1;
      const letter = ((pos.black >>> s) & 1) === 1 ? 'b' : ((pos.red >>> s) & 1) === 1 ? 'r' : '.';
      line += ` ${isKing ? letter.toUpperCase() : letter}`;
    }
    lines.push(line.trimEnd());
  }
  lines.push('   a b c d e f g h');
  return lines.join('\n');
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random integer in 0 .. n - 1. */
export const randomInt = (random: () => number, n: number): number => Math.floor(random() * n);

/** A random element of a non-empty array. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty array');
  return items[randomInt(random, items.length)]!;
}

/** Options for `randomPosition`. */
export interface RandomPositionOptions {
  /** Most pieces per side (at least one each); 12 when left out. */
  readonly maxPieces?: number;
  /** Chance that a piece is a king; 0.5 when left out. */
  readonly kingChance?: number;
}

/**
 * A random legal-looking placement: 1..maxPieces pieces per side on distinct squares, some of them
 * kings, no man on its own crowning row (it would have been crowned), either side to move.
 */
export function randomPosition(random: () => number, options: RandomPositionOptions = {}): Position {
  const maxPieces = options.maxPieces ?? 12;
  const kingChance = options.kingChance ?? 0.5;
  const free = Array.from({ length: 32 }, (_, i) => i + 1);
  const take = (): number => free.splice(randomInt(random, free.length), 1)[0]!;
  const lists = {
    black: [] as number[],
    red: [] as number[],
    blackKings: [] as number[],
    redKings: [] as number[],
  };
  for (const color of ['black', 'red'] as const) {
    const count = 1 + randomInt(random, maxPieces);
    for (let i = 0; i < count; i++) {
      const n = take();
      // Black crowns on 29-32 and red on 1-4, so a man there must be a king.
      const onCrownRow = color === 'black' ? n >= 29 : n <= 4;
      const king = onCrownRow || random() < kingChance;
      if (color === 'black') (king ? lists.blackKings : lists.black).push(n);
      else (king ? lists.redKings : lists.red).push(n);
    }
  }
  return fromSquares({ ...lists, turn: random() < 0.5 ? 'black' : 'red' });
}
