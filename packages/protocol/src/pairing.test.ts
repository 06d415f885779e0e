import { describe, expect, it } from 'vitest';
import { PRESET_CLOCKS, TIME_CONTROL_PRESETS } from './clock.js';
import { POOL_KEYS, poolControl, poolPathSchema } from './pairing.js';

describe('the pairing pools', () => {
  it('are the preset clocks, keyed as their type says', () => {
    expect(POOL_KEYS).toEqual(PRESET_CLOCKS.map(([minutes, increment]) => `${minutes}+${increment}`));
    expect(POOL_KEYS.map(poolControl)).toEqual(TIME_CONTROL_PRESETS);
    for (const key of POOL_KEYS) expect(poolPathSchema.parse({ key })).toEqual({ key });
    expect(poolPathSchema.safeParse({ key: '2+1' }).success).toBe(false);
  });
});
