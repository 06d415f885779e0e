import { describe, expect, it } from 'vitest';
import { ProcessSampler, parseRss, parseStat } from './proc-stats.js';

describe('parseStat', () => {
  it('reads utime and stime after the command name', () => {
    const line =
      '4242 (node) S 1 4242 4242 0 -1 4194560 12345 0 0 0 731 95 0 0 20 0 11 0 123456 1234567890 54321 18446744073709551615';
    expect(parseStat(line)).toEqual({ user: 731, system: 95 });
  });

  it('copes with spaces and parentheses in the command name', () => {
    const line = '7 (my (odd) name) R 1 7 7 0 -1 0 0 0 0 0 12 34 0 0 20 0 1 0 5 6 7';
    expect(parseStat(line)).toEqual({ user: 12, system: 34 });
  });
});

describe('parseRss', () => {
  it('reads VmRSS in bytes', () => {
    const status = 'Name:\tnode\nVmPeak:\t  999 kB\nVmRSS:\t   51200 kB\nRssAnon:\t 40000 kB\n';
    expect(parseRss(status)).toBe(51200 * 1024);
  });
});

describe('ProcessSampler', () => {
  it('samples this very process: its CPU share is the one Node measures for itself', () => {
    const cpuMs = (): number => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
    const [cpuBefore, wallBefore] = [cpuMs(), performance.now()];
    const sampler = new ProcessSampler(process.pid, 20);
    sampler.start();
    // Busy for 300 ms of CPU time (not of wall time: a loaded machine may hand out less).
    while (cpuMs() - cpuBefore < 300) Math.sqrt(Math.random());
    const usage = sampler.stop();
    const measured = (100 * (cpuMs() - cpuBefore)) / (performance.now() - wallBefore);
    expect(usage.rssAvgBytes).toBeGreaterThan(1024 * 1024);
    expect(usage.rssMaxBytes).toBeGreaterThanOrEqual(usage.rssAvgBytes);
    // /proc counts in clock ticks (10 ms): a few ticks either way on 300 ms.
    expect(usage.cpuPercent).toBeGreaterThan(measured * 0.75);
    expect(usage.cpuPercent).toBeLessThan(measured * 1.25);
  });
});
