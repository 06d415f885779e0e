// The leaderboards of one speed (`speed=`) on a seeded ladder, checked against the stored rows: each
// board, player row, around-me, search and stats ranks within that speed's pool, all time or in a
// season, and a player with no game at that speed is not on its board.
import type { LeaderboardAround, LeaderboardStatsResponse, LeaderboardUser } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingsTable } from '../src/modules/ratings/index.js';
import { Client, type TestServer } from './harness.js';
import type { SeededLadder } from './ladder-seed.js';
import { actual, expected, pageOf, startSeeded } from './leaderboard-seeded-fixtures.js';

let server: TestServer;
let ladder: SeededLadder;
let client: Client;
let pools: Map<string, RatingsTable[]>;
let usernames: Map<string, string>;

beforeAll(async () => {
  ({ server, ladder, client, pools, usernames } = await startSeeded());
}, 120_000);
afterAll(async () => server.close());

const poolRows = (pool: string): RatingsTable[] => pools.get(pool) ?? [];
const getPage = (path: string, as = client) => pageOf(as, path);
const rankIn = (pool: string, userId: string): number =>
  poolRows(pool).findIndex((row) => row.user_id === userId) + 1;
/** A rated player with no game in the pool. */
const notIn = (pool: string): string => {
  const members = new Set(poolRows(pool).map((row) => row.user_id));
  return poolRows('global').find((row) => !members.has(row.user_id))!.user_id;
};

describe('speed=', () => {
  it('pages each speed board in its own order, with its own totals and games', async () => {
    for (const speed of ['bullet', 'blitz', 'rapid', 'classical', 'correspondence']) {
      const rows = poolRows(speed);
      expect(rows.length).toBeGreaterThan(100);
      expect(rows.length).toBeLessThan(poolRows('global').length);
      const reply = await getPage(`/api/leaderboard/global?speed=${speed}&page=2&page_size=50`);
      expect(actual(reply)).toEqual(expected(rows.slice(50, 100), 51));
      expect(reply.total_entries).toBe(rows.length);
      expect(reply.stats.total_players).toBe(rows.length);
      expect(reply.stats.total_games).toBe(ladder.pools[speed]!.games);
    }
    // Overall when absent, and by name.
    const overall = await getPage('/api/leaderboard/global?speed=overall&page_size=20');
    expect(actual(overall)).toEqual(expected(poolRows('global').slice(0, 20), 1));
  });

  it('narrows a speed board to a region, to a season, and to friends', async () => {
    const eu = poolRows('blitz').filter((row) => row.region === 'EU');
    const regional = await getPage('/api/leaderboard/regional?region=EU&speed=blitz&page_size=30');
    expect(actual(regional)).toEqual(expected(eu.slice(0, 30), 1));
    expect(regional.total_entries).toBe(eu.length);

    const pool = `${ladder.currentSeason}:rapid`;
    const seasonal = await getPage('/api/leaderboard/seasonal?speed=rapid&page_size=30');
    expect(poolRows(pool).length).toBeGreaterThan(30);
    expect(actual(seasonal)).toEqual(expected(poolRows(pool).slice(0, 30), 1));
    expect(seasonal.season).toBe(ladder.currentSeason);

    const owner = ladder.accounts[0]!.id;
    const friends = new Set([owner]);
    for (const { userId, friendId } of ladder.friendships) {
      if (userId === owner) friends.add(friendId);
      if (friendId === owner) friends.add(userId);
    }
    const caller = await new Client(server.url).init();
    caller.token = await server.app.services.identities.issueToken(owner);
    const mine = await getPage('/api/leaderboard/friends?speed=bullet', caller);
    expect(actual(mine)).toEqual(
      expected(
        poolRows('bullet').filter((row) => friends.has(row.user_id)),
        1,
      ),
    );
  });

  it("gives a player's row and the rows around them in the speed's ranks", async () => {
    const rows = poolRows('classical');
    const player = rows[Math.floor(rows.length / 3)]!;
    const user = await client.get<LeaderboardUser>(
      `/api/leaderboard/user/${player.user_id}/global?speed=classical`,
    );
    expect(user.status).toBe(200);
    expect(user.body.entry.rank).toBe(rankIn('classical', player.user_id));
    expect(user.body.entry.games_played).toBe(player.games);
    expect(user.body.total_players).toBe(rows.length);

    const around = await client.get<LeaderboardAround>(
      `/api/leaderboard/around/${player.user_id}/global?speed=classical&radius=3`,
    );
    expect(around.body.user_rank).toBe(rankIn('classical', player.user_id));
    const at = rankIn('classical', player.user_id);
    expect(actual(around.body)).toEqual(expected(rows.slice(at - 4, at + 3), at - 3));

    // Rated overall, never at this speed: on no board of it.
    const stranger = notIn('classical');
    const off = await client.get<LeaderboardUser>(`/api/leaderboard/user/${stranger}/global?speed=classical`);
    expect(off.status).toBe(200);
    expect(off.body.entry).toMatchObject({ rank: null, games_played: 0, current_rating: 1200 });
    const none = await client.get<LeaderboardAround>(
      `/api/leaderboard/around/${stranger}/global?speed=classical`,
    );
    expect(none.body).toMatchObject({ user_rank: null, entries: [] });
  });

  it('ranks players inside a large tie group, around them and in a search', async () => {
    // Players who won their one game at a speed share a rating exactly: the largest such group.
    const rows = poolRows('blitz');
    const groups = new Map<number, RatingsTable[]>();
    for (const row of rows) groups.set(row.rating, [...(groups.get(row.rating) ?? []), row]);
    const group = [...groups.values()].reduce((a, b) => (b.length > a.length ? b : a));
    expect(group.length).toBeGreaterThan(20);
    for (const player of [group[0]!, group[Math.floor(group.length / 2)]!, group.at(-1)!]) {
      const at = rankIn('blitz', player.user_id);
      const user = await client.get<LeaderboardUser>(
        `/api/leaderboard/user/${player.user_id}/global?speed=blitz`,
      );
      expect(user.body.entry.rank).toBe(at);
      const around = await client.get<LeaderboardAround>(
        `/api/leaderboard/around/${player.user_id}/global?speed=blitz&radius=4`,
      );
      const from = Math.max(0, at - 5);
      expect(actual(around.body)).toEqual(expected(rows.slice(from, at + 4), from + 1));
    }
    // A search whose results are mostly of the group: their ranks, each counted from the one before.
    const prefix = usernames.get(group[1]!.user_id)!.slice(0, 2).toLowerCase();
    const matches = rows.filter((row) => usernames.get(row.user_id)!.toLowerCase().startsWith(prefix));
    const reply = await getPage(`/api/leaderboard/search/global?q=${prefix}&speed=blitz&page_size=100`);
    expect(reply.entries.map((entry) => [entry.user_id, entry.rank])).toEqual(
      matches.slice(0, 100).map((row) => [row.user_id, rankIn('blitz', row.user_id)]),
    );
    expect(
      reply.entries.filter((entry) => entry.current_rating === Math.round(group[0]!.rating)).length,
    ).toBeGreaterThan(0);
  });

  it('searches a speed board: only its players, with their rank in it', async () => {
    const rows = poolRows('correspondence');
    const prefix = usernames.get(rows[5]!.user_id)!.slice(0, 2).toLowerCase();
    const matches = rows.filter((row) => usernames.get(row.user_id)!.toLowerCase().startsWith(prefix));
    const reply = await getPage(
      `/api/leaderboard/search/global?q=${prefix}&speed=correspondence&page_size=100`,
    );
    expect(reply.total_entries).toBe(matches.length);
    expect(reply.entries.map((entry) => [entry.user_id, entry.rank])).toEqual(
      matches.slice(0, 100).map((row) => [row.user_id, rankIn('correspondence', row.user_id)]),
    );
  });

  it("gives a speed board's stats", async () => {
    const reply = await client.get<LeaderboardStatsResponse>(
      '/api/leaderboard/stats?type=global&speed=bullet',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.stats.total_players).toBe(poolRows('bullet').length);
    const counted = Object.values(reply.body.rating_distribution).reduce((sum, n) => sum + n, 0);
    expect(counted).toBe(poolRows('bullet').length);
  });
});
