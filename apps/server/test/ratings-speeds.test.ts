// The ladders per speed against the real server: a timed game moves overall and its speed's ladder
// (all time and the season's) and nothing else, an untimed one only overall, each once however
// many ask at the same time; the rating_updated event names the speed and carries both sets of
// changes; /api/auth/me shows every ladder; the per-speed read pairing uses.
import { seasonOf, type TimeControl } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rate, type Glicko2Rating } from '../src/modules/ratings/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { ratedServer } from './rating-fixtures.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const { db, ratings, account, ratingRow, changesOf, storeFinished } = ratedServer(() => server);

const FRESH: Glicko2Rating = { rating: 1200, deviation: 350, volatility: 0.06 };
const BULLET: TimeControl = { kind: 'clock', initialSeconds: 60, incrementSeconds: 0 };
const BLITZ: TimeControl = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };
const OTHER_LADDERS = ['blitz', 'rapid', 'classical', 'correspondence'];

const poolsOf = async (userId: string) =>
  (
    await db().selectFrom('ratings').select('pool').where('user_id', '=', userId).orderBy('pool').execute()
  ).map((row) => row.pool);

describe('a bullet game', () => {
  it('moves overall and bullet (all time and the season), once, and says so on the user sockets', async () => {
    const alice = await account('US');
    const bob = await account('FR');
    const finishedAt = new Date().toISOString();
    const season = seasonOf(new Date(finishedAt));
    const code = await storeFinished(alice, bob, 'red', finishedAt, BULLET);
    const sockets = await Promise.all([alice, bob].map((p) => SocketClient.openUser(server.url, p.token)));
    const result = await ratings().rateFinished(code);
    const events = await Promise.all(sockets.map((s) => s.waitFor((m) => m.type === 'rating_updated')));
    for (const socket of sockets) socket.close();

    expect(await poolsOf(alice.id)).toEqual([season, `${season}:bullet`, 'bullet', 'global'].sort());
    const won = rate(FRESH, [{ opponent: FRESH, score: 1 }]);
    for (const pool of ['global', season, 'bullet', `${season}:bullet`]) {
      const row = await ratingRow(alice.id, pool);
      expect(row).toMatchObject({ games: 1, wins: 1, streak: 1, region: 'US', last_game_at: finishedAt });
      expect(row!.rating).toBeCloseTo(won.rating, 9);
    }
    expect(await changesOf(code)).toHaveLength(8);
    const stored = await db()
      .selectFrom('rated_games')
      .select(['speed', 'time_control'])
      .where('room_code', '=', code)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ speed: 'bullet', time_control: JSON.stringify(BULLET) });

    expect(result.status).toBe('rated');
    for (const event of events) {
      const payload = event.payload as {
        speed: string;
        changes: { user_id: string; new_rating: number }[];
        speed_changes: { user_id: string; new_rating: number; old_rating: number }[];
      };
      expect(payload.speed).toBe('bullet');
      expect(payload.changes).toHaveLength(2);
      expect(payload.speed_changes).toHaveLength(2);
      const mine = payload.speed_changes.find((change) => change.user_id === alice.id)!;
      expect(mine.old_rating).toBe(1200);
      expect(mine.new_rating).toBeCloseTo(won.rating, 9);
    }

    // Asked again, nothing moves.
    expect(await ratings().rateFinished(code)).toEqual({ status: 'skipped', reason: 'already_rated' });
    expect(await changesOf(code)).toHaveLength(8);
  });

  it('is rated once when several ask at the same time', async () => {
    const alice = await account();
    const bob = await account();
    const code = await storeFinished(alice, bob, null, new Date().toISOString(), BLITZ);
    const results = await Promise.all([1, 2, 3].map(() => ratings().rateFinished(code)));
    expect(results.filter((r) => r.status === 'rated')).toHaveLength(1);
    expect(await ratingRow(alice.id, 'blitz')).toMatchObject({ games: 1, draws: 1 });
    expect(await ratingRow(alice.id, 'global')).toMatchObject({ games: 1, draws: 1 });
    expect(await ratingRow(alice.id, 'bullet')).toBeUndefined();
    expect(await changesOf(code)).toHaveLength(8);
  });
});

describe('an untimed game', () => {
  it('moves only overall (all time and the season)', async () => {
    const alice = await account();
    const bob = await account();
    const finishedAt = new Date().toISOString();
    const code = await storeFinished(alice, bob, 'black', finishedAt);
    const result = await ratings().rateFinished(code);
    expect(result.status === 'rated' && result.update.speed).toBe('overall');
    expect(result.status === 'rated' && result.update.speed_changes).toBeUndefined();
    expect(await poolsOf(bob.id)).toEqual(['global', seasonOf(new Date(finishedAt))].sort());
    expect(await changesOf(code)).toHaveLength(4);
  });
});

describe('GET /api/auth/me', () => {
  it("shows the account's rating in every ladder, defaults where never played", async () => {
    const alice = await account();
    const bob = await account();
    await ratings().rateFinished(await storeFinished(alice, bob, 'red', undefined, BULLET));
    await ratings().rateFinished(await storeFinished(alice, bob, 'red'));
    const me = await alice.client.get<{
      ratings: Record<string, { rating: number; rd: number; games: number }>;
    }>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(Object.keys(me.body.ratings)).toEqual(['overall', 'bullet', ...OTHER_LADDERS]);
    expect(me.body.ratings.overall!.games).toBe(2);
    expect(me.body.ratings.bullet!.games).toBe(1);
    expect(me.body.ratings.bullet!.rating).toBeGreaterThan(1200);
    expect(me.body.ratings.overall!.rating).toBeGreaterThan(me.body.ratings.bullet!.rating);
    for (const ladder of OTHER_LADDERS)
      expect(me.body.ratings[ladder]).toEqual({ rating: 1200, rd: 350, games: 0 });

    // A new account has every ladder at the start.
    const carol = await account();
    const fresh = await carol.client.get<{ ratings: Record<string, unknown> }>('/api/auth/me');
    expect(Object.values(fresh.body.ratings)).toEqual(Array(6).fill({ rating: 1200, rd: 350, games: 0 }));
  });

  it('still needs a signed-in account', async () => {
    const anonymous = new Client(server.url);
    expect((await anonymous.get('/api/auth/me')).status).toBe(401);
  });
});

describe('currentRatings', () => {
  it("reads one ladder's ratings, leaving out those never rated in it", async () => {
    const alice = await account();
    const bob = await account();
    const carol = await account();
    await ratings().rateFinished(await storeFinished(alice, bob, 'red', undefined, BULLET));
    const ids = [alice.id, bob.id, carol.id];
    const bullet = await ratings().currentRatings(ids, 'bullet');
    expect([...bullet.keys()].sort()).toEqual([alice.id, bob.id].sort());
    expect(bullet.get(alice.id)).toBeGreaterThan(1200);
    expect((await ratings().currentRatings(ids, 'blitz')).size).toBe(0);
    expect((await ratings().currentRatings(ids, 'overall')).get(bob.id)).toBeLessThan(1200);
  });
});
