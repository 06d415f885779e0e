import { describe, expect, it } from 'vitest';
import { search } from './search.js';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from './transposition.js';
import { START_POSITION } from '../position.js';
import { randomPosition, seededRandom } from '../testing/positions.js';

// A table of 16 slots: eight buckets of two. Positions whose low hash halves agree past the last
// bit (2, 3, 18, 34, ...) share bucket 1 (slots 2 and 3); the high halves tell them apart.
const small = (): TranspositionTable => new TranspositionTable(4);

/** What the table holds for a position, or null. */
function entry(table: TranspositionTable, hi: number, lo: number) {
  const slot = table.probe(hi, lo);
  if (slot < 0) return null;
  return {
    slot,
    depth: table.depth[slot],
    bound: table.bound[slot],
    score: table.score[slot],
    move: [table.moveFrom[slot], table.moveTo[slot], table.moveCaptured[slot]],
  };
}

describe('transposition table', () => {
  it('finds what it stored and nothing else', () => {
    const table = small();
    table.nextSearch();
    expect(table.probe(7, 2)).toBe(-1);
    table.store(7, 2, 5, BOUND_EXACT, 40, 11, 15, 0);
    expect(entry(table, 7, 2)).toEqual({
      slot: 2,
      depth: 5,
      bound: BOUND_EXACT,
      score: 40,
      move: [11, 15, 0],
    });
    expect(table.probe(8, 2)).toBe(-1);
    expect(table.probe(7, 18)).toBe(-1);
  });

  it('keeps two positions of one bucket', () => {
    const table = small();
    table.nextSearch();
    table.store(1, 2, 9, BOUND_LOWER, 10, 9, 13, 0);
    table.store(2, 18, 3, BOUND_UPPER, -5, -1, 0, 0);
    expect(entry(table, 1, 2)?.depth).toBe(9);
    expect(entry(table, 2, 18)?.depth).toBe(3);
  });

  it('keeps a deep result of this search when shallower ones of other positions arrive', () => {
    const table = small();
    table.nextSearch();
    table.store(1, 2, 12, BOUND_EXACT, 25, 22, 18, 0);
    // Many shallow results land in the same bucket, as the leaves of a long search would.
    for (let k = 0; k < 50; k++) table.store(100 + k, 2 + 16 * (k % 4), 1, BOUND_UPPER, k, -1, 0, 0);
    expect(entry(table, 1, 2)).toEqual({
      slot: 2,
      depth: 12,
      bound: BOUND_EXACT,
      score: 25,
      move: [22, 18, 0],
    });
    // The last shallow one is in the other slot.
    expect(entry(table, 149, 2 + 16 * (49 % 4))?.slot).toBe(3);
  });

  it('moves the first slot down when a deeper result of another position takes it', () => {
    const table = small();
    table.nextSearch();
    table.store(1, 2, 4, BOUND_EXACT, 1, 9, 14, 0);
    table.store(2, 18, 6, BOUND_EXACT, 2, 10, 15, 0);
    expect(entry(table, 2, 18)?.slot).toBe(2);
    expect(entry(table, 1, 2)?.slot).toBe(3);
  });

  it('gives the first slot up to the next search', () => {
    const table = small();
    table.nextSearch();
    table.store(1, 2, 12, BOUND_EXACT, 25, 22, 18, 0);
    table.store(2, 18, 1, BOUND_UPPER, 0, -1, 0, 0);
    expect(entry(table, 2, 18)?.slot).toBe(3);
    table.nextSearch();
    // A shallow result of the new search takes the old deep one's place, which moves down.
    table.store(3, 34, 1, BOUND_UPPER, 0, -1, 0, 0);
    expect(entry(table, 3, 34)?.slot).toBe(2);
    expect(entry(table, 1, 2)?.slot).toBe(3);
    expect(table.probe(2, 18)).toBe(-1);
  });

  it("keeps a position's best move when a later result of it has none, in either slot", () => {
    const table = small();
    table.nextSearch();
    table.store(1, 2, 12, BOUND_EXACT, 25, 22, 18, 0);
    table.store(2, 18, 2, BOUND_LOWER, 5, 5, 9, 0);
    expect(entry(table, 2, 18)?.slot).toBe(3);
    table.store(2, 18, 3, BOUND_UPPER, -7, -1, 0, 0);
    expect(entry(table, 2, 18)).toEqual({
      slot: 3,
      depth: 3,
      bound: BOUND_UPPER,
      score: -7,
      move: [5, 9, 0],
    });
    table.store(1, 2, 13, BOUND_UPPER, 3, -1, 0, 0);
    expect(entry(table, 1, 2)).toEqual({
      slot: 2,
      depth: 13,
      bound: BOUND_UPPER,
      score: 3,
      move: [22, 18, 0],
    });
  });

  it('lets a search reuse a table too small for it and still find the same best move', () => {
    // The table holds 64 entries, far fewer than the nodes searched: results are overwritten all
    // the time, yet none may be read for the wrong position. The searches stop at depth 3 because
    // from depth 4 a node the table knows no move for is searched a ply shallower, so what a search
    // reduces, and its result, legitimately depend on the table's size.
    const random = seededRandom(5);
    const positions = [
      START_POSITION,
      ...Array.from({ length: 12 }, () => randomPosition(random, { maxPieces: 14 })),
    ];
    let tinyNodes = 0;
    for (const [n, pos] of positions.entries()) {
      const options = { maxDepth: 3, maxNodes: Number.POSITIVE_INFINITY, egdb: null, net: null };
      const tiny = search(pos, { ...options, hashBits: 6 });
      const large = search(pos, { ...options, hashBits: 20 });
      expect(tiny.score, `position ${n}`).toBe(large.score);
      tinyNodes += tiny.nodes;
    }
    expect(tinyNodes).toBeGreaterThan(64 * 20);
  });
});
