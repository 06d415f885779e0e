import { describe, expect, it } from 'vitest';
import { TIME_CONTROL_PRESETS } from './clock.js';
import { leaderboardQuerySchema } from './leaderboard.js';
import { RATING_SPEEDS, ratingSpeedOf } from './rating-speeds.js';

describe('ratingSpeedOf', () => {
  it('puts a clock in its speed ladder', () => {
    expect(TIME_CONTROL_PRESETS.map(ratingSpeedOf)).toEqual(['bullet', 'blitz', 'blitz', 'rapid', 'rapid']);
    expect(ratingSpeedOf({ kind: 'clock', initialSeconds: 1800, incrementSeconds: 0 })).toBe('classical');
  });

  it('keeps correspondence apart and counts an untimed game only overall', () => {
    expect(ratingSpeedOf({ kind: 'correspondence', daysPerMove: 3 })).toBe('correspondence');
    expect(ratingSpeedOf({ kind: 'untimed' })).toBe('overall');
  });
});

describe('the speed filter', () => {
  it('takes each ladder and refuses anything else, naming speed', () => {
    for (const speed of RATING_SPEEDS) expect(leaderboardQuerySchema.parse({ speed }).speed).toBe(speed);
    expect(leaderboardQuerySchema.parse({}).speed).toBeUndefined();
    const refused = leaderboardQuerySchema.safeParse({ speed: 'untimed' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'speed must be one of overall, bullet, blitz, rapid, classical, correspondence',
    );
  });
});
