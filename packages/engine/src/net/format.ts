// The network file (`net.bin`, README.md in this folder): a 32-byte header, then the quantised
// arrays in a fixed order, little-endian. Reading needs only bytes and a DataView, so the browser's
// workers and Node read the same file, and a wrong, truncated or altered file is refused whole.
import { fail, ok, type EngineError, type Result } from '../result.js';
import { BUCKETS, FEATURES } from './features.js';
import { netShape, type NetWeights } from './network.js';

/** "CKNN" read as a little-endian u32. */
const MAGIC = 0x4e4e4b43;
/** Format version written and read. */
export const NET_FORMAT_VERSION = 1;
const HEADER_BYTES = 32;
/** Hidden units a file may have. */
const MAX_HIDDEN = 1024;

/** Failure codes of `readNet`. */
export const NET_ERRORS = ['invalid-net', 'net-version', 'net-checksum'] as const;
/** A failure code of `readNet`. */
export type NetError = (typeof NET_ERRORS)[number];

const payloadBytes = (hidden: number): number => {
  const shape = netShape(hidden);
  return 2 * shape.w1 + 2 * shape.b1 + 4 * shape.psqt + 2 * shape.w2 + 4 * shape.b2;
};

// FNV-1a over the payload: catches a damaged download, not an attacker (the file is ours).
function checksum(bytes: Uint8Array, from: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/** The file's bytes for a network. */
export function writeNet(weights: NetWeights): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + payloadBytes(weights.hidden));
  const view = new DataView(bytes.buffer);
  let at = HEADER_BYTES;
  const i16 = (a: Int16Array): void => {
    for (const v of a) {
      view.setInt16(at, v, true);
      at += 2;
    }
  };
  const i32 = (a: Int32Array): void => {
    for (const v of a) {
      view.setInt32(at, v, true);
      at += 4;
    }
  };
  i16(weights.w1);
  i16(weights.b1);
  i32(weights.psqt);
  i16(weights.w2);
  i32(weights.b2);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, NET_FORMAT_VERSION, true);
  view.setUint32(8, weights.hidden, true);
  view.setUint32(12, FEATURES, true);
  view.setUint32(16, BUCKETS, true);
  view.setUint32(20, checksum(bytes, HEADER_BYTES), true);
  return bytes;
}

/** Reads a network file. */
export function readNet(data: ArrayBuffer | Uint8Array): Result<NetWeights, EngineError<NetError>> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.length < HEADER_BYTES) return fail('invalid-net', 'The network file is too short.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== MAGIC) return fail('invalid-net', 'Not a network file.');
  const version = view.getUint32(4, true);
  if (version !== NET_FORMAT_VERSION)
    return fail('net-version', `Network format ${version}; this engine reads ${NET_FORMAT_VERSION}.`);
  const hidden = view.getUint32(8, true);
  if (
    hidden < 1 ||
    hidden > MAX_HIDDEN ||
    view.getUint32(12, true) !== FEATURES ||
    view.getUint32(16, true) !== BUCKETS
  )
    return fail('invalid-net', 'The network has a shape this engine does not use.');
  if (bytes.length !== HEADER_BYTES + payloadBytes(hidden))
    return fail('invalid-net', 'The network file has the wrong length.');
  if (view.getUint32(20, true) !== checksum(bytes, HEADER_BYTES))
    return fail('net-checksum', 'The network file is damaged (checksum).');
  const shape = netShape(hidden);
  let at = HEADER_BYTES;
  const i16 = (n: number): Int16Array => {
    const a = new Int16Array(n);
    for (let i = 0; i < n; i++, at += 2) a[i] = view.getInt16(at, true);
    return a;
  };
  const i32 = (n: number): Int32Array => {
    const a = new Int32Array(n);
    for (let i = 0; i < n; i++, at += 4) a[i] = view.getInt32(at, true);
    return a;
  };
  const w1 = i16(shape.w1);
  const b1 = i16(shape.b1);
  const psqt = i32(shape.psqt);
  const w2 = i16(shape.w2);
  const b2 = i32(shape.b2);
  return ok({ hidden, w1, b1, psqt, w2, b2 });
}
