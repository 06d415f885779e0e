import { describe, expect, it } from 'vitest';
import { GLICKO2_SETTINGS, expectedScore, initialRating, isProvisional, rate } from './glicko2.js';

// The paper's own example has no floor and no smallest deviation, and tau 0.5.
const PAPER = { ...GLICKO2_SETTINGS, ratingFloor: 0, minDeviation: 0, initialDeviation: 350 };

describe('Glicko-2', () => {
  it("reproduces the worked example of Glickman's paper", () => {
    const after = rate(
      { rating: 1500, deviation: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, deviation: 30 }, score: 1 },
        { opponent: { rating: 1550, deviation: 100 }, score: 0 },
        { opponent: { rating: 1700, deviation: 300 }, score: 0 },
      ],
      PAPER,
    );
    // The paper rounds its intermediate values (mu' = -0.2069 gives 1464.06); computed without
    // rounding the rating is 1464.0507, so each figure is held to the paper's last printed digit.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('starts players at the spec’s 1200, provisional', () => {
    const fresh = initialRating();
    expect(fresh).toEqual({ rating: 1200, deviation: 350, volatility: 0.06 });
    expect(isProvisional(fresh)).toBe(true);
  });

  it('moves the winner up and the loser down by the same amount between equals', () => {
    const a = initialRating();
    const b = initialRating();
    const winner = rate(a, [{ opponent: b, score: 1 }]);
    const loser = rate(b, [{ opponent: a, score: 0 }]);
    expect(winner.rating).toBeGreaterThan(1200);
    expect(winner.rating - 1200).toBeCloseTo(1200 - loser.rating, 6);
    const drawn = rate(a, [{ opponent: b, score: 0.5 }]);
    expect(drawn.rating).toBeCloseTo(1200, 6);
    expect(drawn.deviation).toBeLessThan(350);
  });

  it('becomes established after a run of games, and keeps the floor and the smallest deviation', () => {
    let player = initialRating();
    const rival = { rating: 1200, deviation: 60 };
    for (let game = 0; game < 12; game++) player = rate(player, [{ opponent: rival, score: game % 2 }]);
    expect(isProvisional(player)).toBe(false);
    let loser = { rating: 150, deviation: 45, volatility: 0.06 };
    for (let game = 0; game < 30; game++)
      loser = rate(loser, [{ opponent: { rating: 2400, deviation: 50 }, score: 0 }]);
    expect(loser.rating).toBeGreaterThanOrEqual(GLICKO2_SETTINGS.ratingFloor);
    expect(loser.deviation).toBeGreaterThanOrEqual(GLICKO2_SETTINGS.minDeviation);
  });

  it('grows only the deviation over a period without games, up to the starting deviation', () => {
    const idle = rate({ rating: 1500, deviation: 100, volatility: 0.06 }, []);
    expect(idle.rating).toBe(1500);
    expect(idle.deviation).toBeGreaterThan(100);
    expect(rate({ rating: 1500, deviation: 349.99, volatility: 0.06 }, []).deviation).toBe(350);
  });

  it('gives expected scores that favour the higher rating and sum to about one', () => {
    const strong = { rating: 1600, deviation: 50 };
    const weak = { rating: 1400, deviation: 50 };
    const forStrong = expectedScore(strong, weak);
    expect(forStrong).toBeGreaterThan(0.7);
    expect(forStrong + expectedScore(weak, strong)).toBeCloseTo(1, 6);
  });
});
