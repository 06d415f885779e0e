// Leaderboard benchmark: seeds a rated ladder (100,000 accounts by default) into a fresh SQLite
// file and, with --pg, into PostgreSQL, then times the leaderboard calls over many random inputs
// and prints p50/p95/max per query and database, ending with one line of JSON.
//
//   npm run bench:leaderboard -w @checkers/server                       SQLite, 100,000 accounts
//   npm run bench:leaderboard -w @checkers/server -- --pg               and PostgreSQL
//   npm run bench:leaderboard -w @checkers/server -- --accounts 2000    a quick sanity run
//
// Other options: --games (1.5 per account), --iterations (300 calls a query), --seed (1), --pg-only,
// --skip-settle (read straight after the bulk load: no SQLite checkpoint, no PostgreSQL vacuum),
// --keep (leave the seeded databases in place to look at their plans; PostgreSQL needs DATABASE_URL).
//
// PostgreSQL is DATABASE_URL's cluster when set (a database is made in it and dropped after), else
// a throwaway cluster started like scripts/postgres-test.sh starts one.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createRandom } from '@checkers/engine';
import type { Storage } from '../src/db/database.js';
import { LeaderboardService } from '../src/modules/leaderboard/index.js';
import { seedLadder, type SeededLadder } from '../test/ladder-seed.js';
import { benchQueries } from './leaderboard-queries.js';
import { openBenchDatabase, type DatabaseKind } from './bench-databases.js';
import { formatLine, summarise, timeCalls, timed, type TimingSummary } from './timing.js';
import { tablesOf, type Database } from '../src/database-schema.js';

interface BenchOptions {
  readonly accounts: number;
  readonly games: number;
  readonly iterations: number;
  readonly seed: number;
  /** One present for every database, so each gets the same ladder (seasons split at the same game). */
  readonly now: Date;
  readonly databases: readonly DatabaseKind[];
  readonly settle: boolean;
  /** Leaves the seeded databases in place afterwards. */
  readonly keep: boolean;
}

/** What one database measured. */
interface DatabaseResult {
  readonly seedSeconds: number;
  readonly seedCpuSeconds: number;
  readonly sizeMb: number;
  readonly snapshotMs: number;
  readonly queries: Record<string, TimingSummary>;
}

function parseOptions(): BenchOptions {
  const { values } = parseArgs({
    options: {
      accounts: { type: 'string', default: '100000' },
      games: { type: 'string' },
      iterations: { type: 'string', default: '300' },
      seed: { type: 'string', default: '1' },
      pg: { type: 'boolean', default: false },
      'pg-only': { type: 'boolean', default: false },
      'skip-settle': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  });
  const accounts = Number(values.accounts);
  const databases: DatabaseKind[] = values['pg-only']
    ? ['postgres']
    : values.pg
      ? ['sqlite', 'postgres']
      : ['sqlite'];
  return {
    accounts,
    // One and a half games per account: most players have a few games, a few have many.
    games: values.games === undefined ? Math.round(accounts * 1.5) : Number(values.games),
    iterations: Number(values.iterations),
    seed: Number(values.seed),
    now: new Date(),
    databases,
    settle: !values['skip-settle'],
    keep: values.keep,
  };
}

/** Seeds the ladder; says how long it took, and how much of that was this process's CPU. */
async function seed(
  storage: Storage<Database>,
  options: BenchOptions,
): Promise<{ ladder: SeededLadder; seconds: number; cpuSeconds: number }> {
  const cpuBefore = process.cpuUsage();
  const { value: ladder, ms } = await timed(() =>
    seedLadder(storage.db, {
      accounts: options.accounts,
      games: options.games,
      seed: options.seed,
      now: options.now,
      friendsOf: 100,
      snapshotYesterday: true,
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return { ladder, seconds: tenths(ms / 1000), cpuSeconds: tenths((cpu.user + cpu.system) / 1e6) };
}

const tenths = (value: number): number => Math.round(value * 10) / 10;

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<DatabaseResult> {
  const database = await openBenchDatabase(kind, options.keep);
  try {
    const { ladder, seconds, cpuSeconds } = await seed(database.storage, options);
    const settled = await timed(async () => (options.settle ? database.settle() : undefined));
    const sizeMb = tenths((await database.size()) / 1e6);
    const pools = Object.entries(ladder.pools).map(
      ([pool, { players, games }]) => `${pool} ${players}/${games}`,
    );
    console.log(
      `${kind}: seeded in ${seconds} s (${cpuSeconds} s of this process's CPU), settled in ` +
        `${tenths(settled.ms / 1000)} s, ${sizeMb} MB; pools (players/games): ${pools.join(', ')}`,
    );
    const service = new LeaderboardService(tablesOf(database.storage.db), { friendIds: async () => [] });
    // Today's snapshot would otherwise be taken in the background during the first timed calls.
    const snapshot = await timed(() => service.takeSnapshots());
    console.log(`  daily rank snapshot (every ladder, all time + season): ${snapshot.ms.toFixed(0)} ms`);
    const queries = benchQueries(service, ladder, createRandom(options.seed + 1), options.iterations);
    const results: Record<string, TimingSummary> = {};
    for (const query of queries) {
      await query.warmUp();
      results[query.name] = summarise(await timeCalls(query.iterations, () => query.run()));
      console.log(formatLine(query.name, results[query.name] as TimingSummary));
    }
    return {
      seedSeconds: seconds,
      seedCpuSeconds: cpuSeconds,
      sizeMb,
      snapshotMs: Math.round(snapshot.ms),
      queries: results,
    };
  } finally {
    await database.dispose();
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  const loadBefore = loadavg()[0] ?? 0;
  console.log(
    `Leaderboard bench: ${options.accounts} accounts, ${options.games} games, ${options.iterations} calls a query; ` +
      `${cpus().length} CPUs, load ${loadBefore.toFixed(2)}`,
  );
  const results: Partial<Record<DatabaseKind, DatabaseResult>> = {};
  for (const kind of options.databases) results[kind] = await benchDatabase(kind, options);
  const loadAfter = loadavg()[0] ?? 0;
  console.log(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
  console.log(
    JSON.stringify({
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      load: [Math.round(loadBefore * 100) / 100, Math.round(loadAfter * 100) / 100],
      accounts: options.accounts,
      games: options.games,
      iterations: options.iterations,
      seed: options.seed,
      settled: options.settle,
      results,
    }),
  );
}

await main();
