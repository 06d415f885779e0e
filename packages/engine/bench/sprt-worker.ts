// One worker process of a self-play test: loads both builds once, then plays the pairs of games
// the parent hands it (one opening, the candidate with each colour) and reports each pair.
import { loadBuild, type Player, type PlayerSettings } from './engine-source.js';
import { CLOCKS, type MatchClock } from './match.js';
import { playSelfPlayGame, type SelfPlayGame } from './self-play.js';

/** A side of the test as the parent describes it. */
export interface SideConfig {
  readonly source: string;
  readonly level: string;
  readonly msPerMove: number | null;
  readonly blunders: boolean;
  readonly hashBits?: number;
}

/** Everything a worker needs to know, passed as its one argument (JSON). */
export interface WorkerConfig {
  readonly candidate: SideConfig;
  readonly baseline: SideConfig;
  readonly egdb: boolean;
  readonly book: boolean;
  readonly net: boolean;
  /** The baseline without its network even where its build has one (a network against no network). */
  readonly baselineNet?: boolean;
  readonly clock: MatchClock;
}

/** A pair to play. */
export interface PairJob {
  readonly index: number;
  readonly ballot: number;
  readonly opening: readonly string[];
  readonly seedBase: number;
}

/** Messages from a worker: ready once loaded, then one per pair played. */
export type SprtWorkerMessage =
  | { readonly ready: true }
  | { readonly index: number; readonly games: readonly [SelfPlayGame, SelfPlayGame] };

const config = JSON.parse(process.argv[2] ?? '{}') as WorkerConfig;
const clock = CLOCKS[config.clock];
const options = { egdb: config.egdb, book: config.book, net: config.net };
const candidateBuild = await loadBuild(config.candidate.source, options);
const baselineOptions = { ...options, net: options.net && config.baselineNet !== false };
if (config.baseline.source === config.candidate.source && baselineOptions.net !== options.net)
  throw new Error('one build cannot play with and without its network in one process');
const baselineBuild =
  config.baseline.source === config.candidate.source
    ? candidateBuild
    : await loadBuild(config.baseline.source, baselineOptions);
const playerOf = (build: typeof candidateBuild, side: SideConfig): Player => {
  const settings: PlayerSettings = {
    level: side.level,
    msPerMove: side.msPerMove,
    blunders: side.blunders,
    clock,
    ...(side.hashBits === undefined ? {} : { hashBits: side.hashBits }),
  };
  return build.player(settings);
};
const candidate = playerOf(candidateBuild, config.candidate);
const baseline = playerOf(baselineBuild, config.baseline);

const send = (message: SprtWorkerMessage): void => {
  process.send?.(message);
};

process.on('message', (job: PairJob | 'stop') => {
  if (job === 'stop') {
    process.disconnect?.();
    return;
  }
  const games = [
    playSelfPlayGame(job.opening, candidate, baseline, 'black', job.seedBase),
    playSelfPlayGame(job.opening, candidate, baseline, 'red', job.seedBase + 500),
  ] as const;
  send({ index: job.index, games });
});
send({ ready: true });
