import { START_POSITION, parseFen, sameMove, legalMoves, type Position } from '@checkers/engine';
import { describe, expect, it } from 'vitest';
import { startLiveEvaluation, type LiveEvaluation } from './live-evaluation';

const positionOf = (fen: string): Position => {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** Every step's evaluation until the run stops. */
function allSteps(run: ReturnType<typeof startLiveEvaluation>): LiveEvaluation[] {
  const steps: LiveEvaluation[] = [];
  for (let e = run.step(); e !== undefined; e = run.step()) steps.push(e);
  return steps;
}

describe('the live evaluation', () => {
  it('deepens a ply a step, with a best line of legal moves, until its depth budget', () => {
    const run = startLiveEvaluation([START_POSITION], null, { budget: { stepNodes: 50_000, maxDepth: 5 } });
    const steps = allSteps(run);
    expect(steps.map((s) => s.depth)).toEqual([1, 2, 3, 4, 5]);
    expect(steps.map((s) => s.final)).toEqual([false, false, false, false, true]);
    expect(run.done).toBe(true);
    const last = steps[steps.length - 1]!;
    expect(last).toMatchObject({ turn: 'black', over: null, mate: null });
    expect(Math.abs(last.score)).toBeLessThan(100);
    expect(last.bestLine.length).toBeGreaterThan(0);
    expect(legalMoves(START_POSITION).some((m) => sameMove(m, last.bestLine[0]!))).toBe(true);
  });

  it('finds a forced win and stops there', () => {
    // Black king on 14 takes both red men at once, 14x23x32... : red is left with nothing.
    const position = positionOf('B:W18,27:BK14');
    const steps = allSteps(
      startLiveEvaluation([position], null, { budget: { stepNodes: 50_000, maxDepth: 10 } }),
    );
    const last = steps[steps.length - 1]!;
    expect(last.final).toBe(true);
    expect(last.mate).toBe(1);
    expect(last.bestLine[0]?.captures).toHaveLength(2);
  });

  it('says how the rules ended the line, without searching', () => {
    const position = positionOf('W:W:BK14');
    const run = startLiveEvaluation([position], { winner: 'black', reason: 'no-legal-moves' });
    expect(allSteps(run)).toEqual([
      {
        turn: 'red',
        over: { winner: 'black', reason: 'no-legal-moves' },
        score: 1000,
        mate: null,
        bestLine: [],
        depth: 0,
        final: true,
      },
    ]);
  });

  it('stops when its time is up', () => {
    let now = 0;
    const clock = () => (now += 400);
    const run = startLiveEvaluation([START_POSITION], null, {
      budget: { stepNodes: 5_000, maxDepth: 40, stepMs: 300, totalMs: 2_000 },
      clock,
    });
    const steps = allSteps(run);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.length).toBeLessThan(6);
    expect(steps[steps.length - 1]!.final).toBe(true);
  });
});
