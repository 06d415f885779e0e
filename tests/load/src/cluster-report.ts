// What a cluster run prints in place of the single server's line: each node's, PostgreSQL's and
// Redis's CPU, and the whole cluster's CPU per move. A part's CPU per move is its CPU over the window
// divided by every move the cluster answered (not by the moves that part handled): the parts' figures
// then add up to the cluster's.
import { msPerMove } from './cpu-share.js';
import type { ClusterUsage } from './run-types.js';

const MB = 1024 * 1024;

/** The cluster's CPU per move answered, in ms, by part and in total. */
export interface ClusterCpu {
  readonly nodesMsPerMove: readonly number[];
  readonly postgresMsPerMove: number;
  readonly redisMsPerMove: number;
  readonly totalMsPerMove: number;
  /** Every part's share of a core, added: 200 is both cores of a 2-core machine. */
  readonly totalCpuPercent: number;
}

/** The CPU per move of each part and of the whole; undefined when no move was answered. */
export function clusterCpu(cluster: ClusterUsage, movesPerSecond: number): ClusterCpu | undefined {
  if (movesPerSecond <= 0) return undefined;
  const perMove = (cpuPercent: number): number => msPerMove(cpuPercent, movesPerSecond);
  const totalCpuPercent =
    cluster.nodes.reduce((sum, node) => sum + node.cpuPercent, 0) +
    cluster.postgres.cpuPercent +
    cluster.redis.cpuPercent;
  return {
    nodesMsPerMove: cluster.nodes.map((node) => perMove(node.cpuPercent)),
    postgresMsPerMove: perMove(cluster.postgres.cpuPercent),
    redisMsPerMove: perMove(cluster.redis.cpuPercent),
    totalMsPerMove: perMove(totalCpuPercent),
    totalCpuPercent,
  };
}

const f1 = (n: number): string => n.toFixed(1);
const f3 = (n: number): string => n.toFixed(3);

/** Human lines for a cluster's processes, indented as a run's other lines. */
export function describeCluster(cluster: ClusterUsage, movesPerSecond: number): string[] {
  const cpu = clusterCpu(cluster, movesPerSecond);
  const perMove = (ms: number | undefined): string => (ms === undefined ? '' : `, ${f3(ms)} ms per move`);
  const lines = cluster.nodes.map(
    (node, i) =>
      `  node ${i + 1}: CPU ${f1(node.cpuPercent)}% of a core${perMove(cpu?.nodesMsPerMove[i])}, ` +
      `RSS ${f1(node.rssAvgBytes / MB)} MB (max ${f1(node.rssMaxBytes / MB)})`,
  );
  lines.push(
    `  postgres (postmaster and its children): CPU ${f1(cluster.postgres.cpuPercent)}% of a core` +
      perMove(cpu?.postgresMsPerMove),
    `  redis: CPU ${f1(cluster.redis.cpuPercent)}% of a core${perMove(cpu?.redisMsPerMove)}, ` +
      `RSS ${f1(cluster.redis.rssAvgBytes / MB)} MB`,
  );
  if (cpu !== undefined) {
    lines.push(
      `  cluster: CPU ${f1(cpu.totalCpuPercent)}% of a core, ${f3(cpu.totalMsPerMove)} ms per move ` +
        `(nodes ${cpu.nodesMsPerMove.map(f3).join(' + ')}, postgres ${f3(cpu.postgresMsPerMove)}, ` +
        `redis ${f3(cpu.redisMsPerMove)}; each part's CPU over every move answered)`,
    );
  }
  return lines;
}
