// The transposition table: results of earlier searches keyed by the 64-bit Zobrist hash, stored in
// parallel typed arrays so that probing and storing allocate nothing. One entry per slot, always
// replaced: simple, and the iterative deepening refills what matters.

/** The score is exact. */
export const BOUND_EXACT = 1;
/** The score is a lower bound (the search failed high). */
export const BOUND_LOWER = 2;
/** The score is an upper bound (the search failed low). */
export const BOUND_UPPER = 3;

/** A table of 2^bits entries; about 16 bytes per entry. */
export class TranspositionTable {
  /** Index mask: slot = low hash half & mask. */
  readonly mask: number;
  /** High hash half, to tell apart positions sharing a slot. */
  readonly keyHi: Int32Array;
  /** Low hash half. */
  readonly keyLo: Int32Array;
  /** Score, with mate scores relative to the stored node. */
  readonly score: Int16Array;
  /** Remaining depth the score was searched to. */
  readonly depth: Int8Array;
  /** One of the BOUND_ constants; 0 for an empty slot. */
  readonly bound: Uint8Array;
  /** Origin square of the best move, or -1. */
  readonly moveFrom: Int8Array;
  /** Destination square of the best move. */
  readonly moveTo: Int8Array;
  /** Captured squares (bitboard) of the best move, to tell apart captures with the same ends. */
  readonly moveCaptured: Int32Array;

  constructor(bits = 18) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keyHi = new Int32Array(size);
    this.keyLo = new Int32Array(size);
    this.score = new Int16Array(size);
    this.depth = new Int8Array(size);
    this.bound = new Uint8Array(size);
    this.moveFrom = new Int8Array(size).fill(-1);
    this.moveTo = new Int8Array(size);
    this.moveCaptured = new Int32Array(size);
  }

  /** The slot of a position if it is stored, else -1. */
  probe(hi: number, lo: number): number {
    const slot = lo & this.mask;
    return this.bound[slot] !== 0 && this.keyHi[slot] === hi && this.keyLo[slot] === lo ? slot : -1;
  }

  /** Stores a search result; `from` is -1 when there is no best move to remember. */
  store(
    hi: number,
    lo: number,
    depth: number,
    bound: number,
    score: number,
    from: number,
    to: number,
    captured: number,
  ): void {
    const slot = lo & this.mask;
    // Keep a known best move of the same position when this result has none (a fail-low node).
    if (from < 0 && this.keyHi[slot] === hi && this.keyLo[slot] === lo) {
      from = this.moveFrom[slot]!;
      to = this.moveTo[slot]!;
      captured = this.moveCaptured[slot]!;
    }
    this.keyHi[slot] = hi;
    this.keyLo[slot] = lo;
    this.depth[slot] = depth;
    this.bound[slot] = bound;
    this.score[slot] = score;
    this.moveFrom[slot] = from;
    this.moveTo[slot] = to;
    this.moveCaptured[slot] = captured;
  }

  /** Forgets every entry. */
  clear(): void {
    this.bound.fill(0);
    this.moveFrom.fill(-1);
  }
}
