// A generator worker: loads the endgame databases, then plays and mines the games it is sent, one
// message per game (after a first message saying what it loaded).
import { parentPort, workerData } from 'node:worker_threads';
import { loadDatabases } from './egdb.js';
import { playAndMine, type Ballot, type PlayOptions } from './selfplay.js';

interface Job {
  readonly games: readonly { game: number; ballot: Ballot }[];
  readonly options: PlayOptions;
}

const job = workerData as Job;
parentPort!.postMessage({ egdb: loadDatabases() });
for (const { game, ballot } of job.games) {
  parentPort!.postMessage(playAndMine(game, ballot, job.options, () => performance.now()));
}
