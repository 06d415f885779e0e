import { describe, expect, it } from 'vitest';
import { TIME_CONTROL_PRESETS } from './clock.js';
import { speedOf } from './speed.js';

const clock = (minutes: number, increment: number) =>
  ({ kind: 'clock', initialSeconds: minutes * 60, incrementSeconds: increment }) as const;

describe('speedOf', () => {
  it('sorts the presets', () => {
    expect(TIME_CONTROL_PRESETS.map(speedOf)).toEqual(['bullet', 'blitz', 'blitz', 'rapid', 'rapid']);
  });

  it('counts forty increments into a clock', () => {
    expect(speedOf(clock(0.5, 0))).toBe('bullet');
    expect(speedOf(clock(2, 1))).toBe('bullet'); // 120 + 40 = 160 s
    expect(speedOf(clock(2, 2))).toBe('blitz'); // 120 + 80 = 200 s
    expect(speedOf(clock(3, 0))).toBe('blitz'); // 180 s: the first of blitz
    expect(speedOf(clock(8, 0))).toBe('rapid');
    expect(speedOf(clock(20, 10))).toBe('classical'); // 1200 + 400 s
    expect(speedOf(clock(180, 60))).toBe('classical');
  });

  it('keeps correspondence and untimed apart', () => {
    expect(speedOf({ kind: 'correspondence', daysPerMove: 1 })).toBe('correspondence');
    expect(speedOf({ kind: 'untimed' })).toBe('untimed');
  });
});
