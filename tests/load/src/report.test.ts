import { describe, expect, it } from 'vitest';
import type { RunFigures } from './driver.js';
import type { ProcessUsage } from './proc-stats.js';
import { cpuMsPerMove, describeRun, jsonLine, perThousandRooms, ratios } from './report.js';

const MB = 1024 * 1024;

function run(target: string, p99: number, rssMb: number, idleMb: number, cpu: number): RunFigures {
  return {
    target,
    rooms: 5000,
    spectatorsPerRoom: 0,
    targetRate: 1000,
    setupSeconds: 10,
    roomsOpen: 5000,
    connectionsHeld: 10000,
    connectionsPeak: 10000,
    moves: 60000,
    movesPerSecond: 1000,
    movesSkipped: 0,
    latencyMs: { count: 60000, mean: 2, p50: 1, p95: 5, p99, max: 80 },
    errors: 0,
    errorKinds: {},
    refusals: {},
    gamesFinished: 0,
    driverLagP99Ms: 3,
    driverCpuPercent: 12,
    machineLoad: 1.5,
    server: { cpuPercent: cpu, rssAvgBytes: rssMb * MB, rssMaxBytes: rssMb * MB },
    serverIdleRssBytes: idleMb * MB,
    windowMonotonicUs: { start: 0, end: 60e6 },
  };
}

describe('report', () => {
  it('scales server figures to 1,000 rooms', () => {
    expect(perThousandRooms(run('a', 10, 300, 100, 50))).toEqual({
      cpuPercent: 10,
      rssMb: 60,
      rssOverIdleMb: 40,
    });
  });

  it('divides ours by the other, and leaves out a baseline that is not positive', () => {
    const r = ratios(run('checkers', 10, 300, 100, 50), run('relay', 40, 150, 150, 10));
    expect(r).toMatchObject({ p99: 0.25, movesPerSecond: 1, rssPer1kRooms: 2, cpuPer1kRooms: 5 });
    expect(r.rssOverIdlePer1kRooms).toBeNull();
  });

  it('gives the server CPU per move from its share of a core and the moves answered', () => {
    // 50 % of a core over 1,000 moves a second is 0.5 ms of CPU a move.
    expect(cpuMsPerMove(run('checkers', 10, 300, 100, 50))).toBeCloseTo(0.5);
    expect(describeRun(run('checkers', 10, 300, 100, 50)).at(-1)).toContain('(0.500 ms per move)');
    const half = { ...run('colyseus', 10, 300, 100, 25), movesPerSecond: 2000 };
    expect(ratios(run('checkers', 10, 300, 100, 50), half).cpuPerMove).toBeCloseTo(4);
    expect(cpuMsPerMove({ ...half, movesPerSecond: 0 })).toBeUndefined();
  });

  it('says so when the server was not sampled, and ends with one JSON line', () => {
    const unsampled = { ...run('checkers', 10, 1, 1, 1), server: undefined };
    expect(describeRun(unsampled).at(-1)).toContain('unknown');
    const line = jsonLine([unsampled], {});
    expect(line).not.toContain('\n');
    expect(JSON.parse(line).load.results[0].perThousandRooms).toBeNull();
  });

  it("prints a cluster's processes in place of the server line, and adds their figures to its JSON only", () => {
    const cluster = {
      ...run('cluster', 10, 1, 1, 1),
      server: undefined,
      cluster: {
        nodes: [usage(50), usage(50)],
        postgres: usage(20),
        redis: usage(5),
      },
    };
    const lines = describeRun(cluster);
    expect(lines.slice(-5, -3)).toEqual([
      expect.stringMatching(/^ {2}node 1: CPU 50\.0% of a core, 0\.500 ms per move/),
      expect.stringMatching(/^ {2}node 2: /),
    ]);
    expect(lines.at(-1)).toMatch(/^ {2}cluster: CPU 125\.0% of a core, 1\.250 ms per move/);
    expect(lines.join('\n')).not.toContain('server:');
    const [single, clustered] = JSON.parse(jsonLine([run('checkers', 10, 300, 100, 50), cluster], {})).load
      .results;
    expect(single).not.toHaveProperty('cluster');
    expect(single).not.toHaveProperty('clusterCpu');
    expect(clustered.clusterCpu).toMatchObject({ totalMsPerMove: 1.25, postgresMsPerMove: 0.2 });
    expect(clustered.cluster.nodes).toHaveLength(2);
  });
});

function usage(cpuPercent: number): ProcessUsage {
  return { cpuPercent, rssAvgBytes: 100 * MB, rssMaxBytes: 100 * MB };
}
