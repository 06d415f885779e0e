import { describe, expect, it } from 'vitest';
import { streaks } from './streaks.js';
import { countedSeconds, scoreOf } from './score.js';

const solve = { difficulty: 3, speed: false, seconds: 10, hints: 0, earlierAttempts: 0 };

describe('scoreOf', () => {
  it('is 100 per level of difficulty for a quick, unaided first solve', () => {
    for (const difficulty of [1, 2, 3, 4, 5])
      expect(scoreOf({ ...solve, difficulty })).toBe(100 * difficulty);
    expect(scoreOf({ ...solve, seconds: 30 })).toBe(300);
  });

  it('loses up to half the base over ten minutes past the 30 s grace; a speed puzzle more, sooner', () => {
    expect(scoreOf({ ...solve, seconds: 90 })).toBe(285);
    expect(scoreOf({ ...solve, seconds: 630 })).toBe(150);
    expect(scoreOf({ ...solve, seconds: 86_400 })).toBe(150);
    const speed = { ...solve, difficulty: 1, speed: true };
    expect(scoreOf({ ...speed, seconds: 10 })).toBe(100);
    expect(scoreOf({ ...speed, seconds: 70 })).toBe(60);
    expect(scoreOf({ ...speed, seconds: 130 })).toBe(20);
  });

  it('loses a fifth per hint and a tenth per earlier wrong attempt, never below a tenth', () => {
    expect(scoreOf({ ...solve, hints: 1 })).toBe(240);
    expect(scoreOf({ ...solve, earlierAttempts: 2 })).toBe(240);
    expect(scoreOf({ ...solve, hints: 3, earlierAttempts: 5, seconds: 10_000 })).toBe(30);
  });
});

describe('countedSeconds', () => {
  it('believes the client between a second per move and what the server measured', () => {
    expect(countedSeconds(20, 25, 2)).toBe(20);
    expect(countedSeconds(40, 25, 2)).toBe(25);
    expect(countedSeconds(1, 25, 2)).toBe(25);
    expect(countedSeconds(0, 0, 3)).toBe(3);
    expect(countedSeconds(12.9, 30.5, 1)).toBe(12);
  });
});

describe('streaks', () => {
  it('counts the run ending today, or yesterday while today is not solved yet, and the longest', () => {
    expect(streaks([], '2026-03-10')).toEqual({ current_streak: 0, best_streak: 0 });
    expect(streaks(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toEqual({
      current_streak: 3,
      best_streak: 3,
    });
    expect(streaks(['2026-03-08', '2026-03-09'], '2026-03-10')).toEqual({
      current_streak: 2,
      best_streak: 2,
    });
    expect(streaks(['2026-03-08'], '2026-03-10')).toEqual({ current_streak: 0, best_streak: 1 });
    expect(
      streaks(
        ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-03-10', '2026-03-10'],
        '2026-03-10',
      ),
    ).toEqual({ current_streak: 1, best_streak: 4 });
  });
});
