// 32-bit bitboards over the playable squares. Bit i is square index i (PDN i + 1). Row 0 is rank 8
// (black's back rank), so black's men move towards higher indices and red's towards lower ones.
// Even rows hold files b, d, f, h; odd rows hold files a, c, e, g. A one-square diagonal step is a
// shift of 3, 4 or 5 depending on the row's parity, hence the masks.

/** Every playable square. */
export const ALL = 0xffffffff | 0;
/** Rows 0, 2, 4, 6 (ranks 8, 6, 4, 2). */
export const EVEN_ROWS = 0x0f0f0f0f;
/** Rows 1, 3, 5, 7 (ranks 7, 5, 3, 1). */
export const ODD_ROWS = 0xf0f0f0f0 | 0;
/** File a: the left edge, on odd rows. */
export const FILE_A = 0x10101010;
/** File h: the right edge, on even rows. */
export const FILE_H = 0x08080808;
/** Rank 8, where red crowns. */
export const RANK_8 = 0x0000000f;
/** Rank 1, where black crowns. */
export const RANK_1 = 0xf0000000 | 0;

/** Bit of one square. */
export const bit = (square: number): number => 1 << square;

/** Squares one step towards rank 1 and file a. */
export const downLeft = (b: number): number => ((b & EVEN_ROWS) << 4) | ((b & ODD_ROWS & ~FILE_A) << 3);
/** Squares one step towards rank 1 and file h. */
export const downRight = (b: number): number => ((b & EVEN_ROWS & ~FILE_H) << 5) | ((b & ODD_ROWS) << 4);
/** Squares one step towards rank 8 and file a. */
export const upLeft = (b: number): number => ((b & EVEN_ROWS) >>> 4) | ((b & ODD_ROWS & ~FILE_A) >>> 5);
/** Squares one step towards rank 8 and file h. */
export const upRight = (b: number): number => ((b & EVEN_ROWS & ~FILE_H) >>> 3) | ((b & ODD_ROWS) >>> 4);

/** Number of set bits. */
export function popcount(b: number): number {
  b = b - ((b >>> 1) & 0x55555555);
  b = (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  return (((b + (b >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (b must not be 0). */
export const lowestSquare = (b: number): number => 31 - Math.clz32(b & -b);

/** The squares of a bitboard, lowest first. */
export function squaresOf(b: number): number[] {
  const out: number[] = [];
  while (b !== 0) {
    out.push(lowestSquare(b));
    b &= b - 1;
  }
  return out;
}

/** Directions, as indices into the neighbour tables. */
export const UP_LEFT = 0;
export const UP_RIGHT = 1;
export const DOWN_LEFT = 2;
export const DOWN_RIGHT = 3;

const SHIFTS = [upLeft, upRight, downLeft, downRight] as const;

function buildTable(twice: boolean): Int8Array {
  const table = new Int8Array(4 * 32).fill(-1);
  SHIFTS.forEach((shift, dir) => {
    for (let sq = 0; sq < 32; sq++) {
      let b = shift(bit(sq));
      if (twice) b = shift(b);
      if (b !== 0) table[dir * 32 + sq] = lowestSquare(b);
    }
  });
  return table;
}

/** NEIGHBOUR[dir * 32 + sq]: the adjacent square in that direction, or -1 off the board. */
export const NEIGHBOUR = buildTable(false);
/** JUMP_LANDING[dir * 32 + sq]: the square two steps away in that direction, or -1 off the board. */
export const JUMP_LANDING = buildTable(true);
