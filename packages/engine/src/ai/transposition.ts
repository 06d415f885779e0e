// The transposition table: results of earlier searches keyed by the 64-bit Zobrist hash, stored in
// parallel typed arrays so that probing and storing allocate nothing.
//
// Slots go in pairs (a bucket): the first keeps the deepest result of the current search, the second
// takes whatever the first does not. With one slot always replaced, a search of more nodes than the
// table holds overwrote the results near its root (deep, few, the costliest to find again) with
// those near its leaves (shallow, many), and the next iteration lost its move ordering: searches to
// depth 16 from the bench positions visited 2.7 times the nodes (docs/PERFORMANCE.md). A result of
// an earlier search (the last move's, in a game) gives the first slot up to the current one.

/** The score is exact. */
export const BOUND_EXACT = 1;
/** The score is a lower bound (the search failed high). */
export const BOUND_LOWER = 2;
/** The score is an upper bound (the search failed low). */
export const BOUND_UPPER = 3;

/** A table of 2^bits entries; about 19 bytes per entry. */
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
  /** The search that stored the entry (`generation` then). */
  readonly age: Uint8Array;
  private generation = 0;

  constructor(bits = 18) {
    const size = 1 << Math.max(1, bits);
    this.mask = size - 1;
    this.keyHi = new Int32Array(size);
    this.keyLo = new Int32Array(size);
    this.score = new Int16Array(size);
    this.depth = new Int8Array(size);
    this.bound = new Uint8Array(size);
    this.moveFrom = new Int8Array(size).fill(-1);
    this.moveTo = new Int8Array(size);
    this.moveCaptured = new Int32Array(size);
    this.age = new Uint8Array(size);
  }

  /** Marks the start of a new search: what earlier ones stored may then give its place up first. */
  nextSearch(): void {
    this.generation = (this.generation + 1) & 0xff;
  }

  /** The slot of a position if it is stored, else -1. */
  probe(hi: number, lo: number): number {
    const first = lo & this.mask & ~1;
    if (this.holds(first, hi, lo)) return first;
    return this.holds(first + 1, hi, lo) ? first + 1 : -1;
  }

  /** True when `slot` holds the position (hi, lo). */
  private holds(slot: number, hi: number, lo: number): boolean {
    return this.bound[slot] !== 0 && this.keyHi[slot] === hi && this.keyLo[slot] === lo;
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
    const first = lo & this.mask & ~1;
    const second = first + 1;
    const inFirst = this.holds(first, hi, lo);
    const inSecond = !inFirst && this.holds(second, hi, lo);
    // Keep a known best move of the same position when this result has none (a fail-low node).
    if (from < 0 && (inFirst || inSecond)) {
      const known = inFirst ? first : second;
      from = this.moveFrom[known]!;
      to = this.moveTo[known]!;
      captured = this.moveCaptured[known]!;
    }
    let slot = second;
    if (
      inFirst ||
      this.bound[first] === 0 ||
      this.age[first] !== this.generation ||
      depth >= this.depth[first]!
    ) {
      // The first slot's result, if another position's, moves down to the second.
      if (!inFirst && this.bound[first] !== 0) this.copy(first, second);
      slot = first;
    }
    this.keyHi[slot] = hi;
    this.keyLo[slot] = lo;
    this.depth[slot] = depth;
    this.bound[slot] = bound;
    this.score[slot] = score;
    this.moveFrom[slot] = from;
    this.moveTo[slot] = to;
    this.moveCaptured[slot] = captured;
    this.age[slot] = this.generation;
  }

  private copy(from: number, to: number): void {
    this.keyHi[to] = this.keyHi[from]!;
    this.keyLo[to] = this.keyLo[from]!;
    this.depth[to] = this.depth[from]!;
    this.bound[to] = this.bound[from]!;
    this.score[to] = this.score[from]!;
    this.moveFrom[to] = this.moveFrom[from]!;
    this.moveTo[to] = this.moveTo[from]!;
    this.moveCaptured[to] = this.moveCaptured[from]!;
    this.age[to] = this.age[from]!;
  }

  /** Forgets every entry. */
  clear(): void {
    this.bound.fill(0);
    this.moveFrom.fill(-1);
  }
}
