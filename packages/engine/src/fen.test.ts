import { describe, expect, it } from 'vitest';
import { START_FEN, makeFen, parseFen } from './fen.js';
import { START_POSITION, legalMoves, makePosition, play, samePosition, type Position } from './position.js';
import type { Result } from './result.js';
import { seededRandom as seeded } from './testing/positions.js';

/** Bitboard of PDN square numbers. */
const on = (...pdn: number[]): number => pdn.reduce((b, n) => b | (1 << (n - 1)), 0);
const codeOf = (result: Result<unknown>): string | undefined => (result.ok ? undefined : result.error.code);

const STANDARD_START = 'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';

describe('makeFen', () => {
  it('writes the start position canonically', () => {
    expect(START_FEN).toBe(STANDARD_START);
    expect(makeFen(START_POSITION)).toBe(STANDARD_START);
  });

  it('writes white first, squares ascending, kings inline', () => {
    const pos = makePosition(
      on(12, 16, 20, 22, 25, 29),
      on(10, 15, 18, 24, 27, 28),
      on(10, 15, 22, 25, 29),
      'red',
    );
    expect(makeFen(pos)).toBe('W:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29');
    expect(makeFen(makePosition(0, 0, 0, 'black'))).toBe('B:W:B');
  });
});

describe('parseFen', () => {
  it('reads the start position', () => {
    const parsed = parseFen(STANDARD_START);
    expect(parsed.ok && samePosition(parsed.value, START_POSITION)).toBe(true);
  });

  it('reads the examples of the PDN specification', () => {
    const parsed = parseFen('B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29');
    expect(parsed.ok && makeFen(parsed.value)).toBe('B:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29');
    const other = parseFen('B:W18,19,21,23,24,26,29,30,31,32:B1,2,3,4,6,7,9,10,11,12');
    expect(other.ok && other.value.black).toBe(on(1, 2, 3, 4, 6, 7, 9, 10, 11, 12) >>> 0);
  });

  it('accepts ranges, either list order, spaces, quotes, a full stop and lower case', () => {
    const canonical = 'W:W21,22,23,24,K30:BK5,1,2,3';
    const expected = parseFen(canonical);
    expect(expected.ok).toBe(true);
    for (const variant of [
      'W:W21-24,K30:B1-3,K5',
      'W:B1,2,3,K5:W21,22,23,24,K30',
      ' W : W21, 22 ,23,24 , K30 : B1 , 2, 3, K5 ',
      '"W:W21-24,K30:B1-3,K5"',
      'W:W21-24,K30:B1-3,K5.',
      'w:w21-24,k30:b1-3,k5',
      'W:W21-24,K30,:B1-3,K5,',
      'W:W21-22,23-24,K30-30:B1-3,K5\n',
    ]) {
      const parsed = parseFen(variant);
      expect(parsed.ok && expected.ok && samePosition(parsed.value, expected.value), variant).toBe(true);
    }
  });

  it('reads a missing or empty list as a side without pieces', () => {
    const onlyWhite = parseFen('B:W21');
    expect(onlyWhite.ok && onlyWhite.value).toEqual(makePosition(0, on(21), 0, 'black'));
    const empty = parseFen('W:W:B');
    expect(empty.ok && empty.value).toEqual(makePosition(0, 0, 0, 'red'));
    expect(parseFen('B').ok).toBe(true);
  });

  it('round-trips every position of many seeded random games', () => {
    const rand = seeded(2024);
    let checked = 0;
    for (let game = 0; game < 40; game++) {
      let pos: Position = START_POSITION;
      for (let ply = 0; ply < 200; ply++) {
        const fen = makeFen(pos);
        const parsed = parseFen(fen);
        expect(parsed.ok && samePosition(parsed.value, pos), fen).toBe(true);
        expect(parsed.ok && makeFen(parsed.value)).toBe(fen);
        checked++;
        const moves = legalMoves(pos);
        if (moves.length === 0) break;
        pos = play(pos, moves[Math.floor(rand() * moves.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('refuses bad input with a clear code and never throws', () => {
    const thirteen = `B:W${Array.from({ length: 13 }, (_, i) => i + 5).join(',')}:B1`;
    const cases: [unknown, string][] = [
      ['', 'invalid-fen'],
      ['   ', 'invalid-fen'],
      ['""', 'invalid-fen'],
      [null, 'invalid-fen'],
      [undefined, 'invalid-fen'],
      [42, 'invalid-fen'],
      [{ turn: 'B' }, 'invalid-fen'],
      ['B:W21'.padEnd(5000, ','), 'invalid-fen'],
      ['X:W21:B1', 'invalid-turn'],
      ['R:W21:B1', 'invalid-turn'],
      [':W21:B1', 'invalid-turn'],
      ['🙂:W21:B1', 'invalid-turn'],
      ['W21:B1', 'invalid-turn'],
      ['B:W21,21:B1', 'duplicate-square'],
      ['B:W21:B21', 'duplicate-square'],
      ['B:W21-24:BK22', 'duplicate-square'],
      ['B:W0:B1', 'out-of-range'],
      ['B:W33:B1', 'out-of-range'],
      ['B:W21-33:B1', 'out-of-range'],
      ['B:Wabc:B1', 'invalid-square'],
      ['B:W2x:B1', 'invalid-square'],
      ['B:W-1:B1', 'invalid-square'],
      ['B:W1.5:B1', 'invalid-square'],
      ['B:WKK21:B1', 'invalid-square'],
      ['B:W24-21:B1', 'invalid-fen'],
      ['B:W21:W22', 'invalid-fen'],
      ['B:Q21:B1', 'invalid-fen'],
      ['B:W21:B1:X', 'invalid-fen'],
      ['B:W21:B1:', 'invalid-fen'],
      [thirteen, 'too-many-pieces'],
      ['B:W21:B30', 'man-on-crowning-row'],
      ['W:W2:B12', 'man-on-crowning-row'],
    ];
    for (const [input, code] of cases) {
      const result = parseFen(input);
      expect(codeOf(result), String(input).slice(0, 30)).toBe(code);
      expect(!result.ok && result.error.message.length).toBeGreaterThan(10);
    }
  });

  it('allows kings on the crowning rows', () => {
    const parsed = parseFen('B:WK2:BK30');
    expect(parsed.ok && parsed.value).toEqual(makePosition(on(30), on(2), on(2, 30), 'black'));
  });
});
