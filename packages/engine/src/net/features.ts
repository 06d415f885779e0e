// The network's inputs: one feature per (piece kind, square), seen from each side. From black's
// side the squares are as they are and black's pieces are "own"; from red's side the board is turned
// round (square s becomes 31 - s) and red's pieces are "own", so one set of weights serves both
// sides and a position and its mirror (board turned, colours swapped) get the same value.
//
// Kinds: 0 own man, 1 own king, 2 the other side's man, 3 its king. Feature = kind * 32 + square.

/** Squares on the board. */
export const SQUARES = 32;
/** Features per side: four kinds of piece on 32 squares. */
export const FEATURES = 4 * SQUARES;
/** Output buckets, by the number of pieces on the board (see `bucketOf`). */
export const BUCKETS = 4;

/** Which output bucket a position uses: 1-6 pieces, 7-12, 13-18, 19-24. */
export const bucketOf = (pieces: number): number =>
  Math.min(BUCKETS - 1, Math.max(0, ((pieces - 1) / 6) | 0));

/**
 * Black's and red's feature of a piece of `kind` (0 black man, 1 black king, 2 red man, 3 red king)
 * on square `sq`, packed as blackFeature | redFeature << 8.
 */
export const FEATURE_PAIR = Int32Array.from({ length: 4 * SQUARES }, (_, i) => {
  const kind = i >> 5;
  const sq = i & 31;
  const black = kind * SQUARES + sq;
  // For red, black's pieces are the other side's (kinds 2, 3) and red's its own (0, 1).
  const red = ((kind + 2) & 3) * SQUARES + (31 - sq);
  return black | (red << 8);
});

/** The four piece bitboards of a position: black men, black kings, red men, red kings. */
export function pieceBoards(black: number, red: number, kings: number, out: Int32Array): void {
  out[0] = black & ~kings;
  out[1] = black & kings;
  out[2] = red & ~kings;
  out[3] = red & kings;
}

/**
 * Every active feature of a position from each side: writes them into `blackOut` and `redOut`
 * and returns how many (the number of pieces).
 */
export function activeFeatures(
  black: number,
  red: number,
  kings: number,
  blackOut: Int16Array | number[],
  redOut: Int16Array | number[],
): number {
  let n = 0;
  const boards = [black & ~kings, black & kings, red & ~kings, red & kings];
  for (let kind = 0; kind < 4; kind++) {
    for (let b = boards[kind]!; b !== 0; b &= b - 1) {
      const sq = 31 - Math.clz32(b & -b);
      const pair = FEATURE_PAIR[kind * SQUARES + sq]!;
      blackOut[n] = pair & 0xff;
      redOut[n] = pair >> 8;
      n++;
    }
  }
  return n;
}
