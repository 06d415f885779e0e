// A player's rating analytics (growth, form, performance, accuracy, band progress, recent results
// and months) and the comparison of two players, on a small hand-made ladder.
import type { CompareResponse, RatingAnalytics } from '@checkers/protocol';
import { compareResponseSchema, ratingAnalyticsSchema } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedScore } from '../src/modules/ratings/index.js';
import type { Client, TestServer } from './harness.js';
import { startLadder } from './leaderboard-ladder.js';

let server: TestServer;
let anonymous: Client;
beforeAll(async () => {
  ({ server, anonymous } = await startLadder());
});
afterAll(async () => server.close());

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
