import { describe, expect, it } from 'vitest';
import {
  addPair,
  eloOfScore,
  expectedScore,
  formatState,
  llrBounds,
  sprtState,
  type Pentanomial,
  type SprtBounds,
} from './sprt-stats.js';

const bounds: SprtBounds = { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 };
const games = { wins: 0, draws: 0, losses: 0 };

describe('Elo and score', () => {
  it('maps Elo to the logistic expected score and back', () => {
    expect(expectedScore(0)).toBe(0.5);
    expect(expectedScore(400)).toBeCloseTo(10 / 11, 10);
    for (const elo of [-300, -50, 0, 70, 150]) expect(eloOfScore(expectedScore(elo))).toBeCloseTo(elo, 6);
  });

  it('stays finite at a perfect or a zero score', () => {
    expect(Number.isFinite(eloOfScore(1))).toBe(true);
    expect(Number.isFinite(eloOfScore(0))).toBe(true);
  });
});

describe('the sequential probability ratio test', () => {
  it('has the bounds of its error rates', () => {
    const [lower, upper] = llrBounds(bounds);
    expect(lower).toBeCloseTo(Math.log(0.05 / 0.95), 12);
    expect(upper).toBeCloseTo(Math.log(0.95 / 0.05), 12);
  });

  it('counts a pair by its points', () => {
    let counts: Pentanomial = [0, 0, 0, 0, 0];
    counts = addPair(counts, 2);
    counts = addPair(counts, 1.5);
    counts = addPair(counts, 1.5);
    counts = addPair(counts, 0);
    expect(counts).toEqual([1, 0, 0, 2, 1]);
  });

  it('computes the normal-approximation LLR of the pair scores', () => {
    // 10 pairs of 1 point (0.5 of the pair's points), 10 of 1.5 (0.75): mean 0.625.
    const state = sprtState([0, 0, 10, 10, 0], games, bounds);
    const s0 = expectedScore(0);
    const s1 = expectedScore(50);
    expect(state.score).toBeCloseTo(0.625, 12);
    const variance = (10 * (0.5 - 0.625) ** 2 + 10 * (0.75 - 0.625) ** 2) / 20;
    expect(state.llr).toBeCloseTo((20 * (s1 - s0) * (2 * 0.625 - s0 - s1)) / (2 * variance), 10);
    expect(state.elo).toBeCloseTo(eloOfScore(0.625), 10);
  });

  it('accepts H1 for a clearly stronger candidate and H0 for an equal or weaker one', () => {
    expect(sprtState([0, 2, 10, 20, 8], games, bounds).verdict).toBe('H1');
    expect(sprtState([4, 20, 40, 20, 4], games, bounds).verdict).toBe('H0');
    expect(sprtState([8, 20, 10, 2, 0], games, bounds).verdict).toBe('H0');
  });

  it('stays undecided on little evidence, and with no spread at all', () => {
    expect(sprtState([0, 1, 2, 1, 0], games, bounds).verdict).toBeNull();
    // Three alike pairs: a huge LLR from a variance measured on almost nothing.
    const few = sprtState([0, 0, 0, 2, 1], games, bounds);
    expect(few.llr).toBeGreaterThan(few.upperBound);
    expect(few.verdict).toBeNull();
    expect(sprtState([0, 0, 30, 0, 0], games, bounds).llr).toBe(0);
  });

  it('narrows the Elo error as pairs accumulate', () => {
    const few = sprtState([1, 2, 4, 2, 1], games, bounds);
    const many = sprtState([10, 20, 40, 20, 10], games, bounds);
    expect(many.elo).toBeCloseTo(0, 6);
    expect(many.eloError).toBeLessThan(few.eloError);
    expect(many.eloError).toBeGreaterThan(0);
  });

  it('prints games, score, Elo with its error and the LLR with its bounds', () => {
    const line = formatState(sprtState([0, 2, 10, 20, 8], { wins: 40, draws: 36, losses: 4 }, bounds));
    expect(line).toMatch(
      /^games 80 \(W 40 D 36 L 4\), score 71\.\d%, Elo \+157\.\d ± \d+\.\d, LLR \d+\.\d\d \(-2\.94, 2\.94\) -> H1 accepted$/,
    );
  });
});
