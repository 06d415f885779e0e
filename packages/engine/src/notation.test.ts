import { describe, expect, it } from 'vitest';
import {
  findMove,
  makeMoveText,
  makePdnSquare,
  makeRowCol,
  makeRowColText,
  makeSquare,
  parseMoveText,
  parsePdnSquare,
  parseRowCol,
  parseSquare,
} from './notation.js';
import { START_POSITION, legalMoves, makePosition, play } from './position.js';
import type { Result } from './result.js';

/** Bitboard of PDN square numbers. */
const on = (...pdn: number[]): number => pdn.reduce((b, n) => b | (1 << (n - 1)), 0);
/** Square index of a PDN number. */
const sq = (pdn: number): number => pdn - 1;
/** The error code of a failed result (undefined when it succeeded). */
const codeOf = (result: Result<unknown>): string | undefined => (result.ok ? undefined : result.error.code);

const SQUARES = Array.from({ length: 32 }, (_, i) => i);
const FILES = 'abcdefgh';

// Black man on 2 (d8) with red men on 6, 7, 14 and 15: it can capture 2x9x18 or 2x11x18.
const twoWays = makePosition(on(2), on(6, 7, 14, 15), 0, 'black');

describe('squares', () => {
  it('names the corners as the rules do', () => {
    expect([0, 3, 28, 31].map(makeSquare)).toEqual(['b8', 'h8', 'a1', 'g1']);
    expect(makeRowCol(sq(29))).toEqual({ row: 7, col: 0 });
    expect(makeRowCol(sq(1))).toEqual({ row: 0, col: 1 });
    expect(makeRowColText(sq(4))).toBe('0,7');
    expect(makePdnSquare(sq(32))).toBe(32);
  });

  it('round-trips every square through every form', () => {
    for (const s of SQUARES) {
      expect(parseSquare(makeSquare(s))).toEqual({ ok: true, value: s });
      expect(parseSquare(makeSquare(s).toUpperCase())).toEqual({ ok: true, value: s });
      expect(parsePdnSquare(makePdnSquare(s))).toEqual({ ok: true, value: s });
      expect(parsePdnSquare(String(makePdnSquare(s)))).toEqual({ ok: true, value: s });
      expect(parseRowCol(makeRowCol(s))).toEqual({ ok: true, value: s });
      expect(parseRowCol(makeRowColText(s))).toEqual({ ok: true, value: s });
    }
  });

  it('accepts exactly the 32 dark squares of the 64 names and coordinates', () => {
    const named = new Set<number>();
    const placed = new Set<number>();
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++) {
        const byName = parseSquare(`${FILES[col]}${8 - row}`);
        const byRowCol = parseRowCol({ row, col });
        const dark = (row + col) % 2 === 1;
        expect(codeOf(byName)).toBe(dark ? undefined : 'light-square');
        expect(codeOf(byRowCol)).toBe(dark ? undefined : 'light-square');
        if (byName.ok) named.add(byName.value);
        if (byRowCol.ok) placed.add(byRowCol.value);
        if (byName.ok && byRowCol.ok) expect(byName.value).toBe(byRowCol.value);
      }
    }
    expect(named.size).toBe(32);
    expect(placed.size).toBe(32);
  });

  it('refuses malformed algebraic squares with a code and a message', () => {
    const cases: [unknown, string][] = [
      ['', 'invalid-square'],
      ['i1', 'invalid-square'],
      ['a9', 'invalid-square'],
      ['a0', 'invalid-square'],
      ['c3 ', 'invalid-square'],
      ['aa1', 'invalid-square'],
      ['🙂', 'invalid-square'],
      ['ｃ３', 'invalid-square'],
      ['x'.repeat(1_000_000), 'invalid-square'],
      ['a2', 'light-square'],
      ['H7', 'light-square'],
      [null, 'invalid-square'],
      [undefined, 'invalid-square'],
      [29, 'invalid-square'],
      [{ row: 7, col: 0 }, 'invalid-square'],
      [['a', 1], 'invalid-square'],
    ];
    for (const [input, code] of cases) {
      const result = parseSquare(input);
      expect(codeOf(result), String(input).slice(0, 10)).toBe(code);
      expect(!result.ok && result.error.message.length).toBeGreaterThan(10);
      expect(!result.ok && result.error.message.length).toBeLessThan(200);
    }
  });

  it('refuses PDN numbers outside 1-32 and anything that is not a whole number', () => {
    const cases: [unknown, string][] = [
      [0, 'out-of-range'],
      [33, 'out-of-range'],
      [-1, 'out-of-range'],
      ['0', 'out-of-range'],
      ['33', 'out-of-range'],
      [1.5, 'invalid-square'],
      [Number.NaN, 'invalid-square'],
      [Number.POSITIVE_INFINITY, 'invalid-square'],
      ['1.5', 'invalid-square'],
      ['', 'invalid-square'],
      [' 1', 'invalid-square'],
      ['007', 'invalid-square'],
      ['b8', 'invalid-square'],
      [null, 'invalid-square'],
      [undefined, 'invalid-square'],
      [{}, 'invalid-square'],
    ];
    for (const [input, code] of cases) expect(codeOf(parsePdnSquare(input)), String(input)).toBe(code);
    expect(parsePdnSquare('07')).toEqual({ ok: true, value: 6 });
  });

  it('refuses row/col input of the wrong shape, range or colour', () => {
    const cases: [unknown, string][] = [
      ['3,3', 'light-square'],
      [{ row: 0, col: 0 }, 'light-square'],
      [{ row: 0.5, col: 1 }, 'invalid-square'],
      [{ row: Number.NaN, col: 1 }, 'invalid-square'],
      [{ row: '0', col: '1' }, 'invalid-square'],
      [{ row: 0 }, 'invalid-square'],
      [{ row: 0, col: 8 }, 'out-of-range'],
      ['8,1', 'out-of-range'],
      ['-1,0', 'out-of-range'],
      ['0;1', 'invalid-square'],
      ['0,1,2', 'invalid-square'],
      ['', 'invalid-square'],
      [`${'9'.repeat(400)},1`, 'invalid-square'],
      [[0, 1], 'invalid-square'],
      [null, 'invalid-square'],
      [undefined, 'invalid-square'],
      [5, 'invalid-square'],
    ];
    for (const [input, code] of cases) expect(codeOf(parseRowCol(input)), JSON.stringify(input)).toBe(code);
    expect(parseRowCol(' 0 , 1 ')).toEqual({ ok: true, value: 0 });
  });

  it('throws for a square index that is a bug, not input', () => {
    expect(() => makeSquare(32)).toThrow(RangeError);
    expect(() => makeRowCol(-1)).toThrow(RangeError);
  });
});

describe('move text', () => {
  it('writes steps with a hyphen and captures with their whole path', () => {
    const step = findMove(START_POSITION, sq(11), sq(15));
    expect(step.ok && makeMoveText(step.value)).toBe('11-15');
    expect(step.ok && makeMoveText(step.value, 'algebraic')).toBe('f6-e5');
    const moves = legalMoves(twoWays).map((m) => makeMoveText(m));
    expect(moves.sort()).toEqual(['2x11x18', '2x9x18']);
    expect(
      legalMoves(twoWays)
        .map((m) => makeMoveText(m, 'algebraic'))
        .sort(),
    ).toEqual(['d8xb6xd4', 'd8xf6xd4']);
  });

  it('reads every legal move back from its own text, in both notations', () => {
    let pos = START_POSITION;
    for (let ply = 0; ply < 30; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      for (const move of moves) {
        expect(parseMoveText(pos, makeMoveText(move))).toEqual({ ok: true, value: move });
        expect(parseMoveText(pos, makeMoveText(move, 'algebraic'))).toEqual({ ok: true, value: move });
      }
      pos = play(pos, moves[ply % moves.length]!);
    }
  });

  it('reads algebraic steps and short captures', () => {
    const afterBlack = play(
      START_POSITION,
      legalMoves(START_POSITION).find((m) => m.from === sq(11))!,
    );
    const c3d4 = parseMoveText(afterBlack, ' C3 - d4 ');
    expect(c3d4.ok && makeMoveText(c3d4.value)).toBe('22-18');
    // Black man on 1 jumps the red man on 6: 1x10 (b8xd6), written short or in full.
    const single = makePosition(on(1), on(6, 32), 0, 'black');
    for (const text of ['1x10', '1-10', 'b8xd6', '1X10', '1:10']) {
      const read = parseMoveText(single, text);
      expect(read.ok && read.value.captures).toEqual([sq(6)]);
    }
  });

  it('calls a short capture ambiguous when two paths share its ends', () => {
    const short = parseMoveText(twoWays, '2x18');
    expect(codeOf(short)).toBe('ambiguous-move');
    expect(!short.ok && short.error.message).toContain('2x9x18');
    expect(codeOf(findMove(twoWays, sq(2), sq(18)))).toBe('ambiguous-move');
    const full = parseMoveText(twoWays, '2x11x18');
    expect(full.ok && full.value.captures).toEqual([sq(7), sq(15)]);
    expect(findMove(twoWays, sq(2), sq(18), [sq(2), sq(9), sq(18)]).ok).toBe(true);
  });

  it('explains why a move is refused', () => {
    const cases: [string, string, string][] = [
      ['13-17', 'no-piece', 'no piece on 13'],
      ['22-18', 'wrong-color', "red's"],
      ['12-15', 'illegal-move', 'not a legal move'],
      ['1-5', 'illegal-move', 'cannot move'],
      ['11x15', 'illegal-move', 'captures nothing'],
    ];
    for (const [text, code, words] of cases) {
      const result = parseMoveText(START_POSITION, text);
      expect(codeOf(result), text).toBe(code);
      expect(!result.ok && result.error.message, text).toContain(words);
    }
    // A capture is due, so a step is refused; a capture cut short is refused too.
    expect(!parseMoveText(twoWays, '2-6').ok && codeOf(parseMoveText(twoWays, '2-6'))).toBe('illegal-move');
    const early = parseMoveText(twoWays, '2x9');
    expect(!early.ok && early.error.message).toContain('must go on');
    const wrongPath = parseMoveText(twoWays, '2x9x20');
    expect(codeOf(wrongPath)).toBe('illegal-move');
    const stuck = makePosition(on(4), on(8, 11), 0, 'black');
    expect(!parseMoveText(stuck, '4-8').ok && parseMoveText(stuck, '4-8')).toMatchObject({
      error: { code: 'illegal-move', message: 'black has no legal move.' },
    });
  });

  it('refuses malformed move text without throwing', () => {
    const cases: unknown[] = [
      '',
      '   ',
      '11',
      '11-',
      '-15',
      '11--15',
      '11-33',
      '0-4',
      'a2-b3',
      'i1-h2',
      '11_15',
      '🙂-1',
      '11-15 extra',
      'x'.repeat(10_000),
      `${'1-'.repeat(100_000)}1`,
      null,
      undefined,
      42,
      {},
      ['11', '15'],
    ];
    for (const input of cases) {
      expect(codeOf(parseMoveText(START_POSITION, input)), String(input).slice(0, 12)).toBe(
        'invalid-move-text',
      );
    }
    expect(codeOf(findMove(START_POSITION, 40, 2))).toBe('invalid-square');
    expect(codeOf(findMove(START_POSITION, sq(9), sq(13), [sq(9), 1.5]))).toBe('invalid-square');
  });
});
