import { describe, expect, it } from 'vitest';
import { DEFAULT_RATING, RATING_BANDS, ratingBandOf, tierProgress } from './rating-bands.js';

describe('rating bands', () => {
  it('are the spec’s ten, covering 0 to 9999 without gaps or overlaps', () => {
    expect(RATING_BANDS.map((b) => b.name)).toEqual([
      'Novice',
      'Beginner',
      'Developing',
      'Competent',
      'Experienced',
      'Intermediate',
      'Advanced',
      'Expert',
      'Master',
      'Grandmaster',
    ]);
    expect(RATING_BANDS[0]!.min).toBe(0);
    expect(RATING_BANDS.at(-1)!.max).toBe(9999);
    RATING_BANDS.slice(1).forEach((b, i) => expect(b.min).toBe(RATING_BANDS[i]!.max + 1));
  });

  it('place a rating at the edges of its band', () => {
    expect(ratingBandOf(999).name).toBe('Novice');
    expect(ratingBandOf(1000).name).toBe('Beginner');
    expect(ratingBandOf(DEFAULT_RATING).name).toBe('Developing');
    expect(ratingBandOf(1399.6).name).toBe('Competent');
    expect(ratingBandOf(2600).name).toBe('Grandmaster');
    expect(ratingBandOf(-5).name).toBe('Novice');
    expect(ratingBandOf(12000).name).toBe('Grandmaster');
  });

  it('give the progress to the next tier, and none past Grandmaster', () => {
    expect(tierProgress(1300)).toMatchObject({ percent: 50, pointsToNext: 100 });
    expect(tierProgress(1300).next?.name).toBe('Competent');
    expect(tierProgress(500)).toMatchObject({ percent: 50, pointsToNext: 500 });
    expect(tierProgress(2700)).toMatchObject({ next: null, percent: 100, pointsToNext: 0 });
  });
});
