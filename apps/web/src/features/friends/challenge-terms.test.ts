import { TIME_CONTROL_PRESETS } from '@checkers/protocol';
import { describe, expect, it } from 'vitest';
import { challengeTermsText, clockText, colourText, speedName } from './challenge-terms';

const clock = (minutes: number, increment: number) =>
  ({ kind: 'clock', initialSeconds: minutes * 60, incrementSeconds: increment }) as const;

describe('a challenge’s terms in words', () => {
  it('names the presets’ speeds by the expected length of a game', () => {
    expect(TIME_CONTROL_PRESETS.map(speedName)).toEqual(['Bullet', 'Blitz', 'Blitz', 'Rapid', 'Rapid']);
    expect(speedName(clock(0.5, 0))).toBe('Bullet');
    expect(speedName(clock(2, 3))).toBe('Blitz');
    expect(speedName(clock(30, 0))).toBe('Classical');
    expect(speedName(clock(180, 60))).toBe('Classical');
  });

  it('says the clock: untimed, a speed and its figures, or the days per move', () => {
    expect(clockText({ kind: 'untimed' })).toBe('Untimed');
    expect(clockText(clock(5, 3))).toBe('Blitz 5+3');
    expect(clockText(clock(0.5, 0))).toBe('Bullet 0.5+0');
    expect(clockText({ kind: 'correspondence', daysPerMove: 1 })).toBe('Correspondence, 1 day per move');
    expect(clockText({ kind: 'correspondence', daysPerMove: 3 })).toBe('Correspondence, 3 days per move');
  });

  it('says the colour as the reader plays it', () => {
    expect(colourText('red', true)).toBe('you play red');
    expect(colourText('red', false)).toBe('you play black');
    expect(colourText('black', true)).toBe('you play black');
    expect(colourText('black', false)).toBe('you play red');
    expect(colourText('random', true)).toBe('random colours');
    expect(colourText('random', false)).toBe('random colours');
  });

  it('joins both with a middle dot', () => {
    expect(challengeTermsText({ time_control: clock(5, 3), color: 'red' }, true)).toBe(
      'Blitz 5+3 · you play red',
    );
    expect(challengeTermsText({ time_control: { kind: 'untimed' }, color: 'random' }, false)).toBe(
      'Untimed · random colours',
    );
  });
});
