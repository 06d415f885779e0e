// npm run egdb:generate [-- --pieces 5 --out packages/engine/data/egdb --verify --verify-only --check-pieces 4
//                          --distances]
// Builds the endgame databases by retrograde analysis, slice by slice, and writes one file per
// number of pieces (egdb-2.bin ... egdb-N.bin). Prints each slice's time and values, each file's
// raw and compressed size. --verify then checks the position counts against the published table,
// reads every file back, and checks every position of up to --check-pieces pieces (default: all)
// against a one-ply look-ahead over the database. --verify-only skips generation and verifies the
// files already in --out. --distances solves every slice again with each reset of the 40-move
// count (man move or capture) as an exit, checks the values agree, and prints the longest distance
// to a reset per number of pieces: what the AI's conversion of a win relies on (egdb/distance.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EndgameDatabase } from '../egdb/database.js';
import { isStored, readEgdb, writeEgdb } from '../egdb/format.js';
import { solvePair, slicePairs } from '../egdb/generate.js';
import { mirrorSlice, positionAt, sliceName, sliceShape, slicesWith } from '../egdb/indexing.js';
import { NO_POSITION, solveSlice } from '../egdb/solve.js';
import {
  PUBLISHED_POSITION_COUNTS,
  checkSlice,
  enumeratedPositions,
  storedPositions,
} from '../egdb/verify.js';

const USAGE =
  'usage: npm run egdb:generate -- [--pieces 2-5] [--out DIR] [--verify] [--verify-only] [--check-pieces N]';

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        pieces: { type: 'string', default: '5' },
        out: { type: 'string', default: 'packages/engine/data/egdb' },
        verify: { type: 'boolean', default: false },
        'verify-only': { type: 'boolean', default: false },
        'check-pieces': { type: 'string' },
        distances: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const maxPieces = Number(parsed.values.pieces);
  if (!Number.isInteger(maxPieces) || maxPieces < 2 || maxPieces > 6) {
    console.error(`--pieces must be 2 to 6\n${USAGE}`);
    return 2;
  }
  const out = parsed.values.out;
  const verifyOnly = parsed.values['verify-only'];
  const checkPieces = Number(parsed.values['check-pieces'] ?? maxPieces);
  console.log(`node ${process.version}, ${process.platform}/${process.arch}, ${new Date().toISOString()}`);

  let db = new EndgameDatabase();
  if (!verifyOnly) {
    mkdirSync(out, { recursive: true });
    const started = performance.now();
    for (let pieces = 2; pieces <= maxPieces; pieces++) {
      const groupStarted = performance.now();
      let wins = 0;
      let losses = 0;
      let draws = 0;
      let maxDtc = 0;
      for (const slice of slicePairs(pieces)) {
        const sliceStarted = performance.now();
        const r = solvePair(db, slice);
        wins += r.wins;
        losses += r.losses;
        draws += r.draws;
        maxDtc = Math.max(maxDtc, r.maxDtc);
        console.log(
          `  ${r.name}/${r.mirror}  ${int(r.positions).padStart(11)} positions  W ${int(r.wins)}  L ${int(r.losses)}  D ${int(r.draws)}  longest ${r.maxDtc} plies  ${seconds(performance.now() - sliceStarted)}`,
        );
      }
      const solveMs = performance.now() - groupStarted;
      const tables = slicesWith(pieces).map((s) => db.table(s)!);
      const file = writeEgdb(pieces, tables);
      writeFileSync(join(out, `egdb-${pieces}.bin`), file);
      const raw = tables.reduce((n, t) => n + t.values.bytes.length, 0);
      console.log(
        `${pieces} pieces: ${tables.length} slices, ${int(wins + losses + draws)} positions (black to move; red to move by symmetry): W ${int(wins)} L ${int(losses)} D ${int(draws)}, longest distance to conversion ${maxDtc} plies; solved in ${seconds(solveMs)}; raw ${mb(raw)} (2 bits a position), file egdb-${pieces}.bin ${mb(file.length)} (${((file.length / raw) * 100).toFixed(1)}% of raw), ${seconds(performance.now() - groupStarted)} with writing; memory ${mb(process.memoryUsage().rss)}`,
      );
    }
    console.log(`total ${seconds(performance.now() - started)}`);
  }

  if (!parsed.values.verify && !verifyOnly && !parsed.values.distances) return 0;
  let failures = 0;
  console.log(
    '\nverify: positions by number of pieces (side to move not counted), ours against Schaeffer et al.',
  );
  for (let pieces = 1; pieces <= maxPieces; pieces++) {
    const ours = enumeratedPositions(pieces);
    const published = PUBLISHED_POSITION_COUNTS[pieces]!;
    if (ours !== published) failures++;
    console.log(
      `  ${pieces}: ${int(ours).padStart(13)}  published ${int(published).padStart(13)}  ${ours === published ? 'ok' : 'MISMATCH'}  (stored, both sides present: ${int(storedPositions(pieces))})`,
    );
  }
  console.log('verify: every file read back');
  const fromFiles = new EndgameDatabase();
  for (let pieces = 2; pieces <= maxPieces; pieces++) {
    const started = performance.now();
    const read = readEgdb(new Uint8Array(readFileSync(join(out, `egdb-${pieces}.bin`))), fromFiles);
    if (!read.ok) {
      console.log(`  egdb-${pieces}.bin: ${read.error.message}`);
      failures++;
      continue;
    }
    const readMs = performance.now() - started;
    // What the file leaves out decodes to whatever made runs longest: compare what it holds.
    let differ = 0;
    const scratch = { black: 0, red: 0, kings: 0 };
    for (const slice of verifyOnly ? [] : slicesWith(pieces)) {
      const a = db.table(slice)!;
      const b = fromFiles.table(slice)!;
      for (let i = 0; i < a.values.size; i++) {
        if (a.values.get(i) !== b.values.get(i) && isStored(slice, a.shape, i, scratch)) differ++;
      }
    }
    console.log(
      `  egdb-${pieces}.bin read in ${seconds(readMs)}${verifyOnly ? '' : `, ${differ} values differ from the generated ones`}`,
    );
    failures += differ;
  }
  db = fromFiles;
  if (parsed.values.distances) failures += distances(db, maxPieces);
  if (!parsed.values.verify && !verifyOnly) return failures === 0 ? 0 : 1;
  console.log(
    `verify: one-ply look-ahead over every position of 2 to ${checkPieces} pieces, both sides to move`,
  );
  for (let pieces = 2; pieces <= Math.min(checkPieces, maxPieces); pieces++) {
    const started = performance.now();
    let checked = 0;
    const errors: string[] = [];
    for (const slice of slicesWith(pieces)) {
      // A slice and its mirror hold the same positions turned round: check one of each pair.
      if (sliceName(mirrorSlice(slice)) < sliceName(slice)) continue;
      const report = checkSlice(db, slice);
      checked += report.checked;
      errors.push(...report.errors);
    }
    failures += errors.length;
    console.log(
      `  ${pieces} pieces: ${int(checked)} positions checked, ${errors.length} disagreements in ${seconds(performance.now() - started)}`,
    );
    for (const e of errors.slice(0, 5)) console.log(`    ${e}`);
  }
  const largest = slicesWith(maxPieces).reduce((m, s) => Math.max(m, sliceShape(s).size), 0);
  console.log(`largest slice: ${int(largest)} indices`);
  console.log(failures === 0 ? 'verify: all checks passed' : `verify: ${failures} FAILURES`);
  return failures === 0 ? 0 : 1;
}

// Longest distance to a reset of the 40-move count, per number of pieces; returns disagreements.
function distances(db: EndgameDatabase, maxPieces: number): number {
  console.log('distances to the next man move or capture (winner hurrying, loser holding out)');
  let disagreements = 0;
  for (let pieces = 2; pieces <= maxPieces; pieces++) {
    const started = performance.now();
    let longest = 0;
    let longestSlice = '';
    let slowest = 0;
    let slowestSlice = '';
    for (const slice of slicePairs(pieces)) {
      const sliceStarted = performance.now();
      const solved = solveSlice(slice, (b, r, k, btm) => db.probeRaw(b, r, k, btm), true);
      if (performance.now() - sliceStarted > slowest) {
        slowest = performance.now() - sliceStarted;
        slowestSlice = `${sliceName(slice)} (${int(solved.size)} indices a side)`;
      }
      const pos = { black: 0, red: 0, kings: 0 };
      const shape = sliceShape(slice);
      for (let p = 0; p < 2 * solved.size; p++) {
        const v = solved.values[p]!;
        if (v === NO_POSITION) continue;
        if (solved.dtc[p]! > longest) {
          longest = solved.dtc[p]!;
          longestSlice = sliceName(slice);
        }
        const index = p % solved.size;
        positionAt(slice, shape, index, pos);
        if (db.probeRaw(pos.black, pos.red, pos.kings, p < solved.size) !== v) disagreements++;
      }
    }
    console.log(
      `  ${pieces} pieces: longest ${longest} plies (slice ${longestSlice} or its mirror), ${disagreements} disagreements so far, ${seconds(performance.now() - started)}; slowest slice ${slowestSlice} ${seconds(slowest)}`,
    );
  }
  return disagreements;
}

process.exitCode = main();
