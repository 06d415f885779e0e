// Building the databases: every slice up to a number of pieces, in dependency order (fewer pieces
// first, then fewer men, so every conversion leads into a solved slice). A slice and its mirror are
// solved together: the slice's red-to-move half, turned round, is the mirror's black-to-move table.
import {
  indexOf,
  mirrorSlice,
  positionAt,
  reverseBits,
  sliceName,
  slicesWith,
  type Slice,
  type SlicePosition,
} from './indexing.js';
import { EndgameDatabase, emptyTable, type SliceTable } from './database.js';
import { NO_POSITION, solveSlice, type SolvedSlice } from './solve.js';

/** What the generator reports after each slice pair. */
export interface SliceReport {
  readonly name: string;
  readonly mirror: string;
  readonly pieces: number;
  /** Positions in the slice and its mirror, black to move (real positions, not index room). */
  readonly positions: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Longest distance to conversion in the pair, in plies. */
  readonly maxDtc: number;
  /** The solved slice, while the caller wants it (for distance statistics). */
  readonly solved: SolvedSlice;
}

/** Black-to-move tables of a solved slice and of its mirror (the same table when symmetric). */
export function tablesOf(solved: SolvedSlice): SliceTable[] {
  const slice = solved.slice;
  const own = emptyTable(slice);
  for (let i = 0; i < solved.size; i++) {
    const v = solved.values[i]!;
    if (v !== NO_POSITION) own.values.set(i, v);
  }
  const mirror = mirrorSlice(slice);
  const symmetric = sliceName(mirror) === sliceName(slice);
  const other = symmetric ? own : emptyTable(mirror);
  const pos: SlicePosition = { black: 0, red: 0, kings: 0 };
  for (let i = 0; i < solved.size; i++) {
    const v = solved.values[solved.size + i]!;
    if (v === NO_POSITION) continue;
    positionAt(slice, own.shape, i, pos);
    const j = indexOf(reverseBits(pos.red), reverseBits(pos.black), reverseBits(pos.kings), other.shape);
    // In a symmetric slice both halves were solved: they must agree, turned round.
    if (!symmetric) other.values.set(j, v);
    else if (other.values.get(j) !== v) throw new Error(`slice ${sliceName(slice)}: halves disagree at ${i}`);
  }
  return symmetric ? [own] : [own, other];
}

/** The slice pairs of `pieces` pieces in solving order: each pair once, fewest men first. */
export function slicePairs(pieces: number): Slice[] {
  const seen = new Set<string>();
  const out: Slice[] = [];
  for (const s of slicesWith(pieces)) {
    if (seen.has(sliceName(s))) continue;
    seen.add(sliceName(s));
    seen.add(sliceName(mirrorSlice(s)));
    out.push(s);
  }
  return out;
}

/** Solves one slice pair against `db` (which must hold every slice it converts into) and adds it. */
export function solvePair(db: EndgameDatabase, slice: Slice): SliceReport {
  const solved = solveSlice(slice, (black, red, kings, blackToMove) =>
    db.probeRaw(black, red, kings, blackToMove),
  );
  for (const table of tablesOf(solved)) db.add(table);
  let wins = 0;
  let losses = 0;
  let draws = 0;
  let maxDtc = 0;
  const symmetric = sliceName(mirrorSlice(slice)) === sliceName(slice);
  // A symmetric slice's red-to-move half repeats its black-to-move half: count it once.
  const counted = symmetric ? solved.size : 2 * solved.size;
  for (let p = 0; p < 2 * solved.size; p++) {
    const v = solved.values[p]!;
    if (v === NO_POSITION) continue;
    if (solved.dtc[p]! > maxDtc) maxDtc = solved.dtc[p]!;
    if (p >= counted) continue;
    if (v === 1) wins++;
    else if (v === 2) losses++;
    else draws++;
  }
  return {
    name: sliceName(slice),
    mirror: sliceName(mirrorSlice(slice)),
    pieces: slice.blackMen + slice.blackKings + slice.redMen + slice.redKings,
    positions: wins + losses + draws,
    wins,
    losses,
    draws,
    maxDtc,
    solved,
  };
}

/** Builds every slice from 2 up to `maxPieces` pieces into `db`, calling `onSlice` after each pair. */
export function generate(
  maxPieces: number,
  onSlice: (report: SliceReport) => void = () => {},
  db = new EndgameDatabase(),
): EndgameDatabase {
  for (let pieces = 2; pieces <= maxPieces; pieces++) {
    for (const slice of slicePairs(pieces)) {
      if (db.table(slice) !== undefined && db.table(mirrorSlice(slice)) !== undefined) continue;
      onSlice(solvePair(db, slice));
    }
  }
  return db;
}
