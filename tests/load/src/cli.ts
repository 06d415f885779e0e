// Entry point of `npm run load`: starts each target in turn (or takes --url), drives it with the
// same load, prints figures per target, the ratios of ours to the others, and a final JSON line.
import { formatTimeControl, type TimeControl } from '@checkers/protocol';
import { ColyseusAdapter } from './adapters/colyseus.js';
import { CheckersAdapter } from './adapters/checkers.js';
import { RelayAdapter } from './adapters/relay.js';
import { SocketGauge, type Adapter } from './adapters/types.js';
import { UsageError, parseArgs, type Options, type TargetName } from './args.js';
import { runLoad, type RunFigures } from './driver.js';
import { SetupRefusedError } from './refusals.js';
import { ClusterSampler } from './cluster-sampler.js';
import { ProcessSampler } from './proc-stats.js';
import { describeRatios, describeRun, jsonLine, ratios, type Ratios } from './report.js';
import { nodeName, startCluster } from './targets/cluster.js';
import { cpuProfilePath, startTarget } from './targets/spawn.js';
import { breakdown, describeBreakdown, type CpuProfile } from './cpu-profile.js';
import { readFileSync } from 'node:fs';

const log = (line: string): void => console.log(line);

function adapterFor(
  name: TargetName,
  url: string,
  gauge: SocketGauge,
  timeControl: TimeControl | undefined,
): Adapter {
  if (name === 'checkers') return new CheckersAdapter([url], gauge, timeControl);
  if (name === 'cluster') return new CheckersAdapter(url.split(','), gauge, timeControl);
  if (name === 'colyseus') return new ColyseusAdapter(url, gauge);
  return new RelayAdapter(url, gauge);
}

async function drive(name: TargetName, options: Options): Promise<RunFigures> {
  const gauge = new SocketGauge();
  if (options.url !== undefined) {
    const sampler = options.pid === undefined ? undefined : new ProcessSampler(options.pid);
    return runLoad(
      name,
      adapterFor(name, options.url, gauge, options.timeControl),
      gauge,
      options,
      sampler,
      log,
    );
  }
  if (name === 'cluster') return driveCluster(options);
  const target = await startTarget(name, log, options.cpuProfDir);
  log(`${name}: started at ${target.url} (pid ${target.pid})`);
  let figures: RunFigures;
  try {
    const sampler = new ProcessSampler(target.pid);
    figures = await runLoad(
      name,
      adapterFor(name, target.url, gauge, options.timeControl),
      gauge,
      options,
      sampler,
      log,
    );
  } finally {
    await target.stop();
  }
  if (options.cpuProfDir !== undefined) describeProfile(name, options.cpuProfDir, figures);
  return figures;
}

/** Starts PostgreSQL, Redis and the nodes, drives them, samples every one of them, and stops them. */
async function driveCluster(options: Options): Promise<RunFigures> {
  const cluster = await startCluster(options.nodes, log, options.cpuProfDir);
  log(`cluster: ${options.nodes} nodes started at ${cluster.urls.join(', ')}`);
  let figures: RunFigures;
  try {
    const gauge = new SocketGauge();
    figures = await runLoad(
      'cluster',
      adapterFor('cluster', cluster.urls.join(','), gauge, options.timeControl),
      gauge,
      options,
      undefined,
      log,
      new ClusterSampler(cluster.pids),
    );
  } finally {
    await cluster.stop();
  }
  if (options.cpuProfDir !== undefined) {
    for (let i = 0; i < options.nodes; i++) describeProfile(nodeName(i), options.cpuProfDir, figures);
  }
  return figures;
}

/** Prints where the server's CPU went in the measured window (the profile is written as it stops). */
function describeProfile(name: string, dir: string, figures: RunFigures): void {
  const path = cpuProfilePath(dir, name);
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  for (const line of describeBreakdown(
    `${name} profile (${path})`,
    breakdown(profile, figures.windowMonotonicUs),
  )) {
    log(line);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  log(
    `load: ${options.rooms} rooms x (2 players + ${options.spectators} spectators), ${options.rate} moves/s, ` +
      `warm-up ${options.warmup} s, measured ${options.duration} s, targets ${options.targets.join(', ')}` +
      (options.targets.includes('cluster') && options.url === undefined ? ` (${options.nodes} nodes)` : '') +
      (options.timeControl === undefined ? '' : `, time control ${formatTimeControl(options.timeControl)}`),
  );
  const runs: RunFigures[] = [];
  for (const name of options.targets) {
    log(`${name}: starting`);
    const figures = await drive(name, options);
    runs.push(figures);
    for (const line of describeRun(figures)) log(line);
  }
  const ours = runs.find((r) => r.target === 'checkers');
  const allRatios: Record<string, Ratios> = {};
  if (ours !== undefined) {
    for (const other of runs) {
      if (other === ours) continue;
      const key = `checkers/${other.target}`;
      allRatios[key] = ratios(ours, other);
      log(describeRatios(`ratio ${key}`, allRatios[key]));
    }
  }
  log(jsonLine(runs, allRatios));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof SetupRefusedError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
