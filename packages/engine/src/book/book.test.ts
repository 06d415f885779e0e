import { describe, expect, it } from 'vitest';
import { parseMoveText } from '../notation.js';
import { START_POSITION, legalMoves, play, sameMove, samePosition, type Position } from '../position.js';
import { fromSquares, pick, seededRandom } from '../testing/positions.js';
import { BOOK_FORMAT_VERSION, EMPTY_BOOK_TABLE, readBook, writeBook, type BookRecord } from './format.js';
import { decodeBookMove, encodeBookMove } from './move-code.js';
import { OpeningBook } from './opening-book.js';
import { defaultBook, loadBook } from './registry.js';

/** The position after PDN moves from the start. */
function after(...moves: string[]): Position {
  let position = START_POSITION;
  for (const text of moves) {
    const move = parseMoveText(position, text);
    if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
    position = play(position, move.value);
  }
  return position;
}

/** Positions of a seeded random game, with more than one legal move. */
function gamePositions(seed: number, count: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  let position = START_POSITION;
  while (out.length < count) {
    const moves = legalMoves(position);
    if (moves.length === 0) position = START_POSITION;
    else {
      if (moves.length > 1 && !out.some((p) => samePosition(p, position))) out.push(position);
      position = play(position, pick(random, moves));
    }
  }
  return out;
}

/** A record for each position: its legal moves from the last, scored 10, 5, 0. */
const recordsOf = (positions: readonly Position[]): BookRecord[] =>
  positions.map((position) => ({
    position,
    moves: legalMoves(position)
      .reverse()
      .slice(0, 3)
      .map((move, i) => ({ move, score: 10 - 5 * i })),
  }));

const bookOf = (records: readonly BookRecord[]): OpeningBook => {
  const read = readBook(writeBook(records));
  if (!read.ok) throw new Error(read.error.message);
  return new OpeningBook(read.value);
};

// A black man on 2 can take 2x9x18 or 2x11x18: the same ends, two moves.
const TWO_ROUTES = fromSquares({ black: [2], red: [6, 7, 14, 15] });

describe('book move codes', () => {
  it('name every legal move of many positions, the generator’s own object coming back', () => {
    for (const position of [...gamePositions(1, 200), TWO_ROUTES]) {
      const moves = legalMoves(position);
      for (const move of moves) {
        expect(decodeBookMove(position, encodeBookMove(position, move), moves)).toBe(move);
      }
    }
  });

  it('tell apart two routes between the same squares', () => {
    const moves = legalMoves(TWO_ROUTES);
    expect(moves).toHaveLength(2);
    const codes = moves.map((m) => encodeBookMove(TWO_ROUTES, m));
    expect(codes[0]).not.toBe(codes[1]);
  });

  it('decode to nothing where the code names no legal move', () => {
    const move = legalMoves(START_POSITION)[0]!;
    const code = encodeBookMove(START_POSITION, move);
    expect(
      decodeBookMove(after('11-15'), encodeBookMove(after('11-15'), legalMoves(after('11-15'))[0]!)),
    ).toBeDefined();
    // The same man's step, asked after the player's move, where red is to move: no such move.
    expect(decodeBookMove(after('11-15'), code)).toBeUndefined();
    expect(decodeBookMove(START_POSITION, 0)).toBeUndefined();
  });
});

describe('book file', () => {
  it('round-trips: every position found, with its moves and scores in order', () => {
    const records = recordsOf(gamePositions(2, 150));
    const book = bookOf(records);
    expect(book.size).toBe(records.length);
    for (const record of records) {
      const found = book.lookup(record.position)!;
      expect(found.map((f) => f.score)).toEqual(record.moves.map((m) => m.score));
      found.forEach((f, i) => expect(sameMove(f.move, record.moves[i]!.move)).toBe(true));
    }
    expect(book.lookup(after('9-13', '21-17', '5-9', '25-21'))).toBeUndefined();
    expect(writeBook(records)).toEqual(writeBook([...records].reverse()));
  });

  it('answers only with legal moves: the generator’s own objects', () => {
    const positions = gamePositions(3, 100);
    const book = bookOf(recordsOf(positions));
    for (const position of positions) {
      const legal = legalMoves(position);
      for (const { move } of book.lookup(position)!) {
        expect(legal.some((m) => sameMove(m, move))).toBe(true);
        expect(decodeBookMove(position, encodeBookMove(position, move), legal)).toBe(
          legal.find((m) => sameMove(m, move)),
        );
      }
    }
  });

  it('drops a stored move that is not legal in the position (a collision, a stale file)', () => {
    const read = readBook(writeBook(recordsOf([START_POSITION])));
    if (!read.ok) throw new Error(read.error.message);
    const table = read.value;
    // Move 21-17, a red move, under the start position's key.
    const redStep = encodeBookMove(
      after('11-15'),
      legalMoves(after('11-15')).find((m) => m.from === 20)!,
    );
    const codes = new Uint16Array(table.codes.length);
    codes[0] = redStep;
    const book = new OpeningBook({ ...table, codes });
    expect(book.lookup(START_POSITION)).toBeUndefined();
    codes[1] = table.codes[1]!;
    expect(book.lookup(START_POSITION)!.map((m) => m.score)).toEqual([table.scores[1]]);
  });

  it('finds a position reached by different move orders (a transposition)', () => {
    const a = after('11-15', '21-17', '12-16');
    const b = after('12-16', '21-17', '11-15');
    expect(samePosition(a, b)).toBe(true);
    const book = bookOf(recordsOf([a]));
    expect(book.lookup(b)).toEqual(book.lookup(a));
    expect(book.lookup(b)).toBeDefined();
  });

  it('refuses a corrupt file with a clear error', () => {
    const file = writeBook(recordsOf(gamePositions(4, 20)));
    const expectError = (bytes: Uint8Array, code: string, message: RegExp) => {
      const read = readBook(bytes);
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error.code).toBe(code);
        expect(read.error.message).toMatch(message);
      }
    };
    expectError(new Uint8Array(0), 'invalid-book', /Not an opening book/);
    expectError(
      new TextEncoder().encode('<!doctype html><html></html>'),
      'invalid-book',
      /Not an opening book/,
    );
    const version = file.slice();
    version[4] = BOOK_FORMAT_VERSION + 1;
    expectError(version, 'book-version', /format 2; this engine reads 1/);
    expectError(file.subarray(0, file.length - 1), 'invalid-book', /entries need/);
    const flipped = file.slice();
    flipped[30]! ^= 1;
    expectError(flipped, 'book-checksum', /damaged/);
    const slots = file.slice();
    slots[5] = 0;
    expectError(slots, 'invalid-book', /slot count/);
  });

  it('refuses entries out of order or with malformed moves, even with a right checksum', () => {
    const file = writeBook(recordsOf(gamePositions(5, 3)), 3);
    const withChecksum = (bytes: Uint8Array): Uint8Array => {
      let h = 0x811c9dc5;
      for (let i = 16; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
      new DataView(bytes.buffer).setUint32(12, h >>> 0, true);
      return bytes;
    };
    const entry = 8 + 4 * 3;
    const swapped = file.slice();
    swapped.set(file.subarray(16, 16 + entry), 16 + entry);
    swapped.set(file.subarray(16 + entry, 16 + 2 * entry), 16);
    const swappedRead = readBook(withChecksum(swapped));
    expect(!swappedRead.ok && swappedRead.error.message).toMatch(/out of order/);
    const noMove = file.slice();
    noMove.fill(0, 16 + 8, 16 + 10);
    const noMoveRead = readBook(withChecksum(noMove));
    expect(!noMoveRead.ok && noMoveRead.error.message).toMatch(/no move/);
    expect(readBook(withChecksum(file.slice())).ok).toBe(true);
  });

  it('refuses to write a position twice or an entry without moves (bugs in the caller)', () => {
    const [record] = recordsOf([START_POSITION]);
    expect(() => writeBook([record!, record!])).toThrow(/twice/);
    expect(() => writeBook([{ position: START_POSITION, moves: [] }])).toThrow(/1 to 3 moves/);
  });
});

describe('the shared book', () => {
  it('is empty until loadBook fills it; a refused file leaves it as it was', () => {
    expect(defaultBook.size).toBe(0);
    expect(defaultBook.lookup(START_POSITION)).toBeUndefined();
    const file = writeBook(recordsOf([START_POSITION, after('11-15')]));
    expect(loadBook(file)).toEqual({ ok: true, value: { positions: 2 } });
    expect(defaultBook.lookup(START_POSITION)).toHaveLength(3);
    const refused = loadBook(file.subarray(0, 20));
    expect(refused.ok).toBe(false);
    expect(defaultBook.size).toBe(2);
    defaultBook.replace(EMPTY_BOOK_TABLE);
    expect(defaultBook.size).toBe(0);
  });
});
