import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMoveText } from '../notation.js';
import { play, type Position } from '../position.js';
import { fromSquares, withTurn } from '../testing/positions.js';
import { EndgameDatabase } from './database.js';
import { readEgdb, writeEgdb } from './format.js';
import { generate } from './generate.js';
import { slicesWith, sliceShape, positionAt } from './indexing.js';
import { loadEgdb, probe } from './registry.js';
import { checkSlice } from './verify.js';

const file = (pieces: number): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../../data/egdb/egdb-${pieces}.bin`, import.meta.url)));

/** The committed databases of 2 to 4 pieces. */
function committed(): EndgameDatabase {
  const db = new EndgameDatabase();
  for (const pieces of [2, 3, 4]) {
    const read = readEgdb(file(pieces), db);
    if (!read.ok) throw new Error(read.error.message);
  }
  return db;
}

const db = committed();

describe('endgame databases', () => {
  it('loads the committed files into the shared registry', () => {
    const load = loadEgdb(file(2).slice().buffer);
    expect(load.ok && load.value.maxPieces).toBe(2);
    expect(probe(fromSquares({ blackKings: [1], redKings: [32] }))).toBe('draw');
    // Three pieces are not loaded in the registry yet.
    expect(probe(fromSquares({ blackKings: [1, 2], redKings: [32] }))).toBeUndefined();
    expect(db.maxPieces).toBe(4);
  });

  it('matches a fresh generation of up to 3 pieces, written and read back', () => {
    const fresh = generate(3);
    const written = new EndgameDatabase();
    for (const pieces of [2, 3])
      readEgdb(
        writeEgdb(
          pieces,
          slicesWith(pieces).map((s) => fresh.table(s)!),
        ),
        written,
      );
    let differ = 0;
    let compared = 0;
    const pos = { black: 0, red: 0, kings: 0 };
    for (const slice of [...slicesWith(2), ...slicesWith(3)]) {
      const shape = sliceShape(slice);
      for (let i = 0; i < shape.size; i++) {
        if (!positionAt(slice, shape, i, pos)) continue;
        for (const blackToMove of [true, false]) {
          const value = fresh.probeRaw(pos.black, pos.red, pos.kings, blackToMove);
          if (db.probeRaw(pos.black, pos.red, pos.kings, blackToMove) !== value) differ++;
          if (written.probeRaw(pos.black, pos.red, pos.kings, blackToMove) !== value) differ++;
          compared++;
        }
      }
    }
    expect(compared).toBe(2 * (3_488 + 196_032));
    expect(differ).toBe(0);
  });

  it('refuses damaged files as values, not exceptions', () => {
    expect(readEgdb(new Uint8Array([1, 2, 3])).ok).toBe(false);
    const damaged = file(3).slice();
    damaged[damaged.length - 1] = damaged[damaged.length - 1]! ^ 0xff;
    const read = readEgdb(damaged);
    expect(!read.ok && read.error.code).toBe('egdb-checksum');
    const version = file(2).slice();
    version[4] = 9;
    expect(loadEgdb(version, new EndgameDatabase())).toMatchObject({
      ok: false,
      error: { code: 'egdb-version' },
    });
  });

  it('agrees with a one-ply look-ahead over every position of up to 3 pieces, and 2K v 2K', () => {
    const slices = [
      ...slicesWith(2),
      ...slicesWith(3),
      { blackMen: 0, blackKings: 2, redMen: 0, redKings: 2 },
    ];
    for (const slice of slices) {
      const report = checkSlice(db, slice);
      expect(report.errors, JSON.stringify(slice)).toEqual([]);
      expect(report.checked).toBeGreaterThan(0);
    }
  });

  it('one king against one king is a draw', () => {
    const kings = fromSquares({ blackKings: [1], redKings: [32] });
    expect(db.probe(kings)).toBe('draw');
    expect(db.probe(withTurn(kings, 'red'))).toBe('draw');
    // Only a king caught on the edge or next to the other loses; most positions are drawn.
    const report = checkSlice(db, { blackMen: 0, blackKings: 1, redMen: 0, redKings: 1 });
    expect(report.draws / report.checked).toBeGreaterThan(0.6);
  });

  it('two kings against one king win for the side with two', () => {
    for (const [two, one] of [
      [[1, 2], [32]],
      [[14, 15], [28]],
      [[30, 31], [5]],
    ] as const) {
      const pos = fromSquares({ blackKings: [...two], redKings: [...one] });
      expect(db.probe(pos)).toBe('win');
      expect(db.probe(withTurn(pos, 'red'))).toBe('loss');
    }
    // With the two kings to move, every position is won except the few where one of them is lost
    // at once (34 of 14,880), and none is lost.
    const slice = { blackMen: 0, blackKings: 2, redMen: 0, redKings: 1 };
    const shape = sliceShape(slice);
    const pos = { black: 0, red: 0, kings: 0 };
    const tally = [0, 0, 0];
    for (let i = 0; i < shape.size; i++) {
      if (positionAt(slice, shape, i, pos)) tally[db.probeRaw(pos.black, pos.red, pos.kings, true)]!++;
    }
    expect(tally).toEqual([34, 14_846, 0]);
  });

  // First Position: White (our red) kings on 19 and 23, Black king on 28 and man on 12. "White to
  // move and win"; with Black to move it is drawn. Lasker, Chess and Checkers: The Way to
  // Mastership (1918), part II ch. III, diagram 93; the ACF's "Winning 1st Position"
  // (acfcheckers.com/std2.html) gives the same play.
  it('first position is a win for the side with the move, and drawn without it', () => {
    const first = fromSquares({ redKings: [19, 23], blackKings: [28], black: [12], turn: 'red' });
    expect(db.probe(first)).toBe('win');
    expect(db.probe(withTurn(first, 'black'))).toBe('draw');
  });

  // Second Position (Lasker, diagram 95; Sturges): White men on 27 and 30 and a king on 22, Black
  // men on 20 and 21 and a king on 9, White to move and win. It has six pieces; the book's winning
  // line crowns both White men, then forces an exchange of kings on its 31st move, leaving four
  // pieces. The database must find that position won for White, and every one after it in the line.
  it('second position: the classic line reaches a database win', () => {
    const line =
      '30-26 9-14 26-23 14-10 23-18 10-6 18-14 6-1 14-9 1-5 9-6 5-9 6-2 9-5 2-6 5-1 6-9 1-5 9-14 5-1 ' +
      '14-18 1-6 18-15 6-9 15-19 9-14 27-23 14-10 23-18 10-6 18-14 6-1 14-9 1-5 9-6 5-9 6-2 9-5 2-6 ' +
      '5-1 6-9 1-5 9-14 5-1 14-18 1-6 18-23 6-10 23-27 10-14 19-23 14-10 23-18 10-6 18-14 6-1 14-9 ' +
      '1-5 22-17 5-14 17-10';
    let pos: Position = fromSquares({
      red: [27, 30],
      redKings: [22],
      black: [20, 21],
      blackKings: [9],
      turn: 'red',
    });
    for (const text of line.split(' ')) {
      const move = parseMoveText(pos, text);
      if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
      pos = play(pos, move.value);
    }
    expect(pos).toEqual(fromSquares({ redKings: [10, 27], black: [20, 21], turn: 'black' }));
    expect(db.probe(pos)).toBe('loss');
    // The book goes on 21-25 10-15 25-30 15-19 30-26: still lost for Black at every step.
    for (const text of '21-25 10-15 25-30 15-19'.split(' ')) {
      const move = parseMoveText(pos, text);
      if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
      pos = play(pos, move.value);
      expect(db.probe(pos)).toBe(pos.turn === 'red' ? 'win' : 'loss');
    }
  });
});
