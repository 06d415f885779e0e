import { describe, expect, it } from 'vitest';
import { START_POSITION, legalMoves, play, sameMove, type Position } from '../position.js';
import { fromSquares, moveText, pick, randomPosition, seededRandom } from '../testing/positions.js';
import { MATE, MATE_BOUND, TIME_USE, search } from './search.js';

/** A clock that moves forward by `step` ms every time it is read, so time budgets are exact. */
function fakeClock(step = 1): { clock: () => number; reads: () => number } {
  let now = 0;
  let reads = 0;
  return {
    clock: () => {
      reads++;
      now += step;
      return now;
    },
    reads: () => reads,
  };
}

const isLegal = (pos: Position, move: { path: readonly number[] } | null): boolean =>
  move !== null && legalMoves(pos).some((m) => m.path.join() === move.path.join());

describe('search', () => {
  it('plays only legal moves, from random placements and random games', () => {
    const random = seededRandom(11);
    for (let n = 0; n < 120; n++) {
      const pos = randomPosition(random, { maxPieces: 8 });
      const result = search(pos, { maxNodes: 3000, hashBits: 12 });
      if (legalMoves(pos).length === 0) expect(result.move).toBeNull();
      else expect(isLegal(pos, result.move), `placement ${n}`).toBe(true);
    }
    let pos = START_POSITION;
    for (let ply = 0; ply < 120 && legalMoves(pos).length > 0; ply++) {
      const result = search(pos, { maxNodes: 2000, hashBits: 12 });
      expect(isLegal(pos, result.move), `ply ${ply}`).toBe(true);
      pos = play(pos, pick(random, legalMoves(pos)));
    }
  });

  it('takes the last piece: a win in one', () => {
    const pos = fromSquares({ black: [14], red: [18] });
    const result = search(pos, { maxDepth: 4 });
    expect(moveText(result.move!)).toBe('14x23');
    expect(result.score).toBe(MATE - 1);
  });

  // Found by exhaustive minimax: in each, exactly one black move forces a win within five plies.
  const wins: [SquaresOf, string][] = [
    [{ black: [14, 15, 7], red: [28, 21] }, '15-19'],
    [{ black: [1, 5], blackKings: [31], red: [18, 13] }, '5-9'],
    [{ black: [3, 8], blackKings: [19], red: [20, 12] }, '8-11'],
    [{ black: [14, 8, 23], red: [19, 31] }, '8-11'],
    [{ black: [23, 16], blackKings: [6], red: [18, 31] }, '6-10'],
    [{ black: [3, 9, 13], red: [11, 21] }, '9-14'],
  ];
  it.each(wins)('finds the only forced win in %j', (squares, winning) => {
    const result = search(fromSquares(squares), { maxDepth: 6 });
    expect(moveText(result.move!)).toBe(winning);
    expect(result.score).toBeGreaterThan(MATE_BOUND);
  });

  it('sees a losing position as lost', () => {
    // Red's lone man on 28 is stuck behind black's men and will be taken.
    const result = search(fromSquares({ black: [14, 15, 7], red: [28, 21] }), { maxDepth: 6 });
    expect(result.pv.length).toBeGreaterThan(2);
    const afterBest = play(fromSquares({ black: [14, 15, 7], red: [28, 21] }), result.move!);
    expect(search(afterBest, { maxDepth: 6 }).score).toBeLessThan(-MATE_BOUND);
  });

  // Black, a man down, crowns either way: 27-31 attacks Red's man on 26 and wins it back (what a
  // depth-7 search finds), 27-32 attacks nothing. A depth-1 search ends with Red to move and no
  // capture on the board: only the extra ply a threatened leaf gets shows the man won back.
  it('looks a ply past a quiet leaf where the opponent threatens a capture', () => {
    const pos = fromSquares({ black: [15, 17, 27], red: [11, 23, 26, 29] });
    const shallow = search(pos, { maxDepth: 1, hashBits: 12, net: null });
    const deep = search(pos, { maxDepth: 7, hashBits: 14, net: null });
    expect(moveText(deep.move!)).toBe('27-31');
    expect(moveText(shallow.move!)).toBe('27-31');
    expect(Math.abs(shallow.score - deep.score)).toBeLessThan(30);
  });

  it('answers null when the side to move has no legal move', () => {
    const blocked = fromSquares({ black: [5], red: [9, 14] });
    expect(legalMoves(blocked)).toEqual([]);
    expect(search(blocked, {}).move).toBeNull();
    expect(search(fromSquares({ red: [5] }), {}).move).toBeNull();
  });

  it('respects a node budget, however small', () => {
    for (const maxNodes of [1, 10, 500, 20_000]) {
      const result = search(START_POSITION, { maxNodes });
      expect(result.nodes).toBeLessThanOrEqual(maxNodes);
      expect(isLegal(START_POSITION, result.move)).toBe(true);
    }
  });

  it('respects a time budget with the clock it is given', () => {
    const fake = fakeClock(1);
    const result = search(START_POSITION, { clock: fake.clock, timeMs: 40 });
    expect(result.elapsedMs).toBeLessThanOrEqual(41);
    expect(fake.reads()).toBeLessThan(60);
    expect(result.depth).toBeGreaterThan(0);
    expect(isLegal(START_POSITION, result.move)).toBe(true);
    // A clock that jumps past the budget at once still gives a legal move.
    let calls = 0;
    const late = search(START_POSITION, { clock: () => (calls++ === 0 ? 0 : 1e9), timeMs: 10 });
    expect(isLegal(START_POSITION, late.move)).toBe(true);
  });

  it('thinks for most of its time budget, not just until an iteration ends', () => {
    // The fake clock reads once every 1024 nodes: 300 reads are a 300 ms budget.
    for (const timeMs of [50, 300]) {
      const result = search(START_POSITION, { clock: fakeClock(1).clock, timeMs });
      expect(result.elapsedMs).toBeGreaterThanOrEqual(timeMs * TIME_USE);
      expect(result.elapsedMs).toBeLessThanOrEqual(timeMs);
    }
  });

  it('is deterministic', () => {
    const a = search(START_POSITION, { maxNodes: 30_000 });
    const b = search(START_POSITION, { maxNodes: 30_000 });
    expect(a.nodes).toBe(b.nodes);
    expect(a.pv.map(moveText)).toEqual(b.pv.map(moveText));
    expect(a.score).toBe(b.score);
  });

  it('gives a principal variation of legal moves starting with the best move', () => {
    const result = search(START_POSITION, { maxDepth: 8 });
    expect(sameMove(result.pv[0]!, result.move!)).toBe(true);
    let pos = START_POSITION;
    for (const move of result.pv) {
      expect(isLegal(pos, move)).toBe(true);
      pos = play(pos, move);
    }
  });

  it('scores a return to an earlier game position as a draw, and avoids it when ahead', () => {
    const pos = fromSquares({ blackKings: [14, 15], redKings: [27] });
    for (const move of legalMoves(pos)) {
      const result = search(pos, { maxDepth: 3, history: [play(pos, move)], rootWindow: 10_000 });
      expect(result.rootMoves.find((r) => sameMove(r.move, move))!.score).toBe(0);
      expect(sameMove(result.move!, move)).toBe(false);
      expect(result.score).toBeGreaterThan(100);
    }
  });

  it('knows the 40-move rule: after 79 quiet plies of history every move draws', () => {
    const pos = fromSquares({ blackKings: [14, 15], redKings: [27] });
    const elsewhere = fromSquares({ blackKings: [1, 2], redKings: [32] });
    expect(search(pos, { maxDepth: 3 }).score).toBeGreaterThan(100);
    const quiet = Array.from({ length: 79 }, () => elsewhere);
    expect(search(pos, { maxDepth: 3, history: quiet }).score).toBe(0);
    // With 60 quiet plies behind, there is still time to make progress.
    expect(search(pos, { maxDepth: 3, history: quiet.slice(0, 60) }).score).toBeGreaterThan(0);
  });
});

type SquaresOf = Parameters<typeof fromSquares>[0];
