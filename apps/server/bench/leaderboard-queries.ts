// The leaderboard calls the benchmark times, each drawing its own random input (page, region,
// prefix, player) from the seeded ladder. Only this file knows the service's signatures.
import { LEADERBOARD_LIMITS, RATING_SPEEDS, REGIONS, type Region } from '@checkers/protocol';
import type { LeaderboardService } from '../src/modules/leaderboard/index.js';
import type { Outcome } from '../src/lib/errors.js';
import { randomInt, type Random } from '@checkers/engine';
import { pick } from '../test/ladder-seed-people.js';
import type { SeededLadder } from '../test/ladder-seed.js';

/** One timed query: a name and a call with fresh random input. */
export interface BenchQuery {
  readonly name: string;
  readonly iterations: number;
  /** Makes one call; says what it asked for (the slowest call's input is printed). */
  run(): Promise<string>;
  /** Untimed calls first: statement caches, connection pool, page cache, the 30 s stats cache. */
  warmUp(): Promise<void>;
}

/** A failed outcome is a broken benchmark (or service), never a figure. */
function expectOk<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`${what} failed: ${outcome.failure.code} ${outcome.failure.message}`);
  return outcome.value;
}

const pagesOf = (players: number, pageSize: number): number => Math.max(1, Math.ceil(players / pageSize));

/** A 2-to-4-letter prefix of a real username, so most searches find someone. */
function searchPrefix(random: Random, ladder: SeededLadder): string {
  const name = pick(random, ladder.accounts).username.toLowerCase();
  return name.slice(0, LEADERBOARD_LIMITS.searchMinLength + randomInt(random, 3));
}

/** The queries of one run, over `service` and the ladder it reads. */
export function benchQueries(
  service: LeaderboardService,
  ladder: SeededLadder,
  random: Random,
  iterations: number,
): BenchQuery[] {
  const global = ladder.pools.global;
  if (global === undefined) throw new Error('the ladder has no global pool');
  const pageSize = LEADERBOARD_LIMITS.pageSize;
  const rated = ladder.accounts.filter((account) => account.games > 0);
  const regionPages = (region: Region): number => pagesOf(global.byRegion[region], pageSize);
  const globalPage = async (): Promise<string> => {
    const page = 1 + randomInt(random, pagesOf(global.players, pageSize));
    expectOk(await service.page('global', { page, page_size: pageSize }, null), 'global page');
    return `page ${page}`;
  };
  const regionalPage = async (region: Region, page: number): Promise<string> => {
    const request = { region, page, page_size: pageSize };
    expectOk(await service.page('regional', request, null), 'regional page');
    return `${region} page ${page}`;
  };
  const search = async (): Promise<string> => {
    const q = searchPrefix(random, ladder);
    const request = { q, page: 1, page_size: LEADERBOARD_LIMITS.searchPageSize };
    const found = expectOk(await service.search('global', request, null), `search "${q}"`);
    return `"${q}" (${found.total_entries} found)`;
  };
  // The speed boards: a random speed each call, then a random page, prefix or player of it.
  const speeds = RATING_SPEEDS.filter((speed) => speed !== 'overall');
  const speedPool = (speed: string) => {
    const pool = ladder.pools[speed];
    if (pool === undefined) throw new Error(`the ladder has no ${speed} pool`);
    return pool;
  };
  const speedPage = async (): Promise<string> => {
    const speed = pick(random, speeds);
    const page = 1 + randomInt(random, pagesOf(speedPool(speed).players, pageSize));
    expectOk(await service.page('global', { speed, page, page_size: pageSize }, null), 'speed page');
    return `${speed} page ${page}`;
  };
  const speedSearch = async (): Promise<string> => {
    const speed = pick(random, speeds);
    const q = searchPrefix(random, ladder);
    const request = { speed, q, page: 1, page_size: LEADERBOARD_LIMITS.searchPageSize };
    const found = expectOk(await service.search('global', request, null), `${speed} search "${q}"`);
    return `${speed} "${q}" (${found.total_entries} found)`;
  };
  const speedAround = async (): Promise<string> => {
    const speed = pick(random, speeds);
    const player = pick(random, speedPool(speed).members);
    const request = { speed, radius: LEADERBOARD_LIMITS.aroundRadius };
    const reply = expectOk(await service.around(player, 'global', request, null), 'speed around');
    return `${speed} rank ${reply.user_rank}`;
  };
  const aroundPlayer = async (): Promise<string> => {
    const player = pick(random, rated);
    const request = { radius: LEADERBOARD_LIMITS.aroundRadius };
    const reply = expectOk(await service.around(player.id, 'global', request, null), 'around');
    return `rank ${reply.user_rank}`;
  };
  return [
    { name: 'page, global (random page)', iterations, run: globalPage, warmUp: fiveTimes(globalPage) },
    {
      name: 'page, regional (random region, page)',
      iterations,
      run: () => {
        const region = pick(random, REGIONS);
        return regionalPage(region, 1 + randomInt(random, regionPages(region)));
      },
      // Every region once: each region's board has its own cached stats.
      warmUp: async () => {
        for (const region of REGIONS) await regionalPage(region, 1);
      },
    },
    { name: 'search, global (2-4 letter prefix)', iterations, run: search, warmUp: fiveTimes(search) },
    { name: 'around me, global (radius 10)', iterations, run: aroundPlayer, warmUp: fiveTimes(aroundPlayer) },
    {
      name: 'page, speed (random speed, page)',
      iterations,
      run: speedPage,
      // Each speed's board has its own cached stats.
      warmUp: async () => {
        for (let i = 0; i < 4 * speeds.length; i++) await speedPage();
      },
    },
    {
      name: 'search, speed (2-4 letter prefix)',
      iterations,
      run: speedSearch,
      warmUp: fiveTimes(speedSearch),
    },
    { name: 'around me, speed (radius 10)', iterations, run: speedAround, warmUp: fiveTimes(speedAround) },
    {
      // The stats (count, average, median, active players) are cached for 30 s; this is the call
      // that fills the cache: the first call on a board, then one call per board every 30 s.
      name: 'page, global, stats not cached',
      iterations: Math.max(3, Math.round(iterations / 20)),
      run: () => {
        service.forgetCached();
        return globalPage();
      },
      warmUp: async () => {},
    },
  ];
}

/** Runs a call five times, untimed. */
const fiveTimes = (run: () => Promise<string>) => async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await run();
};
