import { describe, expect, it } from 'vitest';
import { performanceRating } from './performance.js';

describe('performanceRating', () => {
  it('is null without games', () => {
    expect(performanceRating([], 0)).toBeNull();
  });

  it('is the average opponent rating for an even score', () => {
    expect(performanceRating([1400, 1600], 1)).toBe(1500);
    expect(performanceRating([1500, 1700, 1900], 1.5)).toBe(1700);
  });

  it('adds 400 for a sweep and takes 400 for a whitewash', () => {
    expect(performanceRating([1500, 1700], 2)).toBe(2000);
    expect(performanceRating([1500, 1700], 0)).toBe(1200);
  });

  it('counts wins minus losses over games', () => {
    // 2 wins, 1 draw, 1 loss: 2.5 of 4, average 1550, 1550 + 400 × (2 − 1) / 4 = 1650.
    expect(performanceRating([1400, 1500, 1600, 1700], 2.5)).toBe(1650);
    // 1 win in 3: 1600 + 400 × (1 − 2) / 3 = 1466.67, rounded.
    expect(performanceRating([1600, 1600, 1600], 1)).toBe(1467);
  });

  it('clamps impossible points into the games played', () => {
    expect(performanceRating([1500], 3)).toBe(1900);
    expect(performanceRating([1500], -1)).toBe(1100);
  });
});
