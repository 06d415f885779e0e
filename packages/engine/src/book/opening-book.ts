// The opening book: positions (by Zobrist hash) and their good moves from deep searches. A lookup
// decodes the stored moves against the position's legal moves, so whatever the file holds, the book
// only ever answers with legal moves: a move that does not decode (a hash collision, a book from
// another rules version) is dropped.
import { hashPosition, legalMoves, type Position } from '../position.js';
import { EMPTY_BOOK_TABLE, compareKeys, type BookMove, type BookTable } from './format.js';
import { decodeBookMove } from './move-code.js';

/** An opening book; empty until a table is put in (`loadBook` for the shared one). */
export class OpeningBook {
  #table: BookTable;

  constructor(table: BookTable = EMPTY_BOOK_TABLE) {
    this.#table = table;
  }

  /** Positions in the book. */
  get size(): number {
    return this.#table.count;
  }

  /** Replaces the book's content (a book is one file: loading another replaces it). */
  replace(table: BookTable): void {
    this.#table = table;
  }

  /**
   * The book's moves for `position`, best first, each one of `legalMoves(position)` (the generator's
   * own object); undefined when the position is not in the book.
   */
  lookup(position: Position): readonly BookMove[] | undefined {
    const table = this.#table;
    if (table.count === 0) return undefined;
    const index = this.#find(position);
    if (index < 0) return undefined;
    const moves = legalMoves(position);
    const found: BookMove[] = [];
    for (let s = 0; s < table.slots; s++) {
      const code = table.codes[index * table.slots + s]!;
      if (code === 0) break;
      const move = decodeBookMove(position, code, moves);
      if (move !== undefined && !found.some((f) => f.move === move)) {
        found.push({ move, score: table.scores[index * table.slots + s]! });
      }
    }
    return found.length > 0 ? found : undefined;
  }

  // Binary search over the sorted keys; -1 when absent.
  #find(position: Position): number {
    const [h, l] = hashPosition(position);
    const hi = h >>> 0;
    const lo = l >>> 0;
    const table = this.#table;
    let low = 0;
    let high = table.count - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const order = compareKeys(table.hi[mid]!, table.lo[mid]!, hi, lo);
      if (order === 0) return mid;
      if (order < 0) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}
