import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ProcessSampler } from './proc-stats.js';
import { parseTreeStat, readTreeTicks, treeTicks, type TreeStat } from './proc-tree.js';

describe('parseTreeStat', () => {
  it("reads pid, ppid and the process's own and reaped children's ticks", () => {
    const line =
      '4242 (postgres: checkers) S 17 4242 4242 0 -1 4194560 12345 0 0 0 731 95 40 8 20 0 1 0 123456 1234567890 54321';
    expect(parseTreeStat(line)).toEqual({ pid: 4242, ppid: 17, ticks: 731 + 95 + 40 + 8 });
  });
});

describe('treeTicks', () => {
  const stat = (pid: number, ppid: number, ticks: number): TreeStat => ({ pid, ppid, ticks });

  it('sums the root, its children and their children, and nothing else', () => {
    const stats = [
      stat(1, 0, 1000), // init: not under the root
      stat(10, 1, 5), // the postmaster
      stat(11, 10, 20), // a backend
      stat(12, 10, 30), // another
      stat(13, 12, 7), // a process a backend started
      stat(20, 1, 500), // a sibling of the postmaster
    ];
    expect(treeTicks(stats, 10)).toEqual({ ticks: 62, processes: 4 });
    expect(treeTicks(stats, 12)).toEqual({ ticks: 37, processes: 2 });
  });

  it('finds nothing for a process that is gone, and counts a pid met twice once', () => {
    expect(treeTicks([stat(1, 0, 3)], 99)).toEqual({ ticks: 0, processes: 0 });
    expect(treeTicks([stat(5, 6, 1), stat(6, 5, 2)], 5)).toEqual({ ticks: 3, processes: 2 });
  });
});

describe('readTreeTicks', () => {
  it("counts a live child's CPU with this process's, where the process's own figure does not", async () => {
    const own = new ProcessSampler(process.pid, 60_000);
    const tree = new ProcessSampler(process.pid, 60_000, readTreeTicks);
    const wallBefore = performance.now();
    own.start();
    tree.start();
    // The child burns 300 ms of CPU, says so, and stays alive (not yet reaped) until killed.
    const child = spawn(
      process.execPath,
      [
        '-e',
        'const t = process.cpuUsage(); while (process.cpuUsage(t).user + process.cpuUsage(t).system < 300_000); ' +
          "console.log('done'); setInterval(() => undefined, 1000);",
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await once(child.stdout!, 'data');
      const [ownUsage, treeUsage] = [own.stop(), tree.stop()];
      const childPercent = treeUsage.cpuPercent - ownUsage.cpuPercent;
      const expected = (100 * 300) / (performance.now() - wallBefore);
      // /proc counts in clock ticks (10 ms): a few ticks less than the 300 ms at worst.
      expect(childPercent).toBeGreaterThan(expected * 0.75);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('throws for a process that is gone', () => {
    expect(() => readTreeTicks(2 ** 22 + 1)).toThrow(/gone/);
  });
});
