import { describe, expect, it } from 'vitest';
import {
  TIME_CONTROL_PRESETS,
  formatTimeControl,
  parseTimeControl,
  pdnClockComment,
  pdnTimeControl,
  timeControlSchema,
} from './clock.js';

describe('time controls', () => {
  it('read as players and PDN write them', () => {
    expect(TIME_CONTROL_PRESETS.map(formatTimeControl)).toEqual(['1+0', '3+2', '5+3', '10+5', '15+10']);
    expect(formatTimeControl({ kind: 'clock', initialSeconds: 30, incrementSeconds: 0 })).toBe('0.5+0');
    expect(formatTimeControl({ kind: 'correspondence', daysPerMove: 1 })).toBe('1 day');
    expect(formatTimeControl({ kind: 'correspondence', daysPerMove: 3 })).toBe('3 days');
    expect(formatTimeControl({ kind: 'untimed' })).toBe('Untimed');
    expect(pdnTimeControl({ kind: 'clock', initialSeconds: 180, incrementSeconds: 2 })).toBe('180+2');
    expect(pdnTimeControl({ kind: 'correspondence', daysPerMove: 2 })).toBe('1/172800');
    expect(pdnTimeControl({ kind: 'untimed' })).toBe('-');
    expect(pdnClockComment(175_400)).toBe('[%clk 0:02:55]');
    expect(pdnClockComment(3_600_000 + 61_000)).toBe('[%clk 1:01:01]');
  });

  it('parse from short text within the bounds', () => {
    expect(parseTimeControl('3+2')).toEqual({ kind: 'clock', initialSeconds: 180, incrementSeconds: 2 });
    expect(parseTimeControl('0.5+0')).toEqual({ kind: 'clock', initialSeconds: 30, incrementSeconds: 0 });
    expect(parseTimeControl('2d')).toEqual({ kind: 'correspondence', daysPerMove: 2 });
    expect(parseTimeControl('untimed')).toEqual({ kind: 'untimed' });
    expect(parseTimeControl('200+0')).toBeUndefined();
    expect(parseTimeControl('3+99')).toBeUndefined();
    expect(parseTimeControl('fast')).toBeUndefined();
    expect(timeControlSchema.safeParse({ kind: 'clock', initialSeconds: 180 }).success).toBe(false);
  });
});
