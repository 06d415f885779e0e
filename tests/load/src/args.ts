// Command line: `npm run load -- --rooms N [--rate MOVES_PER_S] [--url URL] ...`.
import { parseTimeControl, type TimeControl } from '@checkers/protocol';

/**
 * The servers the driver knows how to talk to: our server alone, the two peers, and `cluster`, our
 * server's nodes sharing PostgreSQL and Redis, each room's players on different nodes.
 */
export const TARGETS = ['checkers', 'colyseus', 'relay', 'cluster'] as const;
/** A kind of server. */
export type TargetName = (typeof TARGETS)[number];
/** What a run drives when no target is named: the single server against its peers. */
const DEFAULT_TARGETS: readonly TargetName[] = ['checkers', 'colyseus', 'relay'];

/** Everything a run is told. */
export interface Options {
  /** Concurrent rooms, two players each. */
  readonly rooms: number;
  /** Moves per second over all rooms. */
  readonly rate: number;
  /**
   * Drive this server instead of starting the targets; `target` says how to talk to it. For the
   * cluster target, the nodes' URLs separated by commas.
   */
  readonly url: string | undefined;
  /** Process to sample for CPU and memory when `url` is given. */
  readonly pid: number | undefined;
  /** The targets to start and drive, in order (without `url`). */
  readonly targets: readonly TargetName[];
  /** Spectator sockets per room. */
  readonly spectators: number;
  /** Seconds of load before measuring. */
  readonly warmup: number;
  /** Seconds of measured load. */
  readonly duration: number;
  /** A game that reaches this many plies is left and a new room opened. */
  readonly plyCap: number;
  /** Rooms being set up at once. */
  readonly setupConcurrency: number;
  /** Rooms set up per second at most. */
  readonly setupRate: number;
  /** Seed of the move picker. */
  readonly seed: number;
  /** The rooms' time control (our server only); untimed when absent. */
  readonly timeControl: TimeControl | undefined;
  /** Where each started server writes its V8 CPU profile (`--cpu-prof`); none when absent. */
  readonly cpuProfDir: string | undefined;
  /** Server nodes the cluster target starts. */
  readonly nodes: number;
}

const USAGE = `usage: npm run load -- --rooms N [--rate MOVES_PER_S] [--url URL [--target ${TARGETS.join('|')}] [--pid PID]]
       [--targets ${TARGETS.join(',')}] [--nodes N] [--spectators K] [--warmup S] [--duration S]
       [--ply-cap N] [--setup-concurrency N] [--setup-rate ROOMS_PER_S] [--seed N]
       [--time-control 3+2|1d|untimed] [--cpu-prof DIR]
  --rate defaults to one move per room every 5 seconds (rooms / 5).
  --targets defaults to ${DEFAULT_TARGETS.join(',')}; cluster starts PostgreSQL, Redis and --nodes
    of our server's nodes (2 by default), and seats each room's players on different nodes.
  --url URL1,URL2 --target cluster drives nodes started elsewhere.
  --time-control plays timed rooms on our server (minutes+increment, or days per move).
  --cpu-prof profiles each started server and prints where its measured window's time went.`;

/** Thrown for a bad command line; the message is the usage text. */
export class UsageError extends Error {}

function number(name: string, text: string | undefined, min: number): number {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value) || value < min) {
    throw new UsageError(`--${name} needs a number >= ${min}, got "${text ?? ''}"\n${USAGE}`);
  }
  return value;
}

function targetName(text: string): TargetName {
  const found = TARGETS.find((t) => t === text);
  if (found === undefined) throw new UsageError(`unknown target "${text}"\n${USAGE}`);
  return found;
}

/** Parses the arguments after `--`. */
export function parseArgs(argv: readonly string[]): Options {
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') throw new UsageError(USAGE);
    if (!arg.startsWith('--')) throw new UsageError(`unexpected "${arg}"\n${USAGE}`);
    const eq = arg.indexOf('=');
    if (eq > 0) given.set(arg.slice(2, eq), arg.slice(eq + 1));
    else given.set(arg.slice(2), argv[++i] ?? '');
  }
  const known = [
    'rooms',
    'rate',
    'url',
    'target',
    'targets',
    'pid',
    'spectators',
    'warmup',
    'duration',
    'ply-cap',
    'setup-concurrency',
    'setup-rate',
    'seed',
    'time-control',
    'cpu-prof',
    'nodes',
  ];
  for (const name of given.keys()) {
    if (!known.includes(name)) throw new UsageError(`unknown option --${name}\n${USAGE}`);
  }
  const rooms = Math.floor(number('rooms', given.get('rooms') ?? '500', 1));
  const url = given.get('url');
  const targets = url
    ? [targetName(given.get('target') ?? 'checkers')]
    : (given.get('targets') ?? DEFAULT_TARGETS.join(',')).split(',').map(targetName);
  if (url?.includes(',') && targets[0] !== 'cluster')
    throw new UsageError(`several URLs are a cluster's nodes (--target cluster)\n${USAGE}`);
  return {
    rooms,
    rate: number('rate', given.get('rate') ?? String(rooms / 5), 0.1),
    url: url
      ?.split(',')
      .map((one) => one.replace(/\/+$/, ''))
      .join(','),
    pid: given.has('pid') ? number('pid', given.get('pid'), 1) : undefined,
    targets,
    spectators: Math.floor(number('spectators', given.get('spectators') ?? '0', 0)),
    warmup: number('warmup', given.get('warmup') ?? '5', 0),
    duration: number('duration', given.get('duration') ?? '30', 1),
    plyCap: Math.floor(number('ply-cap', given.get('ply-cap') ?? '200', 2)),
    setupConcurrency: Math.floor(number('setup-concurrency', given.get('setup-concurrency') ?? '32', 1)),
    setupRate: number('setup-rate', given.get('setup-rate') ?? '400', 1),
    seed: Math.floor(number('seed', given.get('seed') ?? '1', 0)),
    timeControl: timeControlOf(given.get('time-control')),
    cpuProfDir: cpuProfDirOf(given.get('cpu-prof'), url),
    nodes: nodesOf(given.get('nodes'), targets, url),
  };
}

function nodesOf(text: string | undefined, targets: readonly TargetName[], url: string | undefined): number {
  if (text === undefined) return 2;
  if (!targets.includes('cluster') || url !== undefined)
    throw new UsageError(`--nodes is for the cluster the run starts (--targets cluster)\n${USAGE}`);
  return Math.floor(number('nodes', text, 1));
}

function timeControlOf(text: string | undefined): TimeControl | undefined {
  if (text === undefined) return undefined;
  const control = parseTimeControl(text);
  if (control === undefined) throw new UsageError(`--time-control: not a time control: "${text}"\n${USAGE}`);
  return control.kind === 'untimed' ? undefined : control;
}

function cpuProfDirOf(text: string | undefined, url: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (text === '') throw new UsageError(`--cpu-prof needs a folder\n${USAGE}`);
  if (url !== undefined)
    throw new UsageError(`--cpu-prof profiles the servers the run starts, not --url\n${USAGE}`);
  return text;
}
