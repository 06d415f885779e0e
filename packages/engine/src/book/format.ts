// The book file format (README.md in this folder): a 16-byte header, then fixed-size entries sorted
// by the position's 64-bit Zobrist hash, so a lookup is a binary search. Reading needs only bytes
// and a DataView, so browsers, workers and Node read the same file.
import { hashPosition, type Position } from '../position.js';
import { fail, ok, type Result } from '../result.js';
import type { Move } from '../types.js';
import { encodeBookMove, isBookMoveCode } from './move-code.js';

/** "BOOK" read as a little-endian u32. */
const MAGIC = 0x4b4f4f42;
/** Format version written and read. */
export const BOOK_FORMAT_VERSION = 1;
const HEADER_BYTES = 16;
const KEY_BYTES = 8;
const SLOT_BYTES = 4;
/** Move slots per entry the writer uses unless told otherwise. */
export const DEFAULT_BOOK_SLOTS = 3;
/** The most move slots an entry may have. */
export const MAX_BOOK_SLOTS = 8;
const SCORE_LIMIT = 0x7fff;

/** Failure codes of `readBook`. */
export const BOOK_ERRORS = ['invalid-book', 'book-version', 'book-checksum'] as const;
/** A failure code of `readBook`. */
export type BookError = (typeof BOOK_ERRORS)[number];

/** A move of a book entry and its search score for the side to move (a man is 100). */
export interface BookMove {
  readonly move: Move;
  readonly score: number;
}

/** What the writer takes: a position and its moves, best first. */
export interface BookRecord {
  readonly position: Position;
  readonly moves: readonly BookMove[];
}

/** A read file: entry i has key (hi[i], lo[i]) and `slots` move codes and scores from i * slots. */
export interface BookTable {
  readonly count: number;
  readonly slots: number;
  /** Hash halves as unsigned numbers, ascending by (hi, lo). */
  readonly hi: Uint32Array;
  readonly lo: Uint32Array;
  /** Move codes (move-code.ts); 0 for an empty slot, empty slots only after filled ones. */
  readonly codes: Uint16Array;
  readonly scores: Int16Array;
}

/** An empty table: the book before a file is loaded. */
export const EMPTY_BOOK_TABLE: BookTable = {
  count: 0,
  slots: 1,
  hi: new Uint32Array(0),
  lo: new Uint32Array(0),
  codes: new Uint16Array(0),
  scores: new Int16Array(0),
};

/** FNV-1a over bytes: catches a truncated or damaged download. */
function checksum(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/** Orders keys as unsigned 64-bit numbers, high half first. */
export const compareKeys = (hiA: number, loA: number, hiB: number, loB: number): number =>
  hiA !== hiB ? (hiA < hiB ? -1 : 1) : loA !== loB ? (loA < loB ? -1 : 1) : 0;

const unsignedHash = (position: Position): [number, number] => {
  const [hi, lo] = hashPosition(position);
  return [hi >>> 0, lo >>> 0];
};

/**
 * One file holding `records`. Throws on a bug in the caller: a position twice, an entry without
 * moves or with more than `slots`, or a move that is not legal in its position.
 */
export function writeBook(records: readonly BookRecord[], slots = DEFAULT_BOOK_SLOTS): Uint8Array {
  if (!Number.isInteger(slots) || slots < 1 || slots > MAX_BOOK_SLOTS)
    throw new Error(`bad slot count ${slots}`);
  const entryBytes = KEY_BYTES + SLOT_BYTES * slots;
  const keyed = records
    .map((record) => ({ record, key: unsignedHash(record.position) }))
    .sort((a, b) => compareKeys(a.key[0], a.key[1], b.key[0], b.key[1]));
  const out = new Uint8Array(HEADER_BYTES + entryBytes * keyed.length);
  const view = new DataView(out.buffer);
  keyed.forEach(({ record, key }, i) => {
    const previous = keyed[i - 1];
    if (previous !== undefined && compareKeys(previous.key[0], previous.key[1], key[0], key[1]) === 0) {
      throw new Error('the same position twice (or a 64-bit hash collision)');
    }
    if (record.moves.length === 0 || record.moves.length > slots) {
      throw new Error(`an entry needs 1 to ${slots} moves, not ${record.moves.length}`);
    }
    const at = HEADER_BYTES + i * entryBytes;
    view.setUint32(at, key[0], true);
    view.setUint32(at + 4, key[1], true);
    record.moves.forEach(({ move, score }, s) => {
      view.setUint16(at + KEY_BYTES + s * SLOT_BYTES, encodeBookMove(record.position, move), true);
      const clamped = Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, Math.round(score)));
      view.setInt16(at + KEY_BYTES + s * SLOT_BYTES + 2, clamped, true);
    });
  });
  view.setUint32(0, MAGIC, true);
  view.setUint8(4, BOOK_FORMAT_VERSION);
  view.setUint8(5, slots);
  view.setUint32(8, keyed.length, true);
  view.setUint32(12, checksum(out.subarray(HEADER_BYTES)), true);
  return out;
}

type ReadFailure = { code: BookError; message: string };

/** Reads and checks a book file; every way a file can be wrong is a failure, never an exception. */
export function readBook(data: ArrayBuffer | Uint8Array): Result<BookTable, ReadFailure> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER_BYTES || view.getUint32(0, true) !== MAGIC) {
    return fail('invalid-book', 'Not an opening book file.');
  }
  const version = view.getUint8(4);
  if (version !== BOOK_FORMAT_VERSION) {
    return fail('book-version', `Opening book format ${version}; this engine reads ${BOOK_FORMAT_VERSION}.`);
  }
  const slots = view.getUint8(5);
  const count = view.getUint32(8, true);
  const entryBytes = KEY_BYTES + SLOT_BYTES * slots;
  if (slots < 1 || slots > MAX_BOOK_SLOTS) return fail('invalid-book', `Bad move slot count ${slots}.`);
  if (bytes.length !== HEADER_BYTES + count * entryBytes) {
    return fail(
      'invalid-book',
      `The file has ${bytes.length} bytes; ${count} entries need ${HEADER_BYTES + count * entryBytes}.`,
    );
  }
  if (checksum(bytes.subarray(HEADER_BYTES)) !== view.getUint32(12, true)) {
    return fail('book-checksum', 'The opening book is damaged (checksum mismatch).');
  }
  const table = {
    count,
    slots,
    hi: new Uint32Array(count),
    lo: new Uint32Array(count),
    codes: new Uint16Array(count * slots),
    scores: new Int16Array(count * slots),
  };
  for (let i = 0; i < count; i++) {
    const at = HEADER_BYTES + i * entryBytes;
    table.hi[i] = view.getUint32(at, true);
    table.lo[i] = view.getUint32(at + 4, true);
    if (i > 0 && compareKeys(table.hi[i - 1]!, table.lo[i - 1]!, table.hi[i]!, table.lo[i]!) >= 0) {
      return fail('invalid-book', `Entry ${i} is out of order: entries must be sorted by hash.`);
    }
    let empty = false;
    for (let s = 0; s < slots; s++) {
      const code = view.getUint16(at + KEY_BYTES + s * SLOT_BYTES, true);
      if (code === 0) {
        if (s === 0) return fail('invalid-book', `Entry ${i} has no move.`);
        empty = true;
      } else if (empty || !isBookMoveCode(code)) {
        return fail('invalid-book', `Entry ${i} has a malformed move in slot ${s}.`);
      }
      table.codes[i * slots + s] = code;
      table.scores[i * slots + s] = view.getInt16(at + KEY_BYTES + s * SLOT_BYTES + 2, true);
    }
  }
  return ok(table);
}
