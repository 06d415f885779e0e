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

  it('drives a cluster only when named, with 2 nodes unless told', () => {
    expect(parseArgs([]).targets).not.toContain('cluster');
    expect(parseArgs(['--targets', 'cluster'])).toMatchObject({ targets: ['cluster'], nodes: 2 });
    expect(parseArgs(['--targets', 'checkers,cluster', '--nodes', '3']).nodes).toBe(3);
    expect(() => parseArgs(['--nodes', '3'])).toThrow(UsageError);
    expect(() => parseArgs(['--targets', 'cluster', '--nodes', '0'])).toThrow(UsageError);
  });

  it("takes a cluster's nodes started elsewhere as a list of URLs, and a list for no other target", () => {
    const options = parseArgs([
      '--url',
      'http://127.0.0.1:3001/,http://127.0.0.1:3002',
      '--target',
      'cluster',
    ]);
    expect(options).toMatchObject({
      url: 'http://127.0.0.1:3001,http://127.0.0.1:3002',
      targets: ['cluster'],
    });
    expect(() => parseArgs(['--url', 'http://a:1,http://b:2'])).toThrow(UsageError);
    expect(() => parseArgs(['--url', 'http://a:1', '--target', 'cluster', '--nodes', '2'])).toThrow(
      UsageError,
    );
  });
});
