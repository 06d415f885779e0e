import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('SQLITE_SYNCHRONOUS', () => {
  it('is normal unless an operator chooses otherwise', () => {
    expect(loadConfig({}).sqliteSynchronous).toBe('normal');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'OFF' }).sqliteSynchronous).toBe('off');
    expect(loadConfig({ SQLITE_SYNCHRONOUS: 'full' }).sqliteSynchronous).toBe('full');
  });

  it('refuses anything else, naming what it takes', () => {
    expect(() => loadConfig({ SQLITE_SYNCHRONOUS: 'fast' })).toThrow(
      'SQLITE_SYNCHRONOUS must be one of normal, off, full, got "fast"',
    );
  });
});
