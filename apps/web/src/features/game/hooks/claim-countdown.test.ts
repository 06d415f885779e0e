import { describe, expect, it } from 'vitest';
import { claimSecondsLeft } from './use-claim-countdown';

describe('claimSecondsLeft', () => {
  it('is null while the opponent is present', () => {
    expect(claimSecondsLeft(null, 1_000)).toBeNull();
  });

  it('counts down the whole seconds left and stops at zero', () => {
    expect(claimSecondsLeft(0, 0, 60_000)).toBe(60);
    expect(claimSecondsLeft(0, 500, 60_000)).toBe(60);
    expect(claimSecondsLeft(0, 59_001, 60_000)).toBe(1);
    expect(claimSecondsLeft(0, 60_000, 60_000)).toBe(0);
    expect(claimSecondsLeft(0, 90_000, 60_000)).toBe(0);
  });
});
