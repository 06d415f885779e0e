// The file format (README.md in this folder): a header, a slice table, then each slice's values
// compressed as runs and five-value literals. Reading needs only an ArrayBuffer and a DataView, so
// browsers, workers and Node read the same bytes.
import { fail, ok, type Result } from '../result.js';
import { EndgameDatabase, emptyTable, type SliceTable } from './database.js';
import { capturers } from '../movegen.js';
import {
  positionAt,
  sliceName,
  unrankBits,
  type Slice,
  type SlicePosition,
  type SliceShape,
} from './indexing.js';

/** "EGDB" read as a little-endian u32. */
const MAGIC = 0x42444745;
/** Format version written and read. */
export const EGDB_FORMAT_VERSION = 1;
const HEADER_BYTES = 8;
const ENTRY_BYTES = 20;
/** Bytes 0-242: five values in base 3. 243-245: a run of value (byte - 243), length as a varint. */
const LITERAL_CODES = 243;
const RUN_CODE = 243;
/** Shortest run worth a run token (a literal byte carries five values). */
const MIN_RUN = 15;

/** Failure codes of `readEgdb`. */
export const EGDB_ERRORS = ['invalid-egdb', 'egdb-version', 'egdb-checksum'] as const;
/** A failure code of `readEgdb`. */
export type EgdbError = (typeof EGDB_ERRORS)[number];

/** FNV-1a over bytes: catches a truncated or damaged download. */
function checksum(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/** True when an index names a position: black and red men do not share a square. */
function isPosition(slice: Slice, shape: SliceShape, index: number): boolean {
  if (slice.blackMen === 0 || slice.redMen === 0) return true;
  const rest = Math.floor(index / (shape.redKings * shape.blackKings));
  const rm = rest % shape.redMen;
  const bm = (rest - rm) / shape.redMen;
  return (unrankBits(slice.blackMen, bm) & (unrankBits(slice.redMen, rm) << 4)) === 0;
}

/** True when the file holds the value of an index: it names a position and black need not capture. */
export function isStored(slice: Slice, shape: SliceShape, index: number, scratch: SlicePosition): boolean {
  return (
    isPosition(slice, shape, index) &&
    positionAt(slice, shape, index, scratch) &&
    capturers(scratch.black, scratch.red, scratch.kings, true) === 0
  );
}

/**
 * Compresses one table. Indices that name no position, and positions where black (to move) must
 * capture, take whatever value makes runs longer: the probe plays captures out instead of reading
 * them (database.ts). A quarter of all positions, they cut the 5-piece file by two thirds.
 */
export function encodeTable(table: SliceTable): Uint8Array {
  const { slice, shape, values } = table;
  const size = values.size;
  const valid = new Uint8Array(size);
  const pos: SlicePosition = { black: 0, red: 0, kings: 0 };
  for (let i = 0; i < size; i++) valid[i] = isStored(slice, shape, i, pos) ? 1 : 0;
  const out: number[] = [];
  let i = 0;
  while (i < size) {
    // The run starting here, with positions that do not exist joining any run.
    let value = -1;
    let end = i;
    while (end < size) {
      if (valid[end] === 1) {
        const v = values.get(end);
        if (value < 0) value = v;
        else if (v !== value) break;
      }
      end++;
    }
    if (end - i >= MIN_RUN || end === size) {
      out.push(RUN_CODE + Math.max(value, 0));
      for (let n = end - i; ; n = Math.floor(n / 128)) {
        if (n < 128) {
          out.push(n);
          break;
        }
        out.push((n & 127) | 128);
      }
      i = end;
      continue;
    }
    let byte = 0;
    for (let k = 4; k >= 0; k--) {
      const j = i + k;
      byte = byte * 3 + (j < size && valid[j] === 1 ? values.get(j) : 0);
    }
    out.push(byte);
    i += 5;
  }
  return Uint8Array.from(out);
}

/** Decodes one table's stream; false when it is malformed. */
function decodeInto(bytes: Uint8Array, table: SliceTable): boolean {
  const values = table.values;
  const packed = values.bytes;
  const size = values.size;
  let i = 0;
  let at = 0;
  while (i < size) {
    if (at >= bytes.length) return false;
    const b = bytes[at++]!;
    if (b < LITERAL_CODES) {
      let rest = b;
      for (let k = 0; k < 5 && i < size; k++, i++) {
        values.set(i, rest % 3);
        rest = Math.floor(rest / 3);
      }
      continue;
    }
    const value = b - RUN_CODE;
    if (value > 2) return false;
    let length = 0;
    for (let shift = 1; ; shift *= 128) {
      if (at >= bytes.length) return false;
      const c = bytes[at++]!;
      length += (c & 127) * shift;
      if (c < 128) break;
    }
    const end = i + length;
    if (length === 0 || end > size) return false;
    if (value === 0) {
      i = end; // the table starts as draws
      continue;
    }
    for (; i < end && (i & 3) !== 0; i++) values.set(i, value);
    const fullEnd = end & ~3;
    if (i < fullEnd) {
      packed.fill(value * 0x55, i >>> 2, fullEnd >>> 2);
      i = fullEnd;
    }
    for (; i < end; i++) values.set(i, value);
  }
  return at === bytes.length;
}

/** One file holding the given tables (all of one piece count, by convention). */
export function writeEgdb(pieces: number, tables: readonly SliceTable[]): Uint8Array {
  const streams = tables.map(encodeTable);
  const total = HEADER_BYTES + ENTRY_BYTES * tables.length + streams.reduce((n, s) => n + s.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint8(4, EGDB_FORMAT_VERSION);
  view.setUint8(5, pieces);
  view.setUint16(6, tables.length, true);
  let offset = HEADER_BYTES + ENTRY_BYTES * tables.length;
  tables.forEach((table, n) => {
    const entry = HEADER_BYTES + n * ENTRY_BYTES;
    const s = table.slice;
    out.set([s.blackMen, s.blackKings, s.redMen, s.redKings], entry);
    view.setUint32(entry + 4, table.values.size, true);
    view.setUint32(entry + 8, offset, true);
    view.setUint32(entry + 12, streams[n]!.length, true);
    view.setUint32(entry + 16, checksum(streams[n]!), true);
    out.set(streams[n]!, offset);
    offset += streams[n]!.length;
  });
  return out;
}

/** Reads a file's tables into `db` (a new database when left out). */
export function readEgdb(
  data: ArrayBuffer | Uint8Array,
  db: EndgameDatabase = new EndgameDatabase(),
): Result<EndgameDatabase, { code: EgdbError; message: string }> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER_BYTES || view.getUint32(0, true) !== MAGIC) {
    return fail('invalid-egdb', 'Not an endgame database file.');
  }
  if (view.getUint8(4) !== EGDB_FORMAT_VERSION) {
    return fail(
      'egdb-version',
      `Endgame database format ${view.getUint8(4)}; this engine reads ${EGDB_FORMAT_VERSION}.`,
    );
  }
  const count = view.getUint16(6, true);
  if (bytes.length < HEADER_BYTES + count * ENTRY_BYTES)
    return fail('invalid-egdb', 'The slice table is cut short.');
  const tables: SliceTable[] = [];
  for (let n = 0; n < count; n++) {
    const entry = HEADER_BYTES + n * ENTRY_BYTES;
    const slice: Slice = {
      blackMen: bytes[entry]!,
      blackKings: bytes[entry + 1]!,
      redMen: bytes[entry + 2]!,
      redKings: bytes[entry + 3]!,
    };
    const offset = view.getUint32(entry + 8, true);
    const length = view.getUint32(entry + 12, true);
    if (
      slice.blackMen + slice.blackKings + slice.redMen + slice.redKings > 8 ||
      offset + length > bytes.length
    ) {
      return fail('invalid-egdb', `Slice ${n} is out of bounds.`);
    }
    const table = emptyTable(slice);
    if (table.values.size !== view.getUint32(entry + 4, true)) {
      return fail('invalid-egdb', `Slice ${sliceName(slice)} has the wrong size: another indexing scheme?`);
    }
    const stream = bytes.subarray(offset, offset + length);
    if (checksum(stream) !== view.getUint32(entry + 16, true)) {
      return fail('egdb-checksum', `Slice ${sliceName(slice)} is damaged (checksum mismatch).`);
    }
    if (!decodeInto(stream, table)) return fail('invalid-egdb', `Slice ${sliceName(slice)} does not decode.`);
    tables.push(table);
  }
  for (const table of tables) db.add(table);
  return ok(db);
}
