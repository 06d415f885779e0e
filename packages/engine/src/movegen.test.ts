// The raw move list: growth past its first capacities, the public form of its moves, and the
// bitboard of pieces that can capture.
import { describe, expect, it } from 'vitest';
import { MoveList, capturers, generateMoves, toMove, toMoves } from './movegen.js';
import { START_POSITION, legalMoves, rawBoard, type Position } from './position.js';
import {
  fromSquares,
  moveTexts,
  pdn,
  randomPosition,
  seededRandom,
  sq,
  withTurn,
} from './testing/positions.js';
import { referenceMoves } from './testing/reference-movegen.js';

// Four black kings among nine red men: 34 capture paths with 162 landing squares in all. A search
// over positions with at most twelve pieces a side found no more than 34 moves, nor more than 192
// landing squares (a move captures at most nine pieces), so no real position outgrows the list's
// first 64 moves and 256 landing squares: growth is forced here by pushing, or by a shrunken list.
const MOST_PATHS = fromSquares({ blackKings: [5, 6, 7, 8], red: [9, 10, 11, 17, 18, 19, 25, 26, 27] });

const capturersOf = (pos: Position): number => {
  const board = rawBoard(pos);
  const own = board.blackToMove ? board.black : board.red;
  const opp = board.blackToMove ? board.red : board.black;
  return capturers(own, opp, board.kings, board.blackToMove) >>> 0;
};

/** Bitboard of PDN numbers. */
const on = (...numbers: number[]): number => numbers.reduce((b, n) => (b | (1 << sq(n))) >>> 0, 0);

describe('MoveList', () => {
  it('grows past its first capacities and keeps every move', () => {
    const list = new MoveList();
    const landings = Int8Array.from([9, 18, 27, 20, 13, 6, 1, 10, 19]);
    // 300 moves with 1..9 landings each: far past 64 moves and 256 landing squares.
    for (let i = 0; i < 300; i++) list.push(i % 32, landings[i % 9]!, i, landings, (i % 9) + 1);
    expect(list.count).toBe(300);
    expect(list.from.length).toBeGreaterThanOrEqual(300);
    expect(list.paths.length).toBeGreaterThanOrEqual(300 * 5);
    for (let i = 0; i < 300; i++) {
      expect(list.from[i]).toBe(i % 32);
      expect(list.captured[i]).toBe(i);
      expect(toMove(list, i).path).toEqual([i % 32, ...landings.slice(0, (i % 9) + 1)]);
    }
  });

  it('generates the same moves into a list that has to grow', () => {
    const fresh = new MoveList();
    generateMoves(rawBoard(MOST_PATHS), fresh);
    const tiny = new MoveList();
    // Start it far too small, so the generator's own pushes must grow it.
    tiny.from = new Int8Array(1);
    tiny.to = new Int8Array(1);
    tiny.captured = new Int32Array(1);
    tiny.jumps = new Int8Array(1);
    tiny.pathStart = new Int32Array(1);
    tiny.paths = new Int8Array(1);
    expect(generateMoves(rawBoard(MOST_PATHS), tiny)).toBe(34);
    expect(tiny.from.length).toBeGreaterThanOrEqual(34);
    expect(toMoves(tiny)).toEqual(toMoves(fresh));
    expect(moveTexts(toMoves(tiny))).toEqual(moveTexts(referenceMoves(MOST_PATHS)));
    let landingSquares = 0;
    for (let i = 0; i < tiny.count; i++) landingSquares += tiny.jumps[i]!;
    expect(landingSquares).toBe(162);
  });

  it('is cleared for reuse by the next generation', () => {
    const list = new MoveList();
    generateMoves(rawBoard(MOST_PATHS), list);
    expect(generateMoves(rawBoard(START_POSITION), list)).toBe(7);
    expect(toMoves(list)).toEqual(legalMoves(START_POSITION));
    expect(generateMoves(rawBoard(fromSquares({ red: [1] })), list)).toBe(0);
    expect(toMoves(list)).toEqual([]);
  });
});

describe('toMove', () => {
  it('gives a step its two squares and no captures', () => {
    const list = new MoveList();
    generateMoves(rawBoard(START_POSITION), list);
    const steps = toMoves(list);
    for (const move of steps) {
      expect(move.path).toEqual([move.from, move.to]);
      expect(move.captures).toEqual([]);
    }
    expect(steps.map((m) => `${pdn(m.from)}-${pdn(m.to)}`).sort()).toEqual(
      ['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16'].sort(),
    );
  });

  it('gives a capture every landing and the jumped squares in order', () => {
    const list = new MoveList();
    // Black king on 18 round the ring of 15, 7, 6, 14 and on over 22 (see rules-captures.test.ts).
    generateMoves(rawBoard(fromSquares({ blackKings: [18], red: [15, 7, 6, 14, 22] })), list);
    const moves = toMoves(list).map((m) => ({
      from: pdn(m.from),
      to: pdn(m.to),
      path: m.path.map(pdn),
      captures: m.captures.map(pdn),
    }));
    expect(moves).toHaveLength(3);
    expect(moves).toContainEqual({ from: 18, to: 25, path: [18, 25], captures: [22] });
    expect(moves).toContainEqual({
      from: 18,
      to: 25,
      path: [18, 11, 2, 9, 18, 25],
      captures: [15, 7, 6, 14, 22],
    });
    expect(moves).toContainEqual({
      from: 18,
      to: 25,
      path: [18, 9, 2, 11, 18, 25],
      captures: [14, 6, 7, 15, 22],
    });
    // The raw captured bitboard holds the same squares.
    for (let i = 0; i < list.count; i++) {
      expect(list.captured[i]! >>> 0).toBe(on(...toMove(list, i).captures.map(pdn)));
    }
  });
});

describe('capturers', () => {
  it('is empty when nothing can capture', () => {
    expect(capturersOf(START_POSITION)).toBe(0);
    expect(capturersOf(fromSquares({ black: [18], red: [14] }))).toBe(0);
  });

  // 8    R   .   .   .     Black to move: the men on 9 and 11 can take 14 and 16. The man on 26
  // 7  B   .   .   .       cannot take 22 behind it, nor 31 (no landing square). The king on 24
  // 6    b   .   b   B     takes 19 backwards. The king on 12 is blocked (16 lands on 19) and
  // 5  .   r   .   r       the king on 5 has no landing square behind 1.
  // 4    .   .   r   .
  // 3  .   r   .   B       Red to move: only the man on 16 can take (11, landing on 7); the man
  // 2    .   b   .   .     on 19 may not take 24 backwards.
  // 1  .   .   r   .
  //    a b c d e f g h
  const pos = fromSquares({
    black: [9, 11, 26],
    blackKings: [5, 12, 24],
    red: [14, 16, 19, 22, 31],
    redKings: [1],
  });

  it('holds the men that can jump forward and the kings that can jump either way', () => {
    expect(capturersOf(pos)).toBe(on(9, 11, 24));
    expect(capturersOf(withTurn(pos, 'red'))).toBe(on(16));
  });

  it('holds exactly the origins of the capture moves, in random positions', () => {
    const random = seededRandom(42);
    let withCaptures = 0;
    for (let i = 0; i < 5000; i++) {
      const position = randomPosition(random);
      const origins = referenceMoves(position)
        .filter((m) => m.captures.length > 0)
        .reduce((b, m) => (b | (1 << m.path[0]!)) >>> 0, 0);
      if (origins !== 0) withCaptures++;
      expect(capturersOf(position), `position ${i}`).toBe(origins);
    }
    expect(withCaptures).toBeGreaterThan(1000);
  });
});
