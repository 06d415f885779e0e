// The leaderboard on a seeded ladder of a few thousand accounts, checked against the stored rows:
// a player's friends board, comparing the top and the bottom player, the busiest player's history,
// snapshots taken in chunks, and each region counted once.
import type { CompareResponse, RatingAnalytics, Region } from '@checkers/protocol';
import { REGIONS } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingsTable } from '../src/modules/ratings/index.js';
import { RankSnapshots } from '../src/modules/leaderboard/index.js';
import { tablesOf } from '../src/database-schema.js';
import { Client, type TestServer } from './harness.js';
import type { SeededLadder } from './ladder-seed.js';
import { actual, expected, pageOf, startSeeded } from './leaderboard-seeded-fixtures.js';

let server: TestServer;
let ladder: SeededLadder;
let client: Client;
let pools: Map<string, RatingsTable[]>;
let snapshot: Map<string, { rank: number; region_rank: number }>;

beforeAll(async () => {
  ({ server, ladder, client, pools, snapshot } = await startSeeded());
}, 120_000);
afterAll(async () => server.close());

const poolRows = (pool: string): RatingsTable[] => pools.get(pool) ?? [];
const getPage = (path: string, as = client) => pageOf(as, path);

describe('a seeded ladder', () => {
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
    // A day ahead: the server's own daily snapshot, which may be finishing in the background,
    // deletes the days before yesterday.
    const day = '2999-01-01';
    await new RankSnapshots(tablesOf(db)).take('global', day, 700);
    const rows = await db
      .selectFrom('rank_snapshots')
      .select(['user_id', 'rank', 'region_rank'])
      .where('pool', '=', 'global')
      .where('day', '=', day)
      .orderBy('rank')
      .execute();
    const seen = new Map<string, number>();
    const wanted = poolRows('global').map((row, i) => {
      const regionRank = (seen.get(row.region) ?? 0) + 1;
      seen.set(row.region, regionRank);
      return { user_id: row.user_id, rank: i + 1, region_rank: regionRank };
    });
    expect(rows).toEqual(wanted);
    await db.deleteFrom('rank_snapshots').where('day', '=', day).execute();
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
