// Rating bookkeeping: runs of results (streaks), a game rated exactly once, a finished rated game
// left unrated caught up in its own season, and the account's last-seen time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rate, type Glicko2Rating } from '../src/modules/ratings/index.js';
import { startServer, type TestServer } from './harness.js';
import { ratedServer } from './rating-fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const { db, ratings, account, seat, ratingRow, changesOf, storeFinished } = ratedServer(() => server);

const FRESH: Glicko2Rating = { rating: 1200, deviation: 350, volatility: 0.06 };

describe('runs of results', () => {
  it('count streaks up for the winner and down for the loser; a draw ends both', async () => {
    const alice = await account();
    const bob = await account();
    let peak = 0;
    for (let game = 0; game < 3; game++) {
      const code = await storeFinished(alice, bob, 'red');
      expect((await ratings().rateFinished(code)).status).toBe('rated');
      peak = (await ratingRow(alice.id, 'global'))!.rating;
    }
    expect(await ratingRow(alice.id, 'global')).toMatchObject({ games: 3, wins: 3, streak: 3, peak });
    expect(await ratingRow(bob.id, 'global')).toMatchObject({ games: 3, losses: 3, streak: -3, peak: 1200 });
    const code = await storeFinished(bob, alice, 'red');
    await ratings().rateFinished(code);
    const afterLoss = await ratingRow(alice.id, 'global');
    expect(afterLoss).toMatchObject({ wins: 3, losses: 1, streak: -1, peak });
    expect(afterLoss!.rating).toBeLessThan(peak);
    await ratings().rateFinished(await storeFinished(alice, bob, null));
    expect(await ratingRow(alice.id, 'global')).toMatchObject({ games: 5, draws: 1, streak: 0 });
    expect(await ratingRow(bob.id, 'global')).toMatchObject({ games: 5, wins: 1, losses: 3, streak: 0 });
  });
});

describe('exactly once', () => {
  it('rates a game asked for twice at the same moment once', async () => {
    const alice = await account();
    const bob = await account();
    const code = await storeFinished(alice, bob, 'red');
    const results = await Promise.all([ratings().rateFinished(code), ratings().rateFinished(code)]);
    expect(results.map((r) => r.status).sort()).toEqual(['rated', 'skipped']);
    expect(await ratingRow(alice.id, 'global')).toMatchObject({ games: 1 });
    expect(await changesOf(code)).toHaveLength(4);
  });

  it('leaves a game still being played alone', async () => {
    const alice = await account();
    const bob = await account();
    const code = await seat(alice, bob.client);
    expect(await ratings().rateFinished(code)).toEqual({ status: 'skipped', reason: 'not_finished' });
    expect(await ratings().rateFinished('ZZZZZZ')).toEqual({ status: 'skipped', reason: 'unknown_room' });
  });
});

describe('rateMissed', () => {
  it('rates a finished rated game left unrated, in the season it was played', async () => {
    const alice = await account();
    const bob = await account();
    const finishedAt = '2025-02-10T12:00:00.000Z';
    const code = await storeFinished(alice, bob, 'black', finishedAt);
    expect(await ratings().rateMissed()).toBe(1);
    expect(await ratings().rateMissed()).toBe(0);
    const season = await db()
      .selectFrom('rated_games')
      .select('season')
      .where('room_code', '=', code)
      .executeTakeFirst();
    expect(season).toEqual({ season: '2025-Q1' });
    expect(await ratingRow(bob.id, '2025-Q1')).toMatchObject({ wins: 1, last_game_at: finishedAt });
    expect(await ratingRow(alice.id, 'global')).toMatchObject({ losses: 1 });
    expect(await changesOf(code)).toHaveLength(4);
  });

  it('starts a new season fresh while the global rating carries on', async () => {
    const alice = await account();
    const bob = await account();
    await ratings().rateFinished(await storeFinished(alice, bob, 'red', '2025-03-30T10:00:00.000Z'));
    await ratings().rateFinished(await storeFinished(alice, bob, 'red', '2025-04-02T10:00:00.000Z'));
    expect(await ratingRow(alice.id, 'global')).toMatchObject({ games: 2 });
    expect(await ratingRow(alice.id, '2025-Q1')).toMatchObject({ games: 1 });
    const spring = await ratingRow(alice.id, '2025-Q2');
    expect(spring).toMatchObject({ games: 1 });
    expect(spring!.rating).toBeCloseTo(rate(FRESH, [{ opponent: FRESH, score: 1 }]).rating, 9);
  });
});

describe('last seen', () => {
  it('is written when a token is resolved, at most once a minute', async () => {
    const alice = await account();
    expect((await alice.client.get('/api/auth/me')).status).toBe(200);
    const seen = () =>
      db().selectFrom('users').select('last_seen_at').where('id', '=', alice.id).executeTakeFirstOrThrow();
    expect((await seen()).last_seen_at).toEqual(expect.any(String));
    await db().updateTable('users').set({ last_seen_at: null }).where('id', '=', alice.id).execute();
    expect((await alice.client.get('/api/auth/me')).status).toBe(200);
    expect((await seen()).last_seen_at).toBeNull();
  });
});
