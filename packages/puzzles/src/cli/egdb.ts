// The generator's endgame databases: all four files (2 to 5 pieces) from packages/engine/data/egdb,
// read with node:fs into the engine's shared registry of the calling thread, so that its searches
// (self-play, the miner's engine choices) use them. Each generator worker loads its own copy.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEgdb, type EgdbLoad } from '@checkers/engine';

/** The committed database files, fewest pieces first. */
export const EGDB_FILES = [2, 3, 4, 5].map((n) =>
  fileURLToPath(new URL(`../../../engine/data/egdb/egdb-${n}.bin`, import.meta.url)),
);

/** Loads every file; throws when one is missing or unreadable (they are committed). */
export function loadDatabases(files: readonly string[] = EGDB_FILES): EgdbLoad {
  let last: EgdbLoad | undefined;
  for (const file of files) {
    const loaded = loadEgdb(readFileSync(file));
    if (!loaded.ok) throw new Error(`${file}: ${loaded.error.message}`);
    last = loaded.value;
  }
  if (last === undefined) throw new Error('no endgame database files');
  return last;
}
