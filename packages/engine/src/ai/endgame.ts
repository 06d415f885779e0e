// Perfect play from a database position. A won position is converted by distance to reset (see
// egdb/distance.ts): the winner plays a winning move of least distance to the next man move or
// capture, the loser a move of greatest distance. Drawn positions, and slices too large to get
// distances on demand, are left to the search, which sees the database's values one ply down.
import { popcount } from '../bitboard.js';
import type { EndgameDatabase } from '../egdb/database.js';
import { NOT_LOADED } from '../egdb/database.js';
import { defaultEgdb } from '../egdb/registry.js';
import { CACHED_SLICES, resetDistances } from '../egdb/distance.js';
import { indexOf, sliceName, sliceOf, sliceShape } from '../egdb/indexing.js';
import { LOSS, WIN, type EgdbValue } from '../egdb/values.js';
import { legalMoves, play, type Position } from '../position.js';
import type { Move } from '../types.js';

/** A move chosen from the database. */
export interface DatabaseMove {
  readonly move: Move;
  /** The root's value for the side to move. */
  readonly value: Exclude<EgdbValue, 'draw'>;
  /** Plies to the next man move or capture with this move, both sides playing by distance. */
  readonly distance: number;
}

/**
 * The database's move for a won or lost position, or undefined to let the search decide. A slice
 * whose distances are not known yet is solved first unless that is expected to take longer than
 * `maxSolveMs` (then the search decides this move, and `prepareEndgame` between moves solves it).
 */
export function databaseMove(
  position: Position,
  db: EndgameDatabase,
  maxSolveMs = Number.POSITIVE_INFINITY,
): DatabaseMove | undefined {
  const black = position.black | 0;
  const red = position.red | 0;
  const kings = position.kings | 0;
  // Distances need every slice a move can lead to: all of this many pieces and fewer.
  if (popcount(black | red) > db.maxPieces || black === 0 || red === 0) return undefined;
  const value = db.probeRaw(black, red, kings, position.turn === 'black');
  if (value !== WIN && value !== LOSS) return undefined;
  const slice = sliceOf(black, red, kings);
  const solved = resetDistances(db, slice, maxSolveMs);
  if (solved === undefined) return undefined;
  const shape = sliceShape(slice);
  let best: DatabaseMove | undefined;
  for (const move of legalMoves(position)) {
    const child = play(position, move);
    const childValue = db.probeRaw(child.black | 0, child.red | 0, child.kings | 0, child.turn === 'black');
    if (childValue === NOT_LOADED) return undefined;
    if (value === WIN && childValue !== LOSS) continue;
    const resets = move.captures.length > 0 || (kings & (1 << move.from)) === 0;
    const index = indexOf(child.black | 0, child.red | 0, child.kings | 0, shape);
    const distance = resets ? 1 : 1 + solved.dtc[(child.turn === 'black' ? 0 : solved.size) + index]!;
    const better =
      best === undefined ||
      (value === WIN ? distance < best.distance : distance > best.distance) ||
      (distance === best.distance && move.captures.length > best.move.captures.length);
    if (better) best = { move, value: value === WIN ? 'win' : 'loss', distance };
  }
  return best;
}

/**
 * Solves ahead of time the distances the next database move may need, so that no move waits for a
 * solve on its clock: called with the position after the AI's own move (the browser's worker does it
 * while the player thinks), it solves the slices the player's replies lead to where the AI's side is
 * won or lost. At most CACHED_SLICES slices (the cache keeps no more); returns how many it solved or
 * found solved.
 */
export function prepareEndgame(position: Position, db: EndgameDatabase = defaultEgdb): number {
  if (db.maxPieces === 0) return 0;
  const seen = new Set<string>();
  let ready = 0;
  for (const reply of legalMoves(position)) {
    const next = play(position, reply);
    const black = next.black | 0;
    const red = next.red | 0;
    if (black === 0 || red === 0 || popcount(black | red) > db.maxPieces) continue;
    const value = db.probeRaw(black, red, next.kings | 0, next.turn === 'black');
    if (value !== WIN && value !== LOSS) continue;
    const slice = sliceOf(black, red, next.kings | 0);
    const name = sliceName(slice);
    if (seen.has(name)) continue;
    seen.add(name);
    if (resetDistances(db, slice) !== undefined) ready++;
    if (seen.size >= CACHED_SLICES) break;
  }
  return ready;
}
