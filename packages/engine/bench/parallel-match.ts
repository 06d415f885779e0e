// The match split over several processes: games are independent and each side's budget is fixed
// (our CPU time per move, the peer's depth), so playing them side by side changes only how long the
// whole match takes. Each worker plays every n-th opening and reports its games as they finish.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { crossboardBallots } from '../src/cli/committed-data.js';
import type { GameReport, MatchOptions, MatchSummary } from './match.js';

/** What a worker sends back: a finished game, or its totals at the end. */
export type WorkerMessage = { readonly game: GameReport } | { readonly summary: MatchSummary };

/** Plays the match over `jobs` worker processes and adds up their results. */
export async function runParallelMatch(options: MatchOptions, jobs: number): Promise<MatchSummary> {
  const started = performance.now();
  const numbers = crossboardBallots(options.openings).map((b) => b.number);
  const shares = Array.from({ length: jobs }, (_, j) => numbers.filter((_, i) => i % jobs === j)).filter(
    (share) => share.length > 0,
  );
  const { onGame, ...plain } = options;
  const summaries = await Promise.all(
    shares.map(
      (only) =>
        new Promise<MatchSummary>((resolve, reject) => {
          const worker = fork(
            fileURLToPath(new URL('./match-worker.ts', import.meta.url)),
            [JSON.stringify({ ...plain, only })],
            {
              execArgv: process.execArgv,
            },
          );
          let summary: MatchSummary | null = null;
          worker.on('message', (message: WorkerMessage) => {
            if ('game' in message) onGame?.(message.game);
            else summary = message.summary;
          });
          worker.on('error', reject);
          worker.on('exit', (code) =>
            summary !== null ? resolve(summary) : reject(new Error(`match worker exited with code ${code}`)),
          );
        }),
    ),
  );
  const total = (key: 'wins' | 'draws' | 'losses' | 'games'): number =>
    summaries.reduce((n, s) => n + s[key], 0);
  const games = total('games');
  return {
    ...summaries[0]!,
    openings: options.openings,
    games,
    wins: total('wins'),
    draws: total('draws'),
    losses: total('losses'),
    score: games === 0 ? 0 : (total('wins') + total('draws') / 2) / games,
    seconds: Math.round((performance.now() - started) / 1000),
  };
}
