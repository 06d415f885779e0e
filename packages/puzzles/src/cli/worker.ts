// A generator worker: plays and mines the games it is sent, one message per game.
import { parentPort, workerData } from 'node:worker_threads';
import { playAndMine, type Ballot, type PlayOptions } from './selfplay.js';

interface Job {
  readonly games: readonly { game: number; ballot: Ballot }[];
  readonly options: PlayOptions;
}

const job = workerData as Job;
for (const { game, ballot } of job.games) {
  parentPort!.postMessage(playAndMine(game, ballot, job.options, () => performance.now()));
}
