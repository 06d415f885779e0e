import { START_FEN, parseFen, parseMoveText, play, type Move } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { analysePositions, startAnalysis } from './analyse-positions';
import { gamePositions, judgeMoves } from './analysis-model';

/** The moves of `texts` (PDN) played from `fen`. */
function game(fen: string, texts: readonly string[]): { initialFen: string; moves: Move[] } {
  const start = parseFen(fen);
  if (!start.ok) throw new Error(start.error.message);
  let position = start.value;
  const moves = texts.map((text) => {
    const move = parseMoveText(position, text);
    if (!move.ok) throw new Error(move.error.message);
    position = play(position, move.value);
    return move.value;
  });
  return { initialFen: fen, moves };
}

// Node budgets only: without a clock the results do not depend on the machine's speed.
const budget = { maxNodes: 20_000 };

describe('analysePositions', () => {
  it('evaluates every position of a sound opening without judging it', () => {
    const input = game(START_FEN, ['11-15', '23-19', '8-11', '22-17']);
    const seen: number[] = [];
    const evaluations = analysePositions(gamePositions(input)!, { budget }, (_, index) => seen.push(index));
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(evaluations.map((e) => e.turn)).toEqual(['black', 'red', 'black', 'red', 'black']);
    for (const e of evaluations) {
      expect(Math.abs(e.score)).toBeLessThan(50);
      expect(e.mate).toBeNull();
      expect(e.depth).toBeGreaterThan(2);
      expect(e.bestLine[0]).toEqual(e.bestMove);
    }
    expect(judgeMoves(evaluations, input.moves).every((j) => j.kind === null)).toBe(true);
  });

  it('marks a man given away for nothing as a blunder, and not the forced capture after it', () => {
    // Black's 15-18 walks into 22x15.
    const input = game('B:W22,30,32:B1,3,15', ['15-18', '22x15']);
    const evaluations = analysePositions(gamePositions(input)!, { budget });
    expect(evaluations[1]!.options).toBe(1);
    expect(evaluations[1]!.score).toBeLessThan(-100);
    const [blunder, capture] = judgeMoves(evaluations, input.moves);
    expect(blunder).toMatchObject({ ply: 1, color: 'black', kind: 'blunder' });
    expect(capture).toMatchObject({ ply: 2, color: 'red', kind: null });

    // 15-19 keeps the man. Deep searches put it a third of a man below 1-6 or 3-7, at the edge of an
    // inaccuracy, so only a mistake or a blunder would be wrong here.
    const safe = game('B:W22,30,32:B1,3,15', ['15-19']);
    const calm = judgeMoves(analysePositions(gamePositions(safe)!, { budget }), safe.moves);
    expect(calm[0]!.kind === null || calm[0]!.kind === 'inaccuracy').toBe(true);
    expect(calm[0]!.loss).toBeLessThan(0.2);
  });

  it('scores a position without moves as lost for the side to move', () => {
    const [over] = analysePositions(gamePositions({ initialFen: 'B:W32:B28', moves: [] })!, { budget });
    expect(over).toMatchObject({ turn: 'black', options: 0, score: -1000, mate: 0, bestMove: null });
  });

  it('keeps to the time budget of the injected clock', () => {
    let now = 0;
    // Every reading of the clock moves time on by a millisecond: 150 readings end the search.
    const clock = (): number => now++;
    const run = startAnalysis(gamePositions(game(START_FEN, []))!, {
      budget: { maxNodes: 10_000_000, timeMs: 150 },
      clock,
    });
    const evaluation = run.step()!;
    expect(run.done).toBe(true);
    expect(evaluation.bestMove).not.toBeNull();
    expect(now).toBeLessThan(1_000);
  });
});
