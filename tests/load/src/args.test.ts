import { describe, expect, it } from 'vitest';
import { UsageError, parseArgs } from './args.js';

describe('parseArgs', () => {
  it('defaults the rate to one move per room every 5 seconds and drives every target', () => {
    const options = parseArgs(['--rooms', '5000']);
    expect(options).toMatchObject({ rooms: 5000, rate: 1000, url: undefined });
    expect(options.targets).toEqual(['checkers', 'colyseus', 'relay']);
  });

  it('takes --name=value and a single url target', () => {
    const options = parseArgs(['--rooms=10', '--rate=3', '--url', 'http://127.0.0.1:3000/', '--pid', '42']);
    expect(options).toMatchObject({ rooms: 10, rate: 3, url: 'http://127.0.0.1:3000', pid: 42 });
    expect(options.targets).toEqual(['checkers']);
  });

  it('refuses unknown options, targets and bad numbers', () => {
    expect(() => parseArgs(['--roms', '3'])).toThrow(UsageError);
    expect(() => parseArgs(['--targets', 'checkers,nakama'])).toThrow(UsageError);
    expect(() => parseArgs(['--rooms', '-1'])).toThrow(UsageError);
    expect(() => parseArgs(['--time-control', '3+99'])).toThrow(UsageError);
  });

  it('takes a time control for timed rooms, untimed by default', () => {
    expect(parseArgs([]).timeControl).toBeUndefined();
    expect(parseArgs(['--time-control', '3+2']).timeControl).toEqual({
      kind: 'clock',
      initialSeconds: 180,
      incrementSeconds: 2,
    });
    expect(parseArgs(['--time-control', 'untimed']).timeControl).toBeUndefined();
  });

  it('profiles the servers it starts into a folder, never one given by --url', () => {
    expect(parseArgs([]).cpuProfDir).toBeUndefined();
    expect(parseArgs(['--cpu-prof', '/tmp/prof']).cpuProfDir).toBe('/tmp/prof');
    expect(() => parseArgs(['--cpu-prof', ''])).toThrow(UsageError);
    expect(() => parseArgs(['--cpu-prof', '/tmp/p', '--url', 'http://127.0.0.1:3000'])).toThrow(UsageError);
  });
});
