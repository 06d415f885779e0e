// The leaderboard boards on a small hand-made ladder: the global pool's order, ties and paging,
// every entry field and the board's stats, the seasonal, regional and friends boards with their
// rank changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestServer } from './harness.js';
import { GLOBAL_ORDER, ids, pageOf, season, seasonGames, startLadder } from './leaderboard-ladder.js';

let server: TestServer;
let anonymous: Client;
let alice: Client;
beforeAll(async () => {
  ({ server, anonymous, alice } = await startLadder());
});
afterAll(async () => server.close());

const getPage = (path: string, client = anonymous) => pageOf(client, path);

describe('GET /api/leaderboard/{type}', () => {
  it('ranks the global pool by rating, ties by user id, with every entry field', async () => {
    const page = await getPage('/api/leaderboard/global');
    expect(ids(page)).toEqual(GLOBAL_ORDER);
    expect(page.entries.map((entry) => entry.rank)).toEqual(GLOBAL_ORDER.map((_, i) => i + 1));
    expect(page).toMatchObject({ type: 'global', season: null, region: null, page: 1, page_size: 50 });
    expect(page).toMatchObject({ total_pages: 1, total_entries: 12, has_previous: false, has_next: false });
    expect(page.entries[0]).toEqual({
      user_id: 'lb_a',
      rank: 1,
      rank_change: 1,
      username: 'AliceKing',
      display_name: 'Alice K.',
      avatar_url: '',
      country: 'US',
      region: 'US',
      current_rating: 1900,
      peak_rating: 1950,
      rating_deviation: 60,
      provisional: false,
      rating_band: { name: 'Intermediate', colour: expect.any(String), icon: expect.any(String) },
      games_played: 10,
      games_won: 7,
      games_lost: 2,
      draws: 1,
      win_streak: 3,
      is_online: true,
      last_seen_at: expect.any(String),
    });
    const byId = new Map(page.entries.map((entry) => [entry.user_id, entry]));
    expect(byId.get('lb_b')).toMatchObject({
      current_rating: 1750,
      win_streak: -2,
      is_online: false,
      rank_change: -1,
    });
    expect(byId.get('lb_c')?.rank_change).toBe(2);
    expect(byId.get('lb_d')?.rank_change).toBeNull();
    expect(byId.get('lb_e')).toMatchObject({ provisional: true, rating_band: { name: 'Competent' } });
    expect(byId.get('lb_g')?.rating_band.name).toBe('Novice');
  });

  it('pages through ties in the same order, whatever the page size', async () => {
    for (const size of [1, 2, 3, 5]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(12 / size); page++) {
        const reply = await getPage(`/api/leaderboard/global?page=${page}&page_size=${size}`);
        expect(reply.entries.map((entry) => entry.rank)).toEqual(
          ids(reply).map((_, i) => (page - 1) * size + i + 1),
        );
        expect(reply.has_previous).toBe(page > 1);
        expect(reply.has_next).toBe(page < Math.ceil(12 / size));
        seen.push(...ids(reply));
      }
      expect(seen, `page size ${size}`).toEqual(GLOBAL_ORDER);
    }
  });

  it('answers a page past the end with no entries', async () => {
    const page = await getPage('/api/leaderboard/global?page=9&page_size=5');
    expect(page).toMatchObject({ entries: [], page: 9, total_pages: 3, has_previous: true, has_next: false });
  });

  it('reports the stats of the board', async () => {
    const page = await getPage('/api/leaderboard/global');
    const ratings = [1900, 1750.4, 1600, 1600, 1450, 1300, 1300, 1300, 1300, 1300, 1200, 980];
    expect(page.stats).toEqual({
      total_players: 12,
      active_players: 11,
      average_rating: Math.round(ratings.reduce((a, b) => a + b) / 12),
      median_rating: 1300,
      total_games: 3,
    });
  });

  it('ranks the current season by default, and any season asked for', async () => {
    const current = await getPage('/api/leaderboard/seasonal');
    expect(current).toMatchObject({ type: 'seasonal', season });
    expect(ids(current)).toEqual(['lb_b', 'lb_a', 'lb_f']);
    expect(current.entries[1]).toMatchObject({ rank: 2, current_rating: 1500, rank_change: null });
    expect(current.stats).toMatchObject({ total_players: 3, total_games: seasonGames });
    const old = await getPage('/api/leaderboard/seasonal?season=2020-Q1');
    expect(ids(old)).toEqual(['lb_c']);
    expect(old.stats).toMatchObject({ total_players: 1, total_games: 0 });
  });

  it('ranks a region with region ranks and their changes', async () => {
    const us = await getPage('/api/leaderboard/regional?region=US');
    expect(us).toMatchObject({ type: 'regional', region: 'US' });
    expect(ids(us)).toEqual(['lb_a', 'lb_d', 'lb_g']);
    expect(us.entries.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(us.entries[0]?.rank_change).toBe(1);
    const eu = await getPage('/api/leaderboard/regional?region=EU');
    expect(ids(eu)).toEqual(['lb_b', 'lb_c']);
    expect(eu.entries.map((entry) => entry.rank_change)).toEqual([0, 1]);
    expect(eu.stats).toMatchObject({ total_players: 2, total_games: 2 });
  });

  it("defaults the regional board to a signed-in caller's region, and needs one otherwise", async () => {
    expect(ids(await getPage('/api/leaderboard/regional', alice))).toEqual(['lb_a', 'lb_d', 'lb_g']);
    const reply = await anonymous.get('/api/leaderboard/regional');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'region is required', code: 'validation_failed' });
  });

  it('ranks the caller and their accepted friends, with global rank changes', async () => {
    const friends = await getPage('/api/leaderboard/friends', alice);
    expect(ids(friends)).toEqual(['lb_a', 'lb_b', 'lb_c']);
    expect(friends.entries.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(friends.entries.map((entry) => entry.rank_change)).toEqual([1, -1, 2]);
    expect(friends.stats).toMatchObject({ total_players: 3, total_games: 3 });
    const reply = await anonymous.get('/api/leaderboard/friends');
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ message: 'Authentication required' });
  });
});
