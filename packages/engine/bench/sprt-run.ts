// Runs a self-play test over worker processes: hands out pairs of games (one ballot opening, the
// candidate with each colour) to whichever worker is free, updates the statistics after every pair
// and stops as soon as the SPRT decides or the pair limit is reached.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRandom, randomInt } from '../src/ai/random.js';
import { crossboardBallots, type Ballot } from '../src/cli/committed-data.js';
import { NO_THINKING, addThinking, type SelfPlayGame, type Thinking } from './self-play.js';
import {
  addPair,
  sprtState,
  type PairPoints,
  type Pentanomial,
  type SprtBounds,
  type SprtState,
} from './sprt-stats.js';
import type { PairJob, SprtWorkerMessage, WorkerConfig } from './sprt-worker.js';

/** How to run a test. */
export interface SprtRunOptions {
  readonly config: WorkerConfig;
  readonly bounds: SprtBounds;
  /** Pairs after which the test stops undecided. */
  readonly maxPairs: number;
  /** Stop at the SPRT's verdict (true) or always play maxPairs (false: a fixed-length match). */
  readonly stopAtVerdict: boolean;
  readonly jobs: number;
  /** Seed of the openings' order. */
  readonly seed: number;
  /** Pairs of the seeded order to pass over first (to go on with a test that stopped); 0 by default. */
  readonly firstPair?: number;
  /** Called after every pair with the games and the state. */
  readonly onPair?: (ballot: number, games: readonly SelfPlayGame[], state: SprtState) => void;
}

/** The final state, how long each side thought, and how long the test took. */
export interface SprtRunResult {
  readonly state: SprtState;
  readonly pentanomial: Pentanomial;
  readonly thinking: { readonly candidate: Thinking; readonly baseline: Thinking };
  readonly seconds: number;
}

/** The crossboard ballots in a seeded order, repeated as often as needed to fill `count` pairs. */
export function openingSchedule(count: number, seed: number): { ballot: Ballot; cycle: number }[] {
  const ballots = crossboardBallots(Number.POSITIVE_INFINITY);
  const random = createRandom(seed);
  const order = ballots.slice();
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return Array.from({ length: count }, (_, i) => ({
    ballot: order[i % order.length]!,
    cycle: Math.floor(i / order.length),
  }));
}

const pairPoints = (games: readonly SelfPlayGame[]): PairPoints =>
  games.reduce<number>(
    (sum, g) => sum + (g.outcome === 'win' ? 1 : g.outcome === 'draw' ? 0.5 : 0),
    0,
  ) as PairPoints;

/** Plays the test and resolves with its final state. */
export function runSprt(options: SprtRunOptions): Promise<SprtRunResult> {
  const started = performance.now();
  const skipped = options.firstPair ?? 0;
  const schedule = openingSchedule(skipped + options.maxPairs, options.seed).slice(skipped);
  let next = 0;
  let counts: Pentanomial = [0, 0, 0, 0, 0];
  const games = { wins: 0, draws: 0, losses: 0 };
  const thinking = { candidate: NO_THINKING, baseline: NO_THINKING };
  let state = sprtState(counts, games, options.bounds);
  let inFlight = 0;
  let done = false;
  const workers: ChildProcess[] = [];

  return new Promise((resolve, reject) => {
    const finish = (): void => {
      if (done) return;
      done = true;
      for (const worker of workers) worker.kill();
      resolve({
        state,
        pentanomial: counts,
        thinking,
        seconds: Math.round((performance.now() - started) / 1000),
      });
    };
    const dispatch = (worker: ChildProcess): void => {
      if (done) return;
      const stopping = options.stopAtVerdict && state.verdict !== null;
      if (next >= schedule.length || stopping) {
        if (inFlight === 0) finish();
        return;
      }
      const { ballot, cycle } = schedule[next]!;
      const job: PairJob = {
        index: next,
        ballot: ballot.number,
        opening: ballot.moves,
        seedBase: ballot.number * 1000 + cycle * 1_000_000,
      };
      next++;
      inFlight++;
      worker.send(job);
    };
    for (let j = 0; j < Math.max(1, options.jobs); j++) {
      const worker = fork(
        fileURLToPath(new URL('./sprt-worker.ts', import.meta.url)),
        [JSON.stringify(options.config)],
        { execArgv: process.execArgv },
      );
      workers.push(worker);
      worker.on('message', (message: SprtWorkerMessage) => {
        if ('ready' in message) {
          dispatch(worker);
          return;
        }
        inFlight--;
        counts = addPair(counts, pairPoints(message.games));
        for (const g of message.games) {
          thinking.candidate = addThinking(thinking.candidate, g.thinking[0]);
          thinking.baseline = addThinking(thinking.baseline, g.thinking[1]);
          if (g.outcome === 'win') games.wins++;
          else if (g.outcome === 'draw') games.draws++;
          else games.losses++;
        }
        state = sprtState(counts, games, options.bounds);
        options.onPair?.(schedule[message.index]!.ballot.number, message.games, state);
        dispatch(worker);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (!done && code !== 0 && code !== null)
          reject(new Error(`self-play worker exited with code ${code}`));
      });
    }
  });
}
