import { describe, expect, it } from 'vitest';
import { clusterCpu, describeCluster } from './cluster-report.js';
import type { ProcessUsage } from './proc-stats.js';
import type { ClusterUsage } from './run-types.js';

const MB = 1024 * 1024;
const usage = (cpuPercent: number, rssMb = 100): ProcessUsage => ({
  cpuPercent,
  rssAvgBytes: rssMb * MB,
  rssMaxBytes: rssMb * 1.5 * MB,
});
const cluster: ClusterUsage = { nodes: [usage(60), usage(40)], postgres: usage(30, 20), redis: usage(10, 8) };

describe('clusterCpu', () => {
  it("divides each part's CPU by every move answered, so the parts add up to the whole", () => {
    // At 500 moves a second, a whole core is 2 ms a move.
    const cpu = clusterCpu(cluster, 500)!;
    expect(cpu.nodesMsPerMove[0]).toBeCloseTo(1.2);
    expect(cpu.nodesMsPerMove[1]).toBeCloseTo(0.8);
    expect(cpu.postgresMsPerMove).toBeCloseTo(0.6);
    expect(cpu.redisMsPerMove).toBeCloseTo(0.2);
    expect(cpu.totalCpuPercent).toBeCloseTo(140);
    expect(cpu.totalMsPerMove).toBeCloseTo(2.8);
  });

  it('has no per-move figures when no move was answered', () => {
    expect(clusterCpu(cluster, 0)).toBeUndefined();
  });
});

describe('describeCluster', () => {
  it('gives a line per node, PostgreSQL, Redis and the whole cluster', () => {
    expect(describeCluster(cluster, 500)).toEqual([
      '  node 1: CPU 60.0% of a core, 1.200 ms per move, RSS 100.0 MB (max 150.0)',
      '  node 2: CPU 40.0% of a core, 0.800 ms per move, RSS 100.0 MB (max 150.0)',
      '  postgres (postmaster and its children): CPU 30.0% of a core, 0.600 ms per move',
      '  redis: CPU 10.0% of a core, 0.200 ms per move, RSS 8.0 MB',
      '  cluster: CPU 140.0% of a core, 2.800 ms per move (nodes 1.200 + 0.800, postgres 0.600, redis 0.200; ' +
        "each part's CPU over every move answered)",
    ]);
  });

  it('leaves out the per-move figures when no move was answered', () => {
    const lines = describeCluster(cluster, 0);
    expect(lines).toHaveLength(4);
    expect(lines.join('\n')).not.toContain('per move');
  });
});
