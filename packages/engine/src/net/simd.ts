// The network's vector work in WebAssembly SIMD: eight 16-bit lanes an instruction instead of one
// number at a time, which is what keeps the search's speed with the network (PERFORMANCE.md).
//
// The module is two small functions, written here as bytes (an assembler would be a dependency for
// 150 bytes of code):
//   add4(acc, r0, r1, r2, r3, bytes)                 acc += r0 + r1 + r2 + r3        (int16 lanes)
//   out(own, other, o0..o3, t0..t3, w2, bytes) -> i32
//       sum of clamp(own + o0 + .. + o3, 0, 127) . w2[0 .. bytes)
//            + clamp(other + t0 + .. + t3, 0, 127) . w2[bytes .. 2 bytes)
// Pointers are byte offsets into the module's memory, where the caller lays out the weights (W1,
// and -W1 so that a removal is an addition too, each with a row of zeros after the last feature)
// and the accumulators. Lanes wrap rather than saturate, so the caller checks first that no sum of
// a position's rows can leave the int16 range (`fitsInt16`), and uses plain JavaScript otherwise.
// Where WebAssembly or its SIMD is missing, `simdAvailable` is false and the same values come
// from JavaScript: both paths give the same integers (a test holds them equal).

// The engine compiles without the DOM's or Node's types: the little of WebAssembly it uses, typed here.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmModule {
  readonly kind: 'module';
}
declare const WebAssembly: {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule) => { readonly exports: Record<string, unknown> };
};

const I32 = 0x7f;
const V128 = 0x7b;

const leb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
};
const section = (id: number, bytes: number[]): number[] => [id, ...leb(bytes.length), ...bytes];
const vector = (items: number[][]): number[] => [...leb(items.length), ...items.flat()];
const name = (s: string): number[] => [...leb(s.length), ...Array.from(s, (c) => c.charCodeAt(0))];
const simd = (op: number): number[] => [0xfd, ...leb(op)];

// Instructions.
const get = (i: number): number[] => [0x20, i];
const set = (i: number): number[] => [0x21, i];
const i32Const = (n: number): number[] => [0x41, ...signedLeb(n)];
const I32_ADD = [0x6a];
const I32_GE_U = [0x4f];
const V128_LOAD = [...simd(0), 4, 0];
const V128_STORE = [...simd(11), 4, 0];
const I16X8_SPLAT = simd(16);
const I32X4_SPLAT = simd(17);
const I16X8_ADD = simd(142);
const I16X8_MIN_S = simd(150);
const I16X8_MAX_S = simd(152);
const I32X4_ADD = simd(174);
const I32X4_DOT_I16X8_S = simd(186);
const i32x4Lane = (lane: number): number[] => [...simd(27), lane];

function signedLeb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

/** A loop over k = 0, 16, .. < bytes (local `k`, local `bytes`) around `body`. */
const loopOver = (k: number, bytes: number, body: number[]): number[] => [
  ...i32Const(0),
  ...set(k),
  0x02,
  0x40, // block
  0x03,
  0x40, // loop
  ...get(k),
  ...get(bytes),
  ...I32_GE_U,
  0x0d,
  1, // br_if out of the block
  ...body,
  ...get(k),
  ...i32Const(16),
  ...I32_ADD,
  ...set(k),
  0x0c,
  0, // br to the loop
  0x0b,
  0x0b,
];

/** v128.load of (pointer local + k). */
const loadAt = (pointer: number, k: number): number[] => [
  ...get(pointer),
  ...get(k),
  ...I32_ADD,
  ...V128_LOAD,
];

/** Sum of the vectors at five pointers (the accumulator and four rows), + k. */
const fiveSum = (pointers: readonly number[], k: number): number[] => [
  ...loadAt(pointers[0]!, k),
  ...pointers.slice(1).flatMap((p) => [...loadAt(p, k), ...I16X8_ADD]),
];

function moduleBytes(): Uint8Array {
  // add4: params acc, r0, r1, r2, r3, bytes (0-5); local k (6).
  const add4 = [
    ...vector([[1, I32]]),
    ...loopOver(6, 5, [...get(0), ...get(6), ...I32_ADD, ...fiveSum([0, 1, 2, 3, 4], 6), ...V128_STORE]),
    0x0b,
  ];
  // out: params own, other, o0-o3, t0-t3, w2, bytes (0-11); locals k (12), sum zero top (13-15).
  const K = 12;
  const SUM = 13;
  const ZERO = 14;
  const TOP = 15;
  const clampDot = (pointers: number[], w2Offset: number[]): number[] => [
    ...get(SUM),
    ...fiveSum(pointers, K),
    ...get(ZERO),
    ...I16X8_MAX_S,
    ...get(TOP),
    ...I16X8_MIN_S,
    ...get(10),
    ...get(K),
    ...I32_ADD,
    ...w2Offset,
    ...V128_LOAD,
    ...I32X4_DOT_I16X8_S,
    ...I32X4_ADD,
    ...set(SUM),
  ];
  const out = [
    ...vector([
      [1, I32],
      [3, V128],
    ]),
    ...i32Const(0),
    ...I32X4_SPLAT,
    ...set(SUM),
    ...i32Const(0),
    ...I16X8_SPLAT,
    ...set(ZERO),
    ...i32Const(127),
    ...I16X8_SPLAT,
    ...set(TOP),
    ...loopOver(K, 11, [
      ...clampDot([0, 2, 3, 4, 5], []),
      ...clampDot([1, 6, 7, 8, 9], [...get(11), ...I32_ADD]),
    ]),
    ...get(SUM),
    ...i32x4Lane(0),
    ...get(SUM),
    ...i32x4Lane(1),
    ...I32_ADD,
    ...get(SUM),
    ...i32x4Lane(2),
    ...I32_ADD,
    ...get(SUM),
    ...i32x4Lane(3),
    ...I32_ADD,
    0x0b,
  ];
  const types = section(
    1,
    vector([
      [0x60, ...vector(Array.from({ length: 6 }, () => [I32])), ...vector([])],
      [0x60, ...vector(Array.from({ length: 12 }, () => [I32])), ...vector([[I32]])],
    ]),
  );
  const functions = section(3, vector([[0], [1]]));
  const memory = section(5, vector([[0x00, 1]]));
  const exports = section(
    7,
    vector([
      [...name('add4'), 0, 0],
      [...name('out'), 0, 1],
      [...name('memory'), 2, 0],
    ]),
  );
  const code = section(
    10,
    vector([
      [...leb(add4.length), ...add4],
      [...leb(out.length), ...out],
    ]),
  );
  return new Uint8Array([
    0,
    0x61,
    0x73,
    0x6d,
    1,
    0,
    0,
    0,
    ...types,
    ...functions,
    ...memory,
    ...exports,
    ...code,
  ]);
}

/** The module's two functions and its memory. */
export interface SimdKernel {
  readonly add4: (acc: number, r0: number, r1: number, r2: number, r3: number, bytes: number) => void;
  readonly out: (
    own: number,
    other: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    t0: number,
    t1: number,
    t2: number,
    t3: number,
    w2: number,
    bytes: number,
  ) => number;
  readonly memory: WasmMemory;
}

let compiled: WasmModule | null | undefined;

/** A fresh instance of the kernel (own memory), or null where WebAssembly SIMD is not available. */
export function createSimdKernel(): SimdKernel | null {
  if (compiled === undefined) {
    try {
      const bytes = moduleBytes();
      compiled =
        typeof WebAssembly === 'object' && WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
    } catch {
      compiled = null;
    }
  }
  if (compiled === null) return null;
  const instance = new WebAssembly.Instance(compiled);
  return instance.exports as unknown as SimdKernel;
}

/** Whether this runtime runs the kernel. */
export const simdAvailable = (): boolean => createSimdKernel() !== null;
