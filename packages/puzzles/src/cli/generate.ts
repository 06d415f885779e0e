// npm run puzzles:generate -- [--games N] [--seed S] [--workers W] [--out FILE] [--min N]
// Plays the engine against itself from the ACF ballots, mines and proves puzzles, and writes the
// bank (one puzzle a line). Prints the figures docs/PERFORMANCE.md reports. Each worker loads the
// endgame databases (2 to 5 pieces, cli/egdb.ts) before its first game.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { EgdbLoad } from '@checkers/engine';
import { parseBank } from '../bank.js';
import type { BankPuzzle, PuzzleType } from '../puzzle.js';
import { PUZZLE_TYPES } from '../puzzle.js';
import type { DropReason, MinedPuzzle } from './mine.js';
import type { Ballot, GameYield, PlayOptions } from './selfplay.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '400' },
    seed: { type: 'string', default: '18' },
    workers: { type: 'string', default: '2' },
    out: { type: 'string', default: fileURLToPath(new URL('../../data/bank.json', import.meta.url)) },
    'max-plies': { type: 'string', default: '120' },
    nodes: { type: 'string', default: '20000' },
    slip: { type: 'string', default: '0.12' },
    size: { type: 'string', default: '500' },
  },
});

const games = Number(values.games);
const workers = Math.max(1, Math.min(2, Number(values.workers)));
const options: PlayOptions = {
  seed: Number(values.seed),
  maxPlies: Number(values['max-plies']),
  searchNodes: Number(values.nodes),
  slip: Number(values.slip),
};

function readBallots(): Ballot[] {
  const file = fileURLToPath(new URL('../../../engine/data/acf-three-move-ballots.tsv', import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'))
    .filter((cols) => cols[2] === 'crossboard')
    .map((cols) => ({ number: Number(cols[0]), moves: (cols[1] ?? '').split(' ') }));
}

const WORKER = new URL('./worker.ts', import.meta.url).href;
const ballots = readBallots();
const jobs = Array.from({ length: games }, (_, game) => ({ game, ballot: ballots[game % ballots.length]! }));
const started = performance.now();
const yields: GameYield[] = [];
await Promise.all(
  Array.from({ length: workers }, (_, w) => {
    // Workers do not inherit tsx's loader: register it, then load the TypeScript worker.
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); });`;
    const worker = new Worker(boot, {
      eval: true,
      workerData: { games: jobs.filter((_, i) => i % workers === w), options },
      execArgv: ['--conditions=source'],
    });
    worker.on('message', (message: GameYield | { egdb: EgdbLoad }) => {
      if ('egdb' in message) {
        const { maxPieces, slices, positions } = message.egdb;
        if (w === 0)
          console.log(
            `endgame databases: up to ${maxPieces} pieces, ${slices} slices, ${positions} positions`,
          );
        return;
      }
      const y = message;
      yields.push(y);
      if (yields.length % 20 === 0) {
        const found = yields.reduce((n, g) => n + g.puzzles.length, 0);
        console.log(
          `${yields.length}/${games} games, ${found} puzzles, ${Math.round((performance.now() - started) / 1000)} s`,
        );
      }
    });
    return new Promise<void>((resolve, reject) => {
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exit ${code}`))));
    });
  }),
);

yields.sort((a, b) => a.game - b.game);
const dropped: Record<DropReason | 'duplicate', number> = {
  'not-unique': 0,
  'not-proved': 0,
  'too-deep': 0,
  'no-shot': 0,
  duplicate: 0,
};
const byFen = new Map<string, MinedPuzzle>();
let candidates = 0;
for (const y of yields) {
  candidates += y.candidates;
  for (const [reason, n] of Object.entries(y.dropped)) dropped[reason as DropReason] += n;
  for (const { puzzle } of y.puzzles) {
    if (byFen.has(puzzle.fen)) dropped.duplicate++;
    else byFen.set(puzzle.fen, puzzle);
  }
}
// The bank's spread: speed, tactics and pattern the most common; defensive positions are plentiful
// in self-play, so they are capped. Quotas first, then the rest in discovery order.
const SHARES: Record<PuzzleType, number> = {
  speed: 0.2,
  tactics: 0.2,
  pattern: 0.2,
  defensive: 0.14,
  endgame: 0.13,
  mate_in_n: 0.13,
};
const size = Number(values.size);
const proven = [...byFen.values()];
const chosen = new Set<MinedPuzzle>();
for (const type of PUZZLE_TYPES) {
  for (const p of proven.filter((q) => q.type === type).slice(0, Math.round(SHARES[type] * size)))
    chosen.add(p);
}
for (const p of proven) if (chosen.size < size) chosen.add(p);
const bank: BankPuzzle[] = proven
  .filter((p) => chosen.has(p))
  .map((p, i) => ({ id: `p${String(i + 1).padStart(4, '0')}`, ...p }));
parseBank(JSON.parse(JSON.stringify(bank)));
writeFileSync(values.out, `[\n${bank.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`);

const seconds = Math.round((performance.now() - started) / 1000);
const plies = yields.reduce((n, y) => n + y.plies, 0);
const spread = (key: (p: BankPuzzle) => string | number): string =>
  Object.entries(
    bank.reduce<Record<string, number>>((acc, p) => ((acc[key(p)] = (acc[key(p)] ?? 0) + 1), acc), {}),
  )
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
console.log(`games ${games}, plies ${plies}, workers ${workers}, ${seconds} s`);
const failed = dropped['not-unique'] + dropped['not-proved'] + dropped['too-deep'] + dropped['no-shot'];
console.log(
  `candidates ${candidates}, proved ${candidates - failed}, distinct ${proven.length}, kept ${bank.length}`,
);
const proved: Record<string, number> = {};
for (const p of proven) proved[p.type] = (proved[p.type] ?? 0) + 1;
console.log(`proved by type: ${JSON.stringify(proved)}`);
console.log(
  `dropped: ${Object.entries(dropped)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(`types: ${spread((p) => p.type)}`);
console.log(`difficulty: ${spread((p) => p.difficulty)}`);
const missing = PUZZLE_TYPES.filter((t: PuzzleType) => !bank.some((p) => p.type === t));
if (missing.length > 0) console.log(`missing types: ${missing.join(', ')}`);
console.log(`wrote ${values.out}`);
