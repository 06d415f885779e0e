// The leaderboard calls against the real server on a small hand-made ladder whose every rank and
// figure is worked out below: order and ties, paging, the four types, rank changes, a player's row,
// around-me, search, analytics, compare, stats, and the 400s of bad input.
import type {
  CompareResponse,
  LeaderboardAround,
  LeaderboardPage,
  LeaderboardStatsResponse,
  LeaderboardUser,
  RatingAnalytics,
} from '@checkers/protocol';
import {
  compareResponseSchema,
  leaderboardAroundSchema,
  leaderboardPageSchema,
  leaderboardStatsResponseSchema,
  leaderboardUserSchema,
  ratingAnalyticsSchema,
  ratingBandsResponseSchema,
  seasonOf,
} from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBefore, dayOf } from '../src/modules/leaderboard/index.js';
import { expectedScore } from '../src/modules/ratings/index.js';
import { befriend, insertGames, insertPlayers, insertSnapshot } from './leaderboard-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';

const DAY = 86_400_000;
const now = new Date();
const ago = (days: number): string => new Date(now.getTime() - days * DAY).toISOString();
const season = seasonOf(now);
/** The fixture's games played in the current season (the one 40 days ago may be in the last). */
const seasonGames = [40, 10, 2].filter((days) => seasonOf(new Date(ago(days))) === season).length;

let server: TestServer;
let anonymous: Client;
let alice: Client;

beforeAll(async () => {
  server = await startServer();
  const db = server.app.services.storage.db;
  const tie = (n: number) => ({
    id: `lb_t${n}`,
    username: `Tie${n}`,
    ratings: { global: { rating: 1300, region: 'Other' } },
  });
  await insertPlayers(db, [
    {
      id: 'lb_a',
      username: 'AliceKing',
      displayName: 'Alice K.',
      country: 'US',
      lastSeenAt: ago(0),
      ratings: {
        global: { rating: 1900, rd: 60, peak: 1950, games: 10, wins: 7, losses: 2, draws: 1, streak: 3, region: 'US' },
        [season]: { rating: 1500, region: 'US' },
      },
    },
    {
      id: 'lb_b',
      username: 'BobRed',
      country: 'FR',
      lastSeenAt: ago(1),
      ratings: { global: { rating: 1750.4, streak: -2, region: 'EU' }, [season]: { rating: 1650, region: 'EU' } },
    },
    { id: 'lb_c', username: 'carol_x', country: 'DE', ratings: { global: { rating: 1600, region: 'EU' }, '2020-Q1': { rating: 1400, region: 'EU' } } },
    { id: 'lb_d', username: 'DaveCrown', country: 'US', ratings: { global: { rating: 1600, region: 'US' } } },
    {
      id: 'lb_e',
      username: 'EveKing',
      country: 'JP',
      ratings: { global: { rating: 1450, rd: 200, region: 'Asia', lastGameAt: ago(60) } },
    },
    ...[1, 2, 3, 4, 5].map(tie),
    { id: 'lb_f', username: 'FrankJump', ratings: { global: { rating: 1200, region: 'Other' }, [season]: { rating: 1300, region: 'Other' } } },
    { id: 'lb_g', username: 'GinaKing', country: 'US', ratings: { global: { rating: 980, region: 'US' } } },
    { id: 'lb_n', username: 'NoGames', country: 'FR' },
    { id: 'lb_guest', username: 'unused', guest: true },
  ]); // prettier-ignore
  await insertGames(db, [
    { room: 'LBG001', red: 'lb_a', black: 'lb_b', redScore: 1, playedAt: ago(40), season: seasonOf(new Date(ago(40))), redRating: [1850, 1870], blackRating: [1780, 1765], redExpected: 0.6 },
    { room: 'LBG002', red: 'lb_b', black: 'lb_a', redScore: 0.5, playedAt: ago(10), season, redRating: [1765, 1760], blackRating: [1870, 1880], redExpected: 0.45 },
    { room: 'LBG003', red: 'lb_a', black: 'lb_e', redScore: 1, playedAt: ago(2), season, redRating: [1880, 1900], blackRating: [1460, 1450], redExpected: 0.8 },
  ]); // prettier-ignore
  await befriend(db, 'lb_a', 'lb_b');
  await befriend(db, 'lb_c', 'lb_a');
  await befriend(db, 'lb_a', 'lb_d', 'pending');
  await befriend(db, 'lb_e', 'lb_f');
  await insertSnapshot(db, 'global', dayBefore(now), [
    { userId: 'lb_a', rank: 2, regionRank: 2 },
    { userId: 'lb_b', rank: 1, regionRank: 1 },
    { userId: 'lb_c', rank: 5, regionRank: 3 },
  ]);
  anonymous = await new Client(server.url).init();
  alice = await new Client(server.url).init();
  alice.token = await server.app.services.identities.issueToken('lb_a');
});
afterAll(async () => server.close());

const getPage = async (path: string, client = anonymous) => {
  const reply = await client.get<LeaderboardPage>(path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return leaderboardPageSchema.parse(reply.body);
};
const ids = (page: { entries: { user_id: string }[] }) => page.entries.map((entry) => entry.user_id);
const GLOBAL_ORDER = [
  'lb_a',
  'lb_b',
  'lb_c',
  'lb_d',
  'lb_e',
  'lb_t1',
  'lb_t2',
  'lb_t3',
  'lb_t4',
  'lb_t5',
  'lb_f',
  'lb_g',
];

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

describe('a player, around a player, search', () => {
  it("gives a player's row with its rank, or defaults when unranked", async () => {
    const reply = await anonymous.get<LeaderboardUser>('/api/leaderboard/user/lb_d/global');
    expect(reply.status).toBe(200);
    const standing = leaderboardUserSchema.parse(reply.body);
    expect(standing).toMatchObject({
      type: 'global',
      total_players: 12,
      entry: { user_id: 'lb_d', rank: 4 },
    });
    const seasonal = await anonymous.get<LeaderboardUser>('/api/leaderboard/user/lb_a/seasonal');
    expect(seasonal.body.entry).toMatchObject({ rank: 2, current_rating: 1500 });
    const unranked = await anonymous.get<LeaderboardUser>('/api/leaderboard/user/lb_n/global');
    expect(unranked.status).toBe(200);
    expect(unranked.body.entry).toMatchObject({
      rank: null,
      rank_change: null,
      current_rating: 1200,
      rating_deviation: 350,
      provisional: true,
      games_played: 0,
      region: 'EU',
      rating_band: { name: 'Developing' },
    });
  });

  it('is 404 for an unknown user or a guest', async () => {
    for (const id of ['nobody', 'lb_guest']) {
      for (const path of [`/api/leaderboard/user/${id}/global`, `/api/leaderboard/around/${id}/global`]) {
        const reply = await anonymous.get(path);
        expect(reply.status, path).toBe(404);
        expect(reply.body).toMatchObject({ code: 'not_found', message: 'Player not found' });
      }
    }
  });

  it('lists the rows around a player', async () => {
    const reply = await anonymous.get<LeaderboardAround>('/api/leaderboard/around/lb_d/global?radius=2');
    expect(reply.status).toBe(200);
    const around = leaderboardAroundSchema.parse(reply.body);
    expect(around).toMatchObject({ type: 'global', user_rank: 4, radius: 2 });
    expect(ids(around)).toEqual(['lb_b', 'lb_c', 'lb_d', 'lb_e', 'lb_t1']);
    expect(around.entries.map((entry) => entry.rank)).toEqual([2, 3, 4, 5, 6]);
    const top = await anonymous.get<LeaderboardAround>('/api/leaderboard/around/lb_a/global?radius=2');
    expect(ids(top.body)).toEqual(['lb_a', 'lb_b', 'lb_c']);
    const inTies = await anonymous.get<LeaderboardAround>('/api/leaderboard/around/lb_t3/global?radius=3');
    expect(ids(inTies.body)).toEqual(['lb_e', 'lb_t1', 'lb_t2', 'lb_t3', 'lb_t4', 'lb_t5', 'lb_f']);
    const unranked = await anonymous.get<LeaderboardAround>('/api/leaderboard/around/lb_n/global');
    expect(unranked.body).toMatchObject({ user_rank: null, radius: 10, entries: [] });
  });

  it('finds players by username prefix in any case, best first, with their ranks', async () => {
    const ties = await getPage('/api/leaderboard/search/global?q=TIE');
    expect(ids(ties)).toEqual(['lb_t1', 'lb_t2', 'lb_t3', 'lb_t4', 'lb_t5']);
    expect(ties.entries.map((entry) => entry.rank)).toEqual([6, 7, 8, 9, 10]);
    expect(ties).toMatchObject({ page_size: 20, total_entries: 5, total_pages: 1 });
    const paged = await getPage('/api/leaderboard/search/global?q=tie&page=2&page_size=2');
    expect(ids(paged)).toEqual(['lb_t3', 'lb_t4']);
    expect(paged).toMatchObject({ has_previous: true, has_next: true, total_pages: 3 });
    const eve = await getPage('/api/leaderboard/search/global?q=%20eveK%20');
    expect(eve.entries).toMatchObject([{ user_id: 'lb_e', rank: 5 }]);
    const regional = await getPage('/api/leaderboard/search/regional?q=ca&region=EU');
    expect(regional.entries).toMatchObject([{ user_id: 'lb_c', rank: 2 }]);
    expect(ids(await getPage('/api/leaderboard/search/global?q=zz'))).toEqual([]);
  });
});

describe('analytics and compare', () => {
  it("summarises a player's rating history", async () => {
    const reply = await anonymous.get<RatingAnalytics>('/api/leaderboard/analytics/lb_a');
    expect(reply.status).toBe(200);
    const analytics = ratingAnalyticsSchema.parse(reply.body);
    expect(analytics).toMatchObject({
      user_id: 'lb_a',
      username: 'AliceKing',
      display_name: 'Alice K.',
      timeframe: 'all',
      current_rating: 1900,
      peak_rating: 1950,
      rating_growth_all_time: 700,
      rating_growth_30_days: 30,
      recent_form: 'WDW',
      performance_rating: Math.round((1780 + 1765 + 1460) / 3 + (400 * 2) / 3),
      rating_accuracy: Math.round(100 - ((0.4 + 0.05 + 0.2) / 3) * 100),
      rating_band: { name: 'Intermediate', min: 1800, max: 1999 },
      tier_progress: { next_band: 'Advanced', percent: 50, points_to_next: 100 },
      games_played: 3,
      games_won: 2,
      games_lost: 0,
      draws: 1,
    });
    expect(analytics.recent_results.map((result) => result.room_code)).toEqual([
      'LBG001',
      'LBG002',
      'LBG003',
    ]);
    expect(analytics.recent_results[2]).toMatchObject({
      opponent_id: 'lb_e',
      opponent_username: 'EveKing',
      opponent_rating: 1460,
      result: 'win',
      old_rating: 1880,
      new_rating: 1900,
      expected_score: 0.8,
    });
    const months = analytics.monthly_breakdown;
    expect(months.reduce((sum, month) => sum + month.games_played, 0)).toBe(3);
    expect(months.reduce((sum, month) => sum + month.net_rating_change, 0)).toBe(50);
    expect(months.map((month) => month.month)).toEqual([...months.map((month) => month.month)].sort());
  });

  it('keeps to the last 30 days with timeframe=recent', async () => {
    const reply = await anonymous.get<RatingAnalytics>('/api/leaderboard/analytics/lb_a?timeframe=recent');
    expect(reply.body).toMatchObject({
      timeframe: 'recent',
      recent_form: 'DW',
      games_played: 2,
      rating_growth_30_days: 30,
    });
  });

  it('gives zeros for a player without games, and 404 for nobody', async () => {
    const reply = await anonymous.get<RatingAnalytics>('/api/leaderboard/analytics/lb_n');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      current_rating: 1200,
      rating_growth_all_time: 0,
      rating_growth_30_days: 0,
      recent_form: '',
      performance_rating: null,
      rating_accuracy: null,
      games_played: 0,
      recent_results: [],
      monthly_breakdown: [],
    });
    expect((await anonymous.get('/api/leaderboard/analytics/lb_guest')).status).toBe(404);
    expect((await anonymous.get('/api/leaderboard/analytics/nobody')).status).toBe(404);
  });

  it('compares two players', async () => {
    const reply = await anonymous.get<CompareResponse>('/api/leaderboard/compare?user1=lb_a&user2=lb_b');
    expect(reply.status).toBe(200);
    const compared = compareResponseSchema.parse(reply.body);
    expect(compared.player1).toMatchObject({ user_id: 'lb_a', rank: 1 });
    expect(compared.player2).toMatchObject({ user_id: 'lb_b', rank: 2 });
    expect(compared).toMatchObject({
      rating_difference: 150,
      advantage: 'lb_a',
      head_to_head: { games: 2, player1_wins: 1, player2_wins: 0, draws: 1 },
    });
    expect(compared.expected_score).toBeCloseTo(
      expectedScore({ rating: 1900 }, { rating: 1750.4, deviation: Math.hypot(60, 80) }),
      10,
    );
    const close = await anonymous.get<CompareResponse>('/api/leaderboard/compare?user1=lb_c&user2=lb_d');
    expect(close.body).toMatchObject({ rating_difference: 0, advantage: null, expected_score: 0.5 });
    const reverse = await anonymous.get<CompareResponse>('/api/leaderboard/compare?user1=lb_b&user2=lb_a');
    expect(reverse.body).toMatchObject({
      advantage: 'lb_a',
      head_to_head: { player1_wins: 0, player2_wins: 1, draws: 1 },
    });
  });

  it('refuses the same player twice (400) and unknown players (404)', async () => {
    const same = await anonymous.get('/api/leaderboard/compare?user1=lb_a&user2=lb_a');
    expect(same.status).toBe(400);
    expect((await anonymous.get('/api/leaderboard/compare?user1=lb_a&user2=nobody')).status).toBe(404);
    expect((await anonymous.get('/api/leaderboard/compare?user1=lb_guest&user2=lb_a')).status).toBe(404);
    const missing = await anonymous.get('/api/leaderboard/compare?user1=lb_a');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'user2: user2 is required' });
  });
});

describe('stats, bands, snapshots', () => {
  it('gives the stats with rating and band distributions', async () => {
    const reply = await anonymous.get<LeaderboardStatsResponse>('/api/leaderboard/stats');
    expect(reply.status).toBe(200);
    const stats = leaderboardStatsResponseSchema.parse(reply.body);
    expect(stats.type).toBe('global');
    expect(stats.stats.total_players).toBe(12);
    expect(stats.rating_distribution).toEqual({
      '900': 1,
      '1200': 1,
      '1300': 5,
      '1400': 1,
      '1600': 2,
      '1700': 1,
      '1900': 1,
    });
    expect(stats.band_distribution).toEqual({
      Novice: 1,
      Beginner: 0,
      Developing: 6,
      Competent: 1,
      Experienced: 3,
      Intermediate: 1,
      Advanced: 0,
      Expert: 0,
      Master: 0,
      Grandmaster: 0,
    });
    const eu = await anonymous.get<LeaderboardStatsResponse>(
      '/api/leaderboard/stats?type=regional&region=EU',
    );
    expect(eu.body.rating_distribution).toEqual({ '1600': 1, '1700': 1 });
  });

  it('lists the rating bands', async () => {
    const reply = await anonymous.get('/api/leaderboard/rating-bands');
    expect(reply.status).toBe(200);
    const bands = ratingBandsResponseSchema.parse(reply.body).rating_bands;
    expect(bands.map((band) => band.name)).toHaveLength(10);
    expect(bands[9]).toMatchObject({ name: 'Grandmaster', min: 2600, max: 9999 });
  });

  it("takes today's snapshot once, with overall and region ranks, and drops older days", async () => {
    const db = server.app.services.storage.db;
    await insertSnapshot(db, 'global', dayBefore(new Date(now.getTime() - 2 * DAY)), [
      { userId: 'lb_a', rank: 9, regionRank: 9 },
    ]);
    await server.app.services.leaderboard.takeSnapshots();
    await server.app.services.leaderboard.takeSnapshots();
    const today = await db
      .selectFrom('rank_snapshots')
      .selectAll()
      .where('pool', '=', 'global')
      .where('day', '=', dayOf(new Date()))
      .orderBy('rank')
      .execute();
    expect(today.map((row) => row.user_id)).toEqual(GLOBAL_ORDER);
    expect(today.find((row) => row.user_id === 'lb_g')).toMatchObject({ rank: 12, region_rank: 3 });
    const seasonRows = await db
      .selectFrom('rank_snapshots')
      .select('user_id')
      .where('pool', '=', season)
      .execute();
    expect(seasonRows).toHaveLength(3);
    const days = await db.selectFrom('rank_snapshots').select('day').distinct().orderBy('day').execute();
    expect(days.map((row) => row.day)).toEqual([dayBefore(now), dayOf(new Date())]);
  });
});

describe('bad input', () => {
  const cases: [string, string][] = [
    ['/api/leaderboard/global?page=0', 'page: page must be a whole number from 1 to 1000000'],
    ['/api/leaderboard/global?page_size=10000', 'page_size: page_size must be a whole number from 1 to 100'],
    ['/api/leaderboard/global?page=abc', 'page: page must be a whole number from 1 to 1000000'],
    ['/api/leaderboard/weekly', 'Unknown leaderboard type'],
    ['/api/leaderboard/user/lb_a/weekly', 'Unknown leaderboard type'],
    ['/api/leaderboard/search/global?q=a', 'q: Search needs at least 2 characters'],
    ['/api/leaderboard/search/global?q=%20a%20', 'q: Search needs at least 2 characters'],
    ['/api/leaderboard/search/global', 'q: q is required'],
    ['/api/leaderboard/regional?region=Mars', 'region: region must be one of US, EU, Asia, Other'],
    ['/api/leaderboard/seasonal?season=2026-Q5', 'season: season is a quarter such as 2026-Q4'],
    ['/api/leaderboard/analytics/lb_a?timeframe=week', 'timeframe: timeframe must be all or recent'],
    ['/api/leaderboard/around/lb_a/global?radius=51', 'radius: radius must be a whole number from 1 to 50'],
    ['/api/leaderboard/stats?type=weekly', 'type: Unknown leaderboard type'],
  ];
  it.each(cases)('%s is a 400: %s', async (path, message) => {
    const reply = await anonymous.get(path);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'Invalid request', message, code: 'validation_failed' });
  });
});
