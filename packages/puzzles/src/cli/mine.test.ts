import { EGDB_WIN, MATE, parseFen, probe, type Position } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { loadDatabases } from './egdb.js';
import { LIMITS, candidateGoals, isDatabaseWin, isForcedWin } from './mine.js';

const position = (fen: string): Position => {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const kinds = (start: Position, view: Parameters<typeof candidateGoals>[1]) => [
  ...new Set(candidateGoals(start, view).map((g) => g.kind)),
];

// Eight men, black to move, nothing to capture: a middle game as far as the miner goes.
const MIDDLE = position('B:W21,22,23,24:B1,2,3,4');
// Two black kings against one red king: a won ending.
const ENDING = position('B:WK15:BK1,K32');

describe('the generator’s win check', () => {
  it('tells a proved forced win from a database win', () => {
    expect(isForcedWin(MATE - 5)).toBe(true);
    expect(isForcedWin(EGDB_WIN - 5)).toBe(false);
    expect(isForcedWin(900)).toBe(false);
    expect(isDatabaseWin(EGDB_WIN - 5)).toBe(true);
    expect(isDatabaseWin(-(EGDB_WIN - 5))).toBe(false);
    expect(isDatabaseWin(MATE - 5)).toBe(false);
  });

  it('tries win goals on a forced win, not on a database win in the middle game', () => {
    expect(kinds(MIDDLE, { score: MATE - 5, exactMoves: 1 })).toEqual(['win', 'material']);
    // The databases call it won: a won ending ahead, worth a material goal, not a forced win.
    expect(kinds(MIDDLE, { score: EGDB_WIN - 5, exactMoves: 1 })).toEqual(['material']);
    // Unless a search without them proves the forced win.
    expect(kinds(MIDDLE, { score: EGDB_WIN - 5, exactMoves: 1, plainScore: MATE - 7 })).toEqual([
      'win',
      'material',
    ]);
    expect(kinds(MIDDLE, { score: EGDB_WIN - 5, exactMoves: 1, plainScore: 400 })).toEqual(['material']);
    expect(
      candidateGoals(MIDDLE, { score: MATE - 5, exactMoves: 1 }).filter((g) => g.kind === 'win'),
    ).toHaveLength(LIMITS.winMoves);
  });

  it('tries win goals in a won ending, and nothing in a lost one', () => {
    expect(kinds(ENDING, { score: EGDB_WIN - 9, exactMoves: 2 })).toEqual(['win', 'material']);
    expect(kinds(ENDING, { score: -(EGDB_WIN - 9), exactMoves: 2 })).toEqual([]);
  });

  it('loads all four database files', () => {
    const loaded = loadDatabases();
    expect(loaded.maxPieces).toBe(5);
    expect(probe(ENDING)).toBe('win');
  });
});
