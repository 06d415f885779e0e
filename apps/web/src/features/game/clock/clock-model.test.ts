import { describe, expect, it } from 'vitest';
import type { GameClock } from '@checkers/protocol';
import { clockAtPly, firstMoveLeftMs, formatClock, lowTimeMs, nextTickMs, timeLeftMs } from './clock-model';

const control = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 } as const;
const clock = (patch: Partial<GameClock> = {}): GameClock => ({
  control,
  red: 175_000,
  black: 120_500,
  running: 'black',
  firstMoveMs: null,
  serverNow: 1_000,
  ...patch,
});

describe('a clock as shown', () => {
  it('is m:ss, h:mm:ss from an hour, and tenths under 10 s (rounded down)', () => {
    expect(formatClock(180_000)).toBe('3:00');
    expect(formatClock(59_999)).toBe('0:59');
    expect(formatClock(10_000)).toBe('0:10');
    expect(formatClock(9_999)).toBe('0:09.9');
    expect(formatClock(4_250)).toBe('0:04.2');
    expect(formatClock(0)).toBe('0:00.0');
    expect(formatClock(-50)).toBe('0:00.0');
    expect(formatClock(3_723_000)).toBe('1:02:03');
  });

  it('is days and hours, then hours and minutes, by correspondence', () => {
    expect(formatClock(2 * 86_400_000 + 5 * 3_600_000 + 1, true)).toBe('2d 5h');
    expect(formatClock(5 * 3_600_000 + 12 * 60_000, true)).toBe('5h 12m');
    expect(formatClock(59 * 60_000, true)).toBe('59:00');
  });

  it('changes next at the shown unit: each tenth under 10 s, else each second', () => {
    expect(nextTickMs(12_345)).toBe(346);
    expect(nextTickMs(9_950)).toBe(51);
    expect(nextTickMs(2 * 86_400_000 + 1_000, true)).toBe(1_001);
  });

  it('is low under 1/8 of the initial time, 10 s to a minute (lichess)', () => {
    expect(lowTimeMs({ kind: 'clock', initialSeconds: 30, incrementSeconds: 0 })).toBe(10_000);
    expect(lowTimeMs(control)).toBe(22_500);
    expect(lowTimeMs({ kind: 'clock', initialSeconds: 900, incrementSeconds: 10 })).toBe(60_000);
    expect(lowTimeMs({ kind: 'correspondence', daysPerMove: 1 })).toBe(3 * 3_600_000);
  });
});

describe('the time left', () => {
  it('runs down for the running side only, from the clock’s arrival', () => {
    expect(timeLeftMs(clock(), 5_000, 'black', 6_500)).toBe(119_000);
    expect(timeLeftMs(clock(), 5_000, 'red', 6_500)).toBe(175_000);
    expect(timeLeftMs(clock(), 5_000, 'black', 500_000)).toBe(0);
    // A render before the arrival (an older timer) counts nothing gone.
    expect(timeLeftMs(clock(), 5_000, 'black', 4_000)).toBe(120_500);
  });

  it('counts the first move down while the clocks stand', () => {
    const first = clock({ running: null, firstMoveMs: 30_000 });
    expect(firstMoveLeftMs(first, 1_000, 6_000)).toBe(25_000);
    expect(timeLeftMs(first, 1_000, 'black', 6_000)).toBe(120_500);
    expect(firstMoveLeftMs(clock(), 1_000, 6_000)).toBeNull();
  });

  it('in replay is what the record stored after the shown move', () => {
    const clocks = [
      { red: 180_000, black: 178_000 },
      { red: 176_000, black: 178_000 },
    ];
    expect(clockAtPly(control, clocks, 0)).toEqual({ red: 180_000, black: 180_000 });
    expect(clockAtPly(control, clocks, 2)).toEqual({ red: 176_000, black: 178_000 });
    expect(clockAtPly(control, clocks, 3)).toBeNull();
    expect(clockAtPly(undefined, clocks, 1)).toBeNull();
  });
});
