// The leaderboard's stats with rating and band distributions, the list of rating bands, and the
// daily rank snapshot, on a small hand-made ladder.
import type { LeaderboardStatsResponse } from '@checkers/protocol';
import { leaderboardStatsResponseSchema, ratingBandsResponseSchema } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBefore, dayOf } from '../src/modules/leaderboard/index.js';
import type { Client, TestServer } from './harness.js';
import { insertSnapshot } from './leaderboard-fixtures.js';
import { DAY, GLOBAL_ORDER, now, season, startLadder } from './leaderboard-ladder.js';

let server: TestServer;
let anonymous: Client;
beforeAll(async () => {
  ({ server, anonymous } = await startLadder());
});
afterAll(async () => server.close());

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
