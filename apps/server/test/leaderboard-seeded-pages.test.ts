// The leaderboard boards on a seeded ladder of a few thousand accounts, each checked against the
// stored rows: the global, regional and seasonal boards page by page with totals and rank changes,
// the board's stats, players' rows, the rows around a player and the search by username prefix.
import type { LeaderboardAround, LeaderboardStatsResponse, LeaderboardUser } from '@checkers/protocol';
import { LEADERBOARD_LIMITS, REGIONS } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingsTable } from '../src/modules/ratings/index.js';
import type { Client } from './harness.js';
import { type TestServer } from './harness.js';
import type { SeededLadder } from './ladder-seed.js';
import { LeaderboardService, type LeaderboardDb } from '../src/modules/leaderboard/index.js';
import { tablesOf } from '../src/database-schema.js';
import { DAY, actual, expected, pageOf, startSeeded } from './leaderboard-seeded-fixtures.js';

let server: TestServer;
let ladder: SeededLadder;
let client: Client;
let pools: Map<string, RatingsTable[]>;
let usernames: Map<string, string>;
let snapshot: Map<string, { rank: number; region_rank: number }>;

beforeAll(async () => {
  ({ server, ladder, client, pools, usernames, snapshot } = await startSeeded());
}, 120_000);
afterAll(async () => server.close());

const poolRows = (pool: string): RatingsTable[] => pools.get(pool) ?? [];
const getPage = (path: string, as = client) => pageOf(as, path);

describe('a seeded ladder', () => {
  it('seeds thousands of rated players', () => {
    expect(poolRows('global').length).toBeGreaterThan(2500);
    expect(poolRows(ladder.currentSeason).length).toBeGreaterThan(100);
    expect(snapshot.size).toBeGreaterThan(100);
  });

  it('pages the global board in order, with totals and rank changes', async () => {
    const rows = poolRows('global');
    const lastPage = Math.ceil(rows.length / 100);
    for (const page of [1, 2, 13, lastPage]) {
      const reply = await getPage(`/api/leaderboard/global?page=${page}&page_size=100`);
      const slice = rows.slice((page - 1) * 100, page * 100);
      expect(actual(reply)).toEqual(expected(slice, (page - 1) * 100 + 1));
      expect(reply).toMatchObject({
        total_entries: rows.length,
        total_pages: lastPage,
        has_next: page < lastPage,
      });
      for (const entry of reply.entries) {
        const before = snapshot.get(entry.user_id);
        expect(entry.rank_change).toBe(before === undefined ? null : before.rank - (entry.rank ?? 0));
        expect(entry.username).toBe(usernames.get(entry.user_id));
      }
    }
    expect((await getPage(`/api/leaderboard/global?page=${lastPage + 1}&page_size=100`)).entries).toEqual([]);
  });

  it('pages every region with region ranks and their changes', async () => {
    for (const region of REGIONS) {
      const rows = poolRows('global').filter((row) => row.region === region);
      const reply = await getPage(`/api/leaderboard/regional?region=${region}&page=2&page_size=25`);
      expect(actual(reply)).toEqual(expected(rows.slice(25, 50), 26));
      expect(reply.total_entries).toBe(rows.length);
      for (const entry of reply.entries) {
        const before = snapshot.get(entry.user_id);
        expect(entry.rank_change).toBe(before === undefined ? null : before.region_rank - (entry.rank ?? 0));
      }
    }
  });

  it('pages the current and the previous season', async () => {
    for (const season of [ladder.currentSeason, ladder.previousSeason]) {
      const rows = poolRows(season);
      const reply = await getPage(`/api/leaderboard/seasonal?season=${season}&page_size=100`);
      expect(reply.season).toBe(season);
      expect(actual(reply)).toEqual(expected(rows.slice(0, 100), 1));
      expect(reply.stats.total_players).toBe(rows.length);
    }
    const current = await getPage('/api/leaderboard/seasonal?page_size=10');
    expect(current.season).toBe(ladder.currentSeason);
  });

  it('gives the stats of the global board and its distributions', async () => {
    const rows = poolRows('global');
    const sorted = rows.map((row) => row.rating).sort((a, b) => a - b);
    const middle = (sorted.length - 1) / 2;
    const median = (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
    const since = new Date(Date.now() - 30 * DAY).toISOString();
    const reply = await client.get<LeaderboardStatsResponse>('/api/leaderboard/stats');
    expect(reply.body.stats).toEqual({
      total_players: rows.length,
      active_players: rows.filter((row) => row.last_game_at >= since).length,
      average_rating: Math.round(sorted.reduce((a, b) => a + b, 0) / rows.length),
      median_rating: Math.round(median),
      total_games: ladder.games,
    });
    const buckets: Record<string, number> = {};
    for (const row of rows) {
      const floor = String(Math.floor(Math.round(row.rating) / 100) * 100);
      buckets[floor] = (buckets[floor] ?? 0) + 1;
    }
    expect(reply.body.rating_distribution).toEqual(buckets);
    const inBands = Object.values(reply.body.band_distribution).reduce((a, b) => a + b, 0);
    expect(inBands).toBe(rows.length);
  });

  it("gives players' rows, the top and an unranked one", async () => {
    const top = await client.get<LeaderboardUser>(`/api/leaderboard/user/${ladder.named.top.id}/global`);
    expect(top.body.entry).toMatchObject({ user_id: ladder.named.top.id, rank: 1 });
    const median = ladder.named.median.id;
    const rank = poolRows('global').findIndex((row) => row.user_id === median) + 1;
    const row = await client.get<LeaderboardUser>(`/api/leaderboard/user/${median}/global`);
    expect(row.body.entry.rank).toBe(rank);
    const noGames = ladder.named.noGames;
    if (noGames !== undefined) {
      const unranked = await client.get<LeaderboardUser>(`/api/leaderboard/user/${noGames.id}/global`);
      expect(unranked.body.entry).toMatchObject({ rank: null, current_rating: 1200, games_played: 0 });
    }
  });

  it('lists the rows around a player, in every region', async () => {
    const median = ladder.named.median.id;
    const rows = poolRows('global');
    const index = rows.findIndex((row) => row.user_id === median);
    const reply = await client.get<LeaderboardAround>(`/api/leaderboard/around/${median}/global?radius=7`);
    expect(reply.body.user_rank).toBe(index + 1);
    expect(actual(reply.body)).toEqual(expected(rows.slice(index - 7, index + 8), index - 6));
    const region = ladder.named.median.region;
    const regional = rows.filter((r) => r.region === region);
    const at = regional.findIndex((r) => r.user_id === median);
    const near = await client.get<LeaderboardAround>(
      `/api/leaderboard/around/${median}/regional?region=${region}&radius=3`,
    );
    expect(actual(near.body)).toEqual(
      expected(regional.slice(Math.max(0, at - 3), at + 4), Math.max(0, at - 3) + 1),
    );
    const top = await client.get<LeaderboardAround>(`/api/leaderboard/around/${ladder.named.top.id}/global`);
    expect(actual(top.body)).toEqual(expected(rows.slice(0, 11), 1));
  });

  it('searches by username prefix with real ranks, for short and long prefixes', async () => {
    const rows = poolRows('global');
    const rankOf = new Map(rows.map((row, i) => [row.user_id, i + 1]));
    const name = usernames.get(ladder.named.median.id) ?? '';
    // The commonest two letters make a prefix dense enough to be found by walking the rating index.
    const twoLetters = new Map<string, number>();
    for (const username of usernames.values()) {
      const start = username.slice(0, 2).toLowerCase();
      twoLetters.set(start, (twoLetters.get(start) ?? 0) + 1);
    }
    const commonest = [...twoLetters.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    const cases: [string, number, number][] = [
      [name.slice(0, 2), 2, 10],
      [name.slice(0, 3), 2, 10],
      [name.slice(0, 5), 1, 20],
      [commonest, 2, 10],
      [commonest, 3, 2],
    ];
    for (const [prefix, page, size] of cases) {
      const matches = rows.filter((row) =>
        (usernames.get(row.user_id) ?? '').toLowerCase().startsWith(prefix.toLowerCase()),
      );
      const query = `q=${encodeURIComponent(prefix.toUpperCase())}&page=${page}&page_size=${size}`;
      const reply = await getPage(`/api/leaderboard/search/global?${query}`);
      expect(reply.total_entries, prefix).toBe(Math.min(matches.length, LEADERBOARD_LIMITS.searchMaxMatches));
      expect(reply.entries.map((entry) => [entry.user_id, entry.rank])).toEqual(
        matches.slice((page - 1) * size, page * size).map((row) => [row.user_id, rankOf.get(row.user_id)]),
      );
    }
    // Past the cap a search stops counting: exact under it, the cap at it and over it, and the
    // pages past the cap are past the end.
    const common = rows.filter((row) =>
      (usernames.get(row.user_id) ?? '').toLowerCase().startsWith(commonest),
    );
    expect(common.length).toBeGreaterThan(4);
    for (const cap of [4, common.length, common.length + 5]) {
      const service = new LeaderboardService(tablesOf<LeaderboardDb>(server.app.services.storage.db), {
        friendIds: async () => [],
        searchMaxMatches: cap,
      });
      const search = (page: number) => service.search('global', { q: commonest, page, page_size: 2 }, null);
      const first = await search(1);
      expect(first.ok && first.value.total_entries).toBe(Math.min(cap, common.length));
      const pastCap = await search(3);
      expect(pastCap.ok && pastCap.value.entries.length).toBe(cap === 4 ? 0 : 2);
    }
  });
});
