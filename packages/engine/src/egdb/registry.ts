// The thread's endgame databases: files are loaded into one shared registry, which the search and
// chooseMove consult unless told otherwise. Loading is the caller's business (the puzzle
// generator's workers read the files with node:fs, the browser's AI and analysis workers fetch
// them), so the engine itself never touches files.
import { fail, ok, type Result } from '../result.js';
import type { Position } from '../position.js';
import { EndgameDatabase } from './database.js';
import { readEgdb } from './format.js';
import type { EgdbValue } from './values.js';

/** The shared registry, empty until `loadEgdb` fills it. */
export const defaultEgdb = new EndgameDatabase();

/** What a load added. */
export interface EgdbLoad {
  /** Slices now loaded. */
  readonly slices: number;
  /** Positions now loaded (black to move; red to move comes from the mirror slice). */
  readonly positions: number;
  /** Every slice of this many pieces or fewer is loaded (0: none complete yet). */
  readonly maxPieces: number;
}

/**
 * Adds one database file (`egdb-N.bin`, from an ArrayBuffer or bytes) to `db`, by default the
 * shared registry. Files may come in any order; positions are probed once all slices of their
 * number of pieces and fewer are in.
 */
export function loadEgdb(
  data: ArrayBuffer | Uint8Array,
  db: EndgameDatabase = defaultEgdb,
): Result<EgdbLoad> {
  const read = readEgdb(data, db);
  if (!read.ok) return fail(read.error.code, read.error.message);
  return ok({ slices: db.sliceCount, positions: db.positions, maxPieces: db.maxPieces });
}

/** The theoretical value of a position for the side to move, or undefined when its slice is not loaded. */
export const probe = (position: Position, db: EndgameDatabase = defaultEgdb): EgdbValue | undefined =>
  db.sliceCount > 0 ? db.probe(position) : undefined;
