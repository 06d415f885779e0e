// One worker of a parallel match: plays its share of the openings and reports to the parent.
import { loadCommittedNet } from '../src/cli/committed-data.js';
import { runMatch, type MatchOptions } from './match.js';
import type { WorkerMessage } from './parallel-match.js';

const send = (message: WorkerMessage): void => {
  process.send?.(message);
};

const options = JSON.parse(process.argv[2] ?? '{}') as MatchOptions;
// The parent's shared network does not cross into this process: load it here too.
if (options.net === true) loadCommittedNet();
const summary = await runMatch({ ...options, onGame: (game) => send({ game }) });
send({ summary });
process.disconnect?.();
