// The evaluator's time-of-day achievements in the player's zone, and those its counters unlock:
// milestones, wins, streaks, opponents, themes and the progress shown.
import { describe, expect, it } from 'vitest';
import { FIVE, TRIPLE, facts, unlocks } from './game-facts-fixtures.js';
import { NO_COUNTERS, counterUnlocks, localHour, progressPercent } from './rules.js';

describe('time of day, in the player time zone', () => {
  const finished = new Date('2026-01-10T06:30:00Z');
  const f = facts(TRIPLE, [[5, 14, 23, 32]], { winner: 'black', reason: 'no-legal-moves' }, 'black');

  it('06:30 UTC is early bird in UTC (and when the zone is unknown)', () => {
    expect(unlocks(f, NO_COUNTERS, finished, null)).toContain('earlyBird');
    expect(unlocks(f, NO_COUNTERS, finished, 'Not/AZone')).toContain('earlyBird');
    expect(unlocks(f, NO_COUNTERS, finished, null)).not.toContain('nightOwl');
  });

  it('the same instant is 01:30 in New York: night owl', () => {
    expect(localHour(finished, 'America/New_York')).toBe(1);
    const ids = unlocks(f, NO_COUNTERS, finished, 'America/New_York');
    expect(ids).toContain('nightOwl');
    expect(ids).not.toContain('earlyBird');
  });

  it('03:00 is past the night owl hours; 07:00 past the early bird ones', () => {
    expect(unlocks(f, NO_COUNTERS, new Date('2026-01-10T03:00:00Z'))).not.toContain('nightOwl');
    expect(unlocks(f, NO_COUNTERS, new Date('2026-01-10T07:00:00Z'))).not.toContain('earlyBird');
    expect(unlocks(f, NO_COUNTERS, new Date('2026-01-10T02:59:59Z'))).toContain('nightOwl');
  });
});

describe('counters', () => {
  it('milestones, wins, streaks, opponents and themes unlock at their counts', () => {
    expect(counterUnlocks({ ...NO_COUNTERS, gamesPlayed: 9 })).toEqual([]);
    expect(counterUnlocks({ ...NO_COUNTERS, gamesPlayed: 50 })).toEqual(['games10', 'games50']);
    expect(counterUnlocks({ ...NO_COUNTERS, wins: 25 })).toEqual(['wins25']);
    // The best streak is what unlocks: a streak a draw broke at 4 does not.
    expect(counterUnlocks({ ...NO_COUNTERS, winStreak: 1, bestStreak: 4 })).toEqual([]);
    expect(counterUnlocks({ ...NO_COUNTERS, winStreak: 0, bestStreak: 10 })).toEqual([
      'winStreak5',
      'winStreak10',
    ]);
    expect(counterUnlocks({ ...NO_COUNTERS, opponents: 10 })).toEqual(['socialButterfly']);
    expect(counterUnlocks({ ...NO_COUNTERS, themes: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] })).toEqual([]);
  });

  it('progress is a rounded-down percent, 100 once unlocked', () => {
    expect(progressPercent('games50', { ...NO_COUNTERS, gamesPlayed: 7 }, false)).toBe(14);
    expect(progressPercent('games10', { ...NO_COUNTERS, gamesPlayed: 70 }, false)).toBe(100);
    expect(progressPercent('firstWin', NO_COUNTERS, false)).toBe(0);
    expect(progressPercent('firstWin', NO_COUNTERS, true)).toBe(100);
  });

  it('tournamentChampion never unlocks', () => {
    const f = facts(
      FIVE,
      [[15, 24, 31, 22, 13, 6]],
      { winner: 'black', reason: 'no-legal-moves', durationMs: 1 },
      'black',
    );
    const all = {
      gamesPlayed: 1000,
      wins: 1000,
      winStreak: 1000,
      bestStreak: 1000,
      opponents: 1000,
      themes: [],
    };
    expect(unlocks(f, all, new Date())).not.toContain('tournamentChampion');
  });
});
