// Distances to the next reset of the 40-move count, computed per slice when the AI needs them.
//
// The database says only win, loss or draw, and a won ending shuffled without aim is drawn by the
// 40-move rule. So at a database position the AI plays by distance to reset (DTR): the plies until
// a man moves or a piece is captured, the winner hurrying and the loser holding out. The winner
// plays a winning move of least distance; every reset is irreversible (a man only advances, a
// piece never returns), so the resets run out and the win arrives, and as long as the distance
// stays under 80 plies (it does up to 5 pieces: docs/PERFORMANCE.md) the 40-move rule never
// intervenes. The distances come from the same retrograde solve as the database, with every reset
// as an exit whose value is read from the loaded database: no extra storage, under a second for
// any slice of 4 pieces, about 3 s for three kings against two, kept for the next moves. The four
// largest 5-piece slices would take 15-20 s: they are left to the search.
import type { EndgameDatabase } from './database.js';
import { sliceName, sliceShape, type Slice } from './indexing.js';
import { solveSlice, type SolvedSlice } from './solve.js';

/** Largest slice (indices per side) whose distances are computed on demand: all but four of 5 pieces. */
export const MAX_DISTANCE_SLICE = 6_000_000;
/**
 * Indices a solve gets through per millisecond, on the slow side (measured 400-900 on the 2-core
 * development machine: about 0.1 s for 3 pieces, 0.1-0.4 s for 4, 2-10 s for 5).
 */
export const SOLVE_INDICES_PER_MS = 300;
/** Solved slices kept per database. */
export const CACHED_SLICES = 4;

const caches = new WeakMap<EndgameDatabase, Map<string, SolvedSlice>>();

/**
 * Both sides' values and distances to reset of a slice, or undefined when the slice is too large
 * to solve on demand, or not solved yet and expected to take longer than `maxSolveMs`. Every slice
 * its positions reset into must be loaded.
 */
export function resetDistances(
  db: EndgameDatabase,
  slice: Slice,
  maxSolveMs = Number.POSITIVE_INFINITY,
): SolvedSlice | undefined {
  const size = sliceShape(slice).size;
  if (size > MAX_DISTANCE_SLICE) return undefined;
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  const name = sliceName(slice);
  const hit = cache.get(name);
  if (hit !== undefined) {
    // Most recently used last.
    cache.delete(name);
    cache.set(name, hit);
    return hit;
  }
  if (size / SOLVE_INDICES_PER_MS > maxSolveMs) return undefined;
  const solved = solveSlice(
    slice,
    (black, red, kings, blackToMove) => db.probeRaw(black, red, kings, blackToMove),
    true,
  );
  cache.set(name, solved);
  if (cache.size > CACHED_SLICES) cache.delete(cache.keys().next().value!);
  return solved;
}
