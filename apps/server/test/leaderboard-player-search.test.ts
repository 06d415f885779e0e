// A player on the leaderboard: their row with its rank (or defaults when unranked), the rows
// around them, and the search by username prefix, on a small hand-made ladder.
import type { LeaderboardAround, LeaderboardUser } from '@checkers/protocol';
import { leaderboardAroundSchema, leaderboardUserSchema } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestServer } from './harness.js';
import { ids, pageOf, startLadder } from './leaderboard-ladder.js';

let server: TestServer;
let anonymous: Client;
beforeAll(async () => {
  ({ server, anonymous } = await startLadder());
});
afterAll(async () => server.close());

const getPage = (path: string, client = anonymous) => pageOf(client, path);

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
    // An underscore is a letter of the name, never a wildcard.
    expect(ids(await getPage('/api/leaderboard/search/global?q=carol_'))).toEqual(['lb_c']);
    expect(ids(await getPage('/api/leaderboard/search/global?q=car_l'))).toEqual([]);
  });
});
