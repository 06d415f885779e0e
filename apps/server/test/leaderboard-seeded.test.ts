// The leaderboard calls on a seeded ladder of a few thousand accounts with their game history:
// every order, rank, total and figure is checked against the same thing worked out here, in the
// test, from the stored rows.
import type {
  CompareResponse,
  LeaderboardAround,
  LeaderboardPage,
  LeaderboardStatsResponse,
  LeaderboardUser,
  RatingAnalytics,
  Region,
} from '@checkers/protocol';
import { REGIONS, leaderboardPageSchema } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingsTable } from '../src/modules/ratings/index.js';
import { RankSnapshots, dayBefore } from '../src/modules/leaderboard/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { seedLadder, type SeededLadder } from './ladder-seed.js';
import { tablesOf } from '../src/database-schema.js';

const DAY = 86_400_000;

let server: TestServer;
let ladder: SeededLadder;
let client: Client;
/** Ratings rows by pool, in the expected order. */
const pools = new Map<string, RatingsTable[]>();
const usernames = new Map<string, string>();
/** Yesterday's snapshot of the global pool, by user id. */
const snapshot = new Map<string, { rank: number; region_rank: number }>();

/** The order the leaderboards promise: rating, highest first, then user id. */
const byRank = (a: RatingsTable, b: RatingsTable): number =>
  b.rating - a.rating || (a.user_id < b.user_id ? -1 : 1);

const poolRows = (pool: string): RatingsTable[] => pools.get(pool) ?? [];

beforeAll(async () => {
  server = await startServer();
  const db = server.app.services.storage.db;
  ladder = await seedLadder(db, {
    accounts: 3000,
    games: 4500,
    seed: 11,
    friendsOf: 10,
    snapshotYesterday: true,
  });
  const ratings = await db.selectFrom('ratings').selectAll().execute();
  for (const row of ratings) pools.set(row.pool, [...(pools.get(row.pool) ?? []), row]);
  for (const rows of pools.values()) rows.sort(byRank);
  for (const account of await db.selectFrom('accounts').select(['user_id', 'username']).execute())
    usernames.set(account.user_id, account.username);
  const snapshotRows = await db
    .selectFrom('rank_snapshots')
    .selectAll()
    .where('pool', '=', 'global')
    .where('day', '=', dayBefore(new Date()))
    .execute();
  for (const row of snapshotRows) snapshot.set(row.user_id, row);
  client = await new Client(server.url).init();
}, 120_000);
afterAll(async () => server.close());

const getPage = async (path: string, as = client): Promise<LeaderboardPage> => {
  const reply = await as.get<LeaderboardPage>(path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return leaderboardPageSchema.parse(reply.body);
};

/** The expected ids and ranks of a slice of rows, ranked from `firstRank`. */
const expected = (rows: readonly RatingsTable[], firstRank: number) =>
  rows.map((row, i) => ({
    user_id: row.user_id,
    rank: firstRank + i,
    current_rating: Math.round(row.rating),
  }));
const actual = (page: { entries: LeaderboardPage['entries'] }) =>
  page.entries.map((entry) => ({
    user_id: entry.user_id,
    rank: entry.rank,
    current_rating: entry.current_rating,
  }));

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
      expect(reply.total_entries, prefix).toBe(matches.length);
      expect(reply.entries.map((entry) => [entry.user_id, entry.rank])).toEqual(
        matches.slice((page - 1) * size, page * size).map((row) => [row.user_id, rankOf.get(row.user_id)]),
      );
    }
  });

  it('ranks a player and their friends', async () => {
    const owner = ladder.accounts[0]!.id;
    const friends = new Set([owner]);
    for (const { userId, friendId } of ladder.friendships) {
      if (userId === owner) friends.add(friendId);
      if (friendId === owner) friends.add(userId);
    }
    const rows = poolRows('global').filter((row) => friends.has(row.user_id));
    const caller = await new Client(server.url).init();
    caller.token = await server.app.services.identities.issueToken(owner);
    const reply = await getPage('/api/leaderboard/friends', caller);
    expect(rows.length).toBeGreaterThan(1);
    expect(actual(reply)).toEqual(expected(rows, 1));
    const globalRank = new Map(poolRows('global').map((row, i) => [row.user_id, i + 1]));
    for (const entry of reply.entries) {
      const before = snapshot.get(entry.user_id);
      expect(entry.rank_change).toBe(
        before === undefined ? null : before.rank - globalRank.get(entry.user_id)!,
      );
    }
  });

  it('compares the top and the bottom player, with their head-to-head', async () => {
    const db = server.app.services.storage.db;
    const { top, bottom } = ladder.named;
    const games = await db
      .selectFrom('rating_changes')
      .select('score')
      .where('pool', '=', 'global')
      .where('user_id', '=', top.id)
      .where('opponent_id', '=', bottom.id)
      .execute();
    const reply = await client.get<CompareResponse>(
      `/api/leaderboard/compare?user1=${top.id}&user2=${bottom.id}`,
    );
    expect(reply.body).toMatchObject({
      player1: { rank: 1 },
      player2: { rank: poolRows('global').length },
      advantage: top.id,
      head_to_head: { games: games.length, player1_wins: games.filter((g) => g.score === 1).length },
    });
    expect(reply.body.expected_score).toBeGreaterThan(0.9);
  });

  it("summarises the busiest player's history", async () => {
    const db = server.app.services.storage.db;
    const busiest = poolRows('global').reduce((a, b) => (b.games > a.games ? b : a));
    const history = await db
      .selectFrom('rating_changes')
      .selectAll()
      .where('pool', '=', 'global')
      .where('user_id', '=', busiest.user_id)
      .orderBy('played_at')
      .execute();
    const reply = await client.get<RatingAnalytics>(`/api/leaderboard/analytics/${busiest.user_id}`);
    expect(reply.body).toMatchObject({
      current_rating: Math.round(busiest.rating),
      games_played: busiest.games,
      games_won: busiest.wins,
      games_lost: busiest.losses,
      draws: busiest.draws,
      recent_form: history
        .slice(-10)
        .map((game) => (game.score === 1 ? 'W' : game.score === 0 ? 'L' : 'D'))
        .join(''),
    });
    expect(reply.body.recent_results).toHaveLength(Math.min(50, history.length));
    const monthly = reply.body.monthly_breakdown.reduce((sum, month) => sum + month.games_played, 0);
    expect(monthly).toBe(history.length);
  });

  it('snapshots a pool in chunks with the same ranks as one pass would give', async () => {
    const db = server.app.services.storage.db;
    await new RankSnapshots(tablesOf(db)).take('global', '2000-01-01', 700);
    const rows = await db
      .selectFrom('rank_snapshots')
      .select(['user_id', 'rank', 'region_rank'])
      .where('pool', '=', 'global')
      .where('day', '=', '2000-01-01')
      .orderBy('rank')
      .execute();
    const seen = new Map<string, number>();
    const wanted = poolRows('global').map((row, i) => {
      const regionRank = (seen.get(row.region) ?? 0) + 1;
      seen.set(row.region, regionRank);
      return { user_id: row.user_id, rank: i + 1, region_rank: regionRank };
    });
    expect(rows).toEqual(wanted);
    await db.deleteFrom('rank_snapshots').where('day', '=', '2000-01-01').execute();
  });

  it('counts each region once and in full', async () => {
    const totals = await Promise.all(
      REGIONS.map(
        async (region: Region) =>
          (await getPage(`/api/leaderboard/regional?region=${region}&page_size=1`)).total_entries,
      ),
    );
    expect(totals.reduce((a, b) => a + b, 0)).toBe(poolRows('global').length);
  });
});
