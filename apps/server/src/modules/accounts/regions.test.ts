import { describe, expect, it } from 'vitest';
import { regionOf } from './regions.js';

describe('regionOf', () => {
  it('puts the United States in US', () => {
    expect(regionOf('US')).toBe('US');
    expect(regionOf('us')).toBe('US');
  });

  it('puts EU member states in EU, and European countries outside it in Other', () => {
    for (const code of ['FR', 'DE', 'IE', 'CY', 'HR', 'SE']) expect(regionOf(code)).toBe('EU');
    for (const code of ['GB', 'NO', 'CH', 'UA']) expect(regionOf(code)).toBe('Other');
  });

  it('puts Asian countries in Asia', () => {
    for (const code of ['JP', 'CN', 'IN', 'KR', 'SG', 'TR', 'AE']) expect(regionOf(code)).toBe('Asia');
  });

  it('puts everything else, and no country, in Other', () => {
    for (const code of ['CA', 'BR', 'AU', 'NG', 'ZZ', '']) expect(regionOf(code)).toBe('Other');
    expect(regionOf(null)).toBe('Other');
    expect(regionOf(undefined)).toBe('Other');
  });
});
