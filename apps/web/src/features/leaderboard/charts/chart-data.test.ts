import { describe, expect, it } from 'vitest';
import { result } from '../test-fixtures';
import { distributionSeries, expectedOffset, progressSeries } from './chart-data';

const now = new Date('2026-11-23T12:00:00Z');

describe('the rating chart data', () => {
  it('keeps the last 30 days by default and everything on request', () => {
    const results = [result(45, now), result(31, now), result(29, now), result(1, now)];
    // Each series starts where the player stood before its first game.
    expect(progressSeries(results, 'recent', now).ratings).toHaveLength(3);
    expect(progressSeries(results, 'all', now).ratings).toHaveLength(5);
    expect(progressSeries([], 'all', now).ratings).toEqual([]);
  });

  it('draws at most 50 points, the newest, oldest first', () => {
    const results = Array.from({ length: 80 }, (_, i) =>
      result(i * 0.1, now, { old_rating: 1001 + i, new_rating: 1000 + i }),
    );
    const series = progressSeries(results, 'all', now);
    expect(series.ratings).toHaveLength(50);
    // The start point is the rating brought to the oldest game shown (the 49th newest).
    expect(series.ratings[0]).toBe(1049);
    expect(series.ratings[1]).toBe(1048);
    expect(series.ratings.at(-1)).toBe(1000);
    expect(series.labels).toHaveLength(50);
    expect(series.labels[0]).toBe('Before');
  });

  it('draws a line from a single game: before and after', () => {
    const series = progressSeries([result(1, now, { old_rating: 1200, new_rating: 1362 })], 'recent', now);
    expect(series.ratings).toEqual([1200, 1362]);
    expect(series.expected[0]).toBe(1200);
  });

  it('offsets the expected line by 50 x (expected score - 0.5)', () => {
    expect(expectedOffset(0.5)).toBe(0);
    expect(expectedOffset(0.8)).toBeCloseTo(15);
    expect(expectedOffset(0.2)).toBeCloseTo(-15);
    const series = progressSeries(
      [
        result(2, now, { old_rating: 1400, expected_score: 0.9 }),
        result(1, now, { old_rating: 1500, expected_score: 0.1 }),
      ],
      'recent',
      now,
    );
    expect(series.expected).toEqual([1400, 1420, 1480]);
  });

  it('orders the distribution buckets by rating', () => {
    expect(distributionSeries({ '1200': 5, '900': 1, '1000': 3 })).toEqual({
      labels: ['900-999', '1000-1099', '1200-1299'],
      counts: [1, 3, 5],
    });
  });
});
