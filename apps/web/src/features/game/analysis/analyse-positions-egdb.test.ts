// The analysis with the endgame databases loaded into the shared registry (its own file, so the
// other analysis tests keep searching without them).
import { readFileSync } from 'node:fs';
import { EGDB_WIN, MATE, MATE_BOUND, isEgdbScore, loadEgdb } from '@checkers/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysePositions, parentScore } from './analyse-positions';
import { formatEvaluation, gamePositions } from './analysis-model';
import { startLiveEvaluation, type LiveEvaluation } from './live-evaluation';

const budget = { maxNodes: 20_000 };

describe('parentScore', () => {
  it('moves forced and database wins one ply further away', () => {
    expect(parentScore(120)).toBe(-120);
    expect(parentScore(-(MATE - 3))).toBe(MATE - 4);
    expect(parentScore(MATE - 3)).toBe(-(MATE - 4));
    expect(parentScore(-(EGDB_WIN - 5))).toBe(EGDB_WIN - 6);
    expect(parentScore(EGDB_WIN - 5)).toBe(-(EGDB_WIN - 6));
    expect(isEgdbScore(parentScore(-EGDB_WIN))).toBe(true);
    // The far end of the database range stays a database win rather than fall into evaluations.
    expect(parentScore(-(MATE_BOUND + 1))).toBe(MATE_BOUND + 1);
    expect(isEgdbScore(parentScore(MATE_BOUND + 1))).toBe(true);
  });
});

describe('analysis with the endgame databases', () => {
  beforeAll(() => {
    for (const n of [2, 3, 4]) {
      const file = new URL(`../../../../../../packages/engine/data/egdb/egdb-${n}.bin`, import.meta.url);
      const loaded = loadEgdb(readFileSync(file));
      if (!loaded.ok) throw new Error(loaded.error.message);
    }
  });

  it('calls a won 3-piece ending won, without a move count', () => {
    // Two black kings against one red king, far from a quick finish.
    const [evaluation] = analysePositions(gamePositions({ initialFen: 'B:WK15:BK1,K32', moves: [] })!, {
      budget,
    });
    expect(evaluation).toMatchObject({ score: 1000, mate: null, database: true });
    expect(formatEvaluation(evaluation!)).toBe('Won ending for Black');
  });

  it('keeps a database win through a forced move', () => {
    // Red to move, and red's only move is the king's capture 14x7, into two kings against one.
    const positions = gamePositions({ initialFen: 'W:WK14:BK1,K32,10', moves: [] })!;
    const [evaluation] = analysePositions(positions, { budget });
    expect(evaluation).toMatchObject({ options: 1, score: 1000, mate: null, database: true });
  });

  it("gives the live evaluation the databases' verdict and their line", () => {
    const last = (fen: string): LiveEvaluation => {
      const run = startLiveEvaluation(gamePositions({ initialFen: fen, moves: [] })!, null, {
        budget: { stepNodes: 20_000, maxDepth: 20 },
      });
      let evaluation: LiveEvaluation | undefined;
      for (let e = run.step(); e !== undefined; e = run.step()) evaluation = e;
      return evaluation!;
    };
    const won = last('B:WK15:BK1,K32');
    expect(won).toMatchObject({ database: { winner: 'black' }, final: true });
    // The search alone stops at the databases' door; their own line plays the ending on.
    expect(won.bestLine.length).toBeGreaterThan(4);
    expect(last('W:WK15:BK1,K32').database).toEqual({ winner: 'black' });
    expect(last('B:WK15:BK1').database).toEqual({ winner: null });
  });
});
