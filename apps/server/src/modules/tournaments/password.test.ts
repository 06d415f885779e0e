import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches } from './password.js';

describe('tournament passwords', () => {
  it('keeps a salted hash, never the password, and checks it', async () => {
    const stored = await hashPassword('open sesame');
    expect(stored).not.toContain('open sesame');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await hashPassword('open sesame')).not.toBe(stored);
    expect(await passwordMatches('open sesame', stored)).toBe(true);
    expect(await passwordMatches('open sesame!', stored)).toBe(false);
    expect(await passwordMatches('x', 'broken')).toBe(false);
  });
});
