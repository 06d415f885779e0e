import { describe, expect, it } from 'vitest';
import { POLL_BASE_MS, POLL_MAX_MS, nextPollInterval } from './polling';

describe('polling', () => {
  it('polls every 5 s while the player is active and doubles up to 30 s when idle', () => {
    expect(nextPollInterval(null, 0)).toBe(POLL_BASE_MS);
    expect(nextPollInterval(5_000, 10_000)).toBe(5_000);
    expect(nextPollInterval(5_000, 61_000)).toBe(10_000);
    expect(nextPollInterval(20_000, 61_000)).toBe(POLL_MAX_MS);
    expect(nextPollInterval(30_000, 600_000)).toBe(30_000);
  });
});
