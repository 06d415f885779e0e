// The thread's network: a file is loaded into one shared slot, which the search evaluates with
// unless told otherwise; with none loaded it uses the hand-written evaluation. As with the book and
// the endgame databases, loading is the caller's business (the browser's AI worker fetches the file,
// Node reads it), so the engine itself never touches files.
import { fail, ok, type Result } from '../result.js';
import { readNet } from './format.js';
import type { NetWeights } from './network.js';

let shared: NetWeights | null = null;

/** The shared network, or null until `loadNet` fills it. */
export const loadedNet = (): NetWeights | null => shared;

/** What a load gave. */
export interface NetLoad {
  /** Hidden units per side. */
  readonly hidden: number;
}

/** Reads a network file (`net.bin`) into the shared slot; a refused file leaves the slot as it was. */
export function loadNet(data: ArrayBuffer | Uint8Array): Result<NetLoad> {
  const read = readNet(data);
  if (!read.ok) return fail(read.error.code, read.error.message);
  shared = read.value;
  return ok({ hidden: read.value.hidden });
}

/** Empties the shared slot: the search goes back to the hand-written evaluation. */
export function unloadNet(): void {
  shared = null;
}
