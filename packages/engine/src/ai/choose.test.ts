import { describe, expect, it } from 'vitest';
import { START_POSITION, legalMoves, play, sameMove, type Position } from '../position.js';
import { fromSquares, moveText, pick, seededRandom } from '../testing/positions.js';
import { OpeningBook } from '../book/opening-book.js';
import { readBook, writeBook } from '../book/format.js';
import { FORCED_REPLY_MS, chooseMove } from './choose.js';
import { AI_LEVELS, AI_LEVEL_SETTINGS, SPEC_MOVE_VALUES } from './levels.js';

const isLegal = (pos: Position, move: { path: readonly number[] }): boolean =>
  legalMoves(pos).some((m) => m.path.join() === move.path.join());

/** Positions from seeded random games, a few plies apart. */
function gamePositions(seed: number, count: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  let pos = START_POSITION;
  while (out.length < count) {
    if (legalMoves(pos).length === 0) pos = START_POSITION;
    out.push(pos);
    pos = play(pos, pick(random, legalMoves(pos)));
  }
  return out;
}

describe('AI levels', () => {
  it('carries the spec constants', () => {
    expect(AI_LEVEL_SETTINGS.easy).toMatchObject({
      thinkTimeMs: [500, 1500],
      blunderChance: 0.3,
      randomFactor: 0.5,
    });
    expect(AI_LEVEL_SETTINGS.medium).toMatchObject({
      thinkTimeMs: [1000, 3000],
      blunderChance: 0.15,
      randomFactor: 0.3,
    });
    expect(AI_LEVEL_SETTINGS.hard).toMatchObject({
      thinkTimeMs: [2000, 5000],
      blunderChance: 0.08,
      randomFactor: 0.2,
    });
    expect(AI_LEVEL_SETTINGS.expert).toMatchObject({
      thinkTimeMs: [3000, 7000],
      blunderChance: 0.03,
      randomFactor: 0.1,
    });
    expect(AI_LEVEL_SETTINGS['llama-master']).toMatchObject({ blunderChance: 0, randomFactor: 0 });
    expect(SPEC_MOVE_VALUES).toEqual({ capture: 10, kingCapture: 30, promotion: 25, unsafe: -10, safe: 5 });
    // Each level searches at least as deep as the one below it.
    for (let i = 1; i < AI_LEVELS.length; i++) {
      expect(AI_LEVEL_SETTINGS[AI_LEVELS[i]!].maxDepth).toBeGreaterThanOrEqual(
        AI_LEVEL_SETTINGS[AI_LEVELS[i - 1]!].maxDepth,
      );
    }
  });
});

describe('chooseMove', () => {
  it("fails with 'no-legal-moves' when the side to move cannot move", () => {
    const result = chooseMove(fromSquares({ black: [5], red: [9, 14] }), { level: 'easy', seed: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('no-legal-moves');
  });

  it('plays legal moves at every level and never throws', () => {
    const positions = gamePositions(3, 60);
    for (const level of AI_LEVELS) {
      for (const [i, pos] of positions.entries()) {
        const result = chooseMove(pos, { level, seed: i, maxNodes: 1500 });
        expect(result.ok).toBe(true);
        if (result.ok) expect(isLegal(pos, result.value.move), `${level} at ${i}`).toBe(true);
      }
    }
  });

  it('survives whole self-play games at every level without a clock', () => {
    for (const level of AI_LEVELS) {
      let pos = START_POSITION;
      const history: Position[] = [];
      for (let ply = 0; ply < 80; ply++) {
        const result = chooseMove(pos, { level, seed: ply, maxNodes: 800, history });
        if (!result.ok) {
          expect(legalMoves(pos)).toEqual([]);
          break;
        }
        history.push(pos);
        pos = play(pos, result.value.move);
      }
    }
  });

  it('is deterministic for a seed', () => {
    for (const level of AI_LEVELS) {
      const a = chooseMove(START_POSITION, { level, seed: 99, maxNodes: 5000 });
      const b = chooseMove(START_POSITION, { level, seed: 99, maxNodes: 5000 });
      expect(a).toEqual(b);
    }
  });

  it('draws its think time from the level range', () => {
    for (const level of AI_LEVELS) {
      const [low, high] = AI_LEVEL_SETTINGS[level].thinkTimeMs;
      for (let seed = 0; seed < 20; seed++) {
        const result = chooseMove(START_POSITION, { level, seed, maxNodes: 200 });
        if (!result.ok) throw new Error('start position has moves');
        expect(result.value.thinkTimeMs).toBeGreaterThanOrEqual(low);
        expect(result.value.thinkTimeMs).toBeLessThanOrEqual(high);
      }
    }
  });

  it('plays a forced move at once at every level, without searching', () => {
    // The first position with a single legal move when each side plays its last listed move.
    let forced: Position = START_POSITION;
    while (legalMoves(forced).length !== 1) forced = play(forced, legalMoves(forced).at(-1)!);
    for (const level of AI_LEVELS) {
      const result = chooseMove(forced, { level, seed: 3 });
      if (!result.ok) throw new Error('a forced move exists');
      expect(sameMove(result.value.move, legalMoves(forced)[0]!)).toBe(true);
      expect(result.value.thinkTimeMs).toBe(FORCED_REPLY_MS);
      expect(result.value.nodes).toBe(0);
    }
  });

  it('blunders sometimes at easy, never at llama-master or when blunders are off', () => {
    const pos = gamePositions(8, 12).at(-1)!;
    const blunders = (level: (typeof AI_LEVELS)[number], allowBlunders = true): number => {
      let n = 0;
      for (let seed = 0; seed < 100; seed++) {
        const result = chooseMove(pos, { level, seed, maxDepth: 3, allowBlunders });
        if (result.ok && result.value.blunder) n++;
      }
      return n;
    };
    const easy = blunders('easy');
    expect(easy).toBeGreaterThan(15);
    expect(easy).toBeLessThan(45);
    expect(blunders('llama-master')).toBe(0);
    expect(blunders('easy', false)).toBe(0);
  });

  it('varies at easy but always plays the same best move at llama-master', () => {
    const pos = START_POSITION;
    const played = (level: (typeof AI_LEVELS)[number]): Set<string> => {
      const seen = new Set<string>();
      for (let seed = 0; seed < 40; seed++) {
        const result = chooseMove(pos, { level, seed, maxDepth: 4 });
        if (result.ok) seen.add(moveText(result.value.move));
      }
      return seen;
    };
    expect(played('easy').size).toBeGreaterThan(2);
    expect(played('llama-master').size).toBe(1);
  });

  it('takes a free piece at llama-master and finds the win', () => {
    const pos = fromSquares({ black: [14, 15, 7], red: [28, 21] });
    const result = chooseMove(pos, { level: 'llama-master', seed: 0, maxDepth: 8 });
    expect(result.ok && moveText(result.value.move)).toBe('15-19');
    const capture = fromSquares({ black: [14], red: [18, 30] });
    const taken = chooseMove(capture, { level: 'llama-master', seed: 0, maxDepth: 6 });
    expect(taken.ok && sameMove(taken.value.move, legalMoves(capture)[0]!)).toBe(true);
  });
});

describe('chooseMove with an opening book', () => {
  const byText = (pos: Position, text: string) => legalMoves(pos).find((m) => moveText(m) === text)!;
  // A book that knows the start: 10-14 best, 9-14 close behind, 12-16 far below.
  const startBook = (): OpeningBook => {
    const read = readBook(
      writeBook([
        {
          position: START_POSITION,
          moves: [
            { move: byText(START_POSITION, '10-14'), score: 8 },
            { move: byText(START_POSITION, '9-14'), score: 5 },
            { move: byText(START_POSITION, '12-16'), score: -60 },
          ],
        },
      ]),
    );
    if (!read.ok) throw new Error(read.error.message);
    return new OpeningBook(read.value);
  };
  const playedFrom = (level: (typeof AI_LEVELS)[number], book: OpeningBook | null): Map<string, number> => {
    const seen = new Map<string, number>();
    for (let seed = 0; seed < 60; seed++) {
      const result = chooseMove(START_POSITION, { level, seed, book, maxNodes: 2000, allowBlunders: false });
      if (!result.ok) throw new Error(result.error.message);
      const text = moveText(result.value.move);
      seen.set(text, (seen.get(text) ?? 0) + 1);
    }
    return seen;
  };

  it('plays the book’s best move at llama-master without searching', () => {
    const book = startBook();
    for (let seed = 0; seed < 10; seed++) {
      const result = chooseMove(START_POSITION, { level: 'llama-master', seed, book });
      if (!result.ok) throw new Error(result.error.message);
      expect(moveText(result.value.move)).toBe('10-14');
      expect(result.value).toMatchObject({ book: true, nodes: 0, depth: 0, score: 8, blunder: false });
      expect(isLegal(START_POSITION, result.value.move)).toBe(true);
    }
  });

  it('lets hard and expert choose among the book moves within their window, by the seed', () => {
    const book = startBook();
    for (const level of ['hard', 'expert'] as const) {
      const seen = playedFrom(level, book);
      expect([...seen.keys()].sort()).toEqual(['10-14', '9-14']);
    }
    const a = chooseMove(START_POSITION, { level: 'hard', seed: 7, book });
    const b = chooseMove(START_POSITION, { level: 'hard', seed: 7, book });
    expect(a).toEqual(b);
  });

  it('is ignored by easy and medium, and when the options say null', () => {
    const book = startBook();
    for (const level of ['easy', 'medium'] as const) {
      const result = chooseMove(START_POSITION, { level, seed: 1, book, maxNodes: 2000 });
      expect(result.ok && result.value.book).toBe(false);
      expect(result.ok && result.value.nodes).toBeGreaterThan(0);
    }
    const none = chooseMove(START_POSITION, { level: 'llama-master', seed: 1, book: null, maxNodes: 2000 });
    expect(none.ok && none.value.book).toBe(false);
  });

  it('searches out of the book, and still plays a forced move at once', () => {
    const book = startBook();
    const out = play(START_POSITION, byText(START_POSITION, '11-15'));
    const result = chooseMove(out, { level: 'llama-master', seed: 1, book, maxNodes: 2000 });
    expect(result.ok && result.value.book).toBe(false);
    expect(result.ok && result.value.nodes).toBeGreaterThan(0);
    let forced: Position = START_POSITION;
    while (legalMoves(forced).length !== 1) forced = play(forced, legalMoves(forced).at(-1)!);
    const forcedChoice = chooseMove(forced, { level: 'llama-master', seed: 1, book });
    expect(forcedChoice.ok && forcedChoice.value).toMatchObject({
      book: false,
      thinkTimeMs: FORCED_REPLY_MS,
    });
  });

  it('keeps the blunder roll: hard still blunders sometimes in the book', () => {
    const book = startBook();
    let blunders = 0;
    for (let seed = 0; seed < 200; seed++) {
      const result = chooseMove(START_POSITION, { level: 'hard', seed, book });
      if (!result.ok) throw new Error(result.error.message);
      if (result.value.blunder) {
        blunders++;
        expect(result.value.book).toBe(false);
      } else expect(result.value.book).toBe(true);
    }
    expect(blunders).toBeGreaterThan(3);
    expect(blunders).toBeLessThan(35);
  });
});
