// What a run prints: a few human lines per server, the ratios of ours to the others, and one JSON
// line with every figure for scripts and CI logs.
import { clusterCpu, describeCluster } from './cluster-report.js';
import { msPerMove } from './cpu-share.js';
import type { RunFigures } from './driver.js';

const MB = 1024 * 1024;

/** Server figures scaled to 1,000 rooms. */
export interface PerThousandRooms {
  readonly cpuPercent: number;
  readonly rssMb: number;
  /** Resident memory above the idle server's, per 1,000 rooms: what the rooms themselves cost. */
  readonly rssOverIdleMb: number;
}

/** CPU and memory per 1,000 rooms, when the server was sampled. */
export function perThousandRooms(figures: RunFigures): PerThousandRooms | undefined {
  const { server, serverIdleRssBytes, rooms } = figures;
  if (server === undefined) return undefined;
  const scale = 1000 / rooms;
  return {
    cpuPercent: server.cpuPercent * scale,
    rssMb: (server.rssAvgBytes / MB) * scale,
    rssOverIdleMb: ((server.rssAvgBytes - (serverIdleRssBytes ?? 0)) / MB) * scale,
  };
}

/** The server's CPU time per move answered, in ms (its share of a core over the moves per second). */
export function cpuMsPerMove(figures: RunFigures): number | undefined {
  const { server, movesPerSecond } = figures;
  if (server === undefined || movesPerSecond <= 0) return undefined;
  return msPerMove(server.cpuPercent, movesPerSecond);
}

const f1 = (n: number): string => n.toFixed(1);
const f2 = (n: number): string => n.toFixed(2);

/** Human lines for one run. */
export function describeRun(figures: RunFigures): string[] {
  const l = figures.latencyMs;
  const kinds = Object.entries(figures.errorKinds)
    .map(([kind, n]) => `${kind} x${n}`)
    .join(', ');
  const lines = [
    `${figures.target}: ${figures.rooms} rooms, ${figures.connectionsHeld} sockets held (peak ${figures.connectionsPeak}), ` +
      `${f1(figures.movesPerSecond)} moves/s (asked ${f1(figures.targetRate)}, ${figures.movesSkipped} skipped)`,
    `  latency send -> opponent ms: p50 ${f2(l.p50)}  p95 ${f2(l.p95)}  p99 ${f2(l.p99)}  max ${f2(l.max)}  (${l.count} moves)`,
    `  errors ${figures.errors}${kinds ? ` (${kinds})` : ''}, games finished ${figures.gamesFinished}, ` +
      `set-up ${f1(figures.setupSeconds)} s, driver CPU ${f1(figures.driverCpuPercent)}%, loop lag p99 ${f1(figures.driverLagP99Ms)} ms, ` +
      `machine load ${f2(figures.machineLoad)}`,
  ];
  const refused = Object.entries(figures.refusals);
  if (refused.length > 0) {
    lines.push(
      `  refused during set-up (then opened): ${refused.map(([kind, n]) => `${kind} x${n}`).join(', ')}`,
    );
  }
  const per = perThousandRooms(figures);
  const perMove = cpuMsPerMove(figures);
  if (figures.cluster !== undefined) {
    lines.push(...describeCluster(figures.cluster, figures.movesPerSecond));
  } else if (per !== undefined && figures.server !== undefined) {
    lines.push(
      `  server: CPU ${f1(figures.server.cpuPercent)}% of a core` +
        (perMove === undefined ? '' : ` (${perMove.toFixed(3)} ms per move)`) +
        `, RSS ${f1(figures.server.rssAvgBytes / MB)} MB ` +
        `(max ${f1(figures.server.rssMaxBytes / MB)}, idle ${f1((figures.serverIdleRssBytes ?? 0) / MB)}); ` +
        `per 1,000 rooms: CPU ${f1(per.cpuPercent)}%, RSS ${f1(per.rssMb)} MB, ${f1(per.rssOverIdleMb)} MB over idle`,
    );
  } else {
    lines.push('  server: CPU and memory unknown (give --pid to sample a server started elsewhere)');
  }
  return lines;
}

/** Ours divided by another's, for the figures the targets are judged on. */
export interface Ratios {
  readonly p99: number;
  readonly movesPerSecond: number;
  readonly rssPer1kRooms: number | null;
  readonly rssOverIdlePer1kRooms: number | null;
  readonly cpuPer1kRooms: number | null;
  readonly cpuPerMove: number | null;
}

/** The ratios of `ours` to `other`; below 1 is better for ours except moves per second. */
export function ratios(ours: RunFigures, other: RunFigures): Ratios {
  const a = perThousandRooms(ours);
  const b = perThousandRooms(other);
  const div = (x: number | undefined, y: number | undefined): number | null =>
    x === undefined || y === undefined || y <= 0 ? null : x / y;
  return {
    p99: div(ours.latencyMs.p99, other.latencyMs.p99) ?? 0,
    movesPerSecond: div(ours.movesPerSecond, other.movesPerSecond) ?? 0,
    rssPer1kRooms: div(a?.rssMb, b?.rssMb),
    rssOverIdlePer1kRooms: div(a?.rssOverIdleMb, b?.rssOverIdleMb),
    cpuPer1kRooms: div(a?.cpuPercent, b?.cpuPercent),
    cpuPerMove: div(cpuMsPerMove(ours), cpuMsPerMove(other)),
  };
}

/** One human line of ratios. */
export function describeRatios(label: string, r: Ratios): string {
  const x = (n: number | null): string => (n === null ? 'n/a' : `${f2(n)}x`);
  return (
    `${label}: p99 ${x(r.p99)}, moves/s ${x(r.movesPerSecond)}, RSS per 1,000 rooms ${x(r.rssPer1kRooms)} ` +
    `(over idle ${x(r.rssOverIdlePer1kRooms)}), CPU per 1,000 rooms ${x(r.cpuPer1kRooms)}, ` +
    `CPU per move ${x(r.cpuPerMove)}`
  );
}

/** The final JSON line. */
export function jsonLine(runs: readonly RunFigures[], allRatios: Record<string, Ratios>): string {
  const round = (_key: string, value: unknown): unknown =>
    typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value;
  const results = runs.map((run) => ({
    ...run,
    perThousandRooms: perThousandRooms(run) ?? null,
    cpuMsPerMove: cpuMsPerMove(run) ?? null,
    // Only a cluster's run has the key, so the other targets' lines stay as they were.
    ...(run.cluster === undefined ? {} : { clusterCpu: clusterCpu(run.cluster, run.movesPerSecond) ?? null }),
  }));
  return JSON.stringify({ load: { results, ratios: allRatios } }, round);
}
