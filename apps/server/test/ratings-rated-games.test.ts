// Rated games against the real server: two accounts play, both pools move by Glicko-2, the
// history is kept and the players' sockets hear of it; a draw and a resignation are rated too,
// and a game with a guest is casual.
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import { seasonOf } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedScore, rate, type Glicko2Rating } from '../src/modules/ratings/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { playOpening, playWhole } from './players.js';
import { ratedServer } from './rating-fixtures.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

const { db, ratings, account, seat, stateOf, ratedSoon, ratingRow, changesOf } = ratedServer(() => server);

const FRESH: Glicko2Rating = { rating: 1200, deviation: 350, volatility: 0.06 };

describe('a game between two accounts', () => {
  it('is rated: both pools move by Glicko-2, the history is kept and both sockets hear of it', async () => {
    const game = shortScriptedWin();
    const alice = await account('US');
    const bob = await account('FR');
    const code = await seat(alice, bob.client);
    expect((await stateOf(alice.client, code)).rated).toBe(true);
    const sockets = await Promise.all([alice, bob].map((p) => SocketClient.open(server.url, code, p.token)));
    for (const [i, move] of game.moves.entries()) {
      const mover = game.positions[i]!.turn === 'red' ? alice : bob;
      const reply = await playWhole(mover.client, code, move);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const events = await Promise.all(sockets.map((s) => s.waitFor((m) => m.type === 'rating_updated')));
    for (const socket of sockets) socket.close();

    const [winner, loser] = game.winner === 'red' ? [alice, bob] : [bob, alice];
    const won = rate(FRESH, [{ opponent: FRESH, score: 1 }]);
    const lost = rate(FRESH, [{ opponent: FRESH, score: 0 }]);
    const expected = expectedScore(FRESH, FRESH);
    const room = await db()
      .selectFrom('rooms')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const season = seasonOf(new Date(room.finished_at!));
    for (const pool of ['global', season]) {
      const winnerRow = await ratingRow(winner.id, pool);
      expect(winnerRow).toMatchObject({ games: 1, wins: 1, losses: 0, draws: 0, streak: 1 });
      expect(winnerRow!.rating).toBeCloseTo(won.rating, 9);
      expect(winnerRow!.rd).toBeCloseTo(won.deviation, 9);
      expect(winnerRow!.volatility).toBeCloseTo(won.volatility, 9);
      expect(winnerRow!.peak).toBeCloseTo(won.rating, 9);
      expect(winnerRow!.region).toBe(winner === alice ? 'US' : 'EU');
      expect(winnerRow!.last_game_at).toBe(room.finished_at);
      const loserRow = await ratingRow(loser.id, pool);
      expect(loserRow).toMatchObject({ games: 1, wins: 0, losses: 1, draws: 0, streak: -1, peak: 1200 });
      expect(loserRow!.rating).toBeCloseTo(lost.rating, 9);
      expect(loserRow!.rd).toBeCloseTo(lost.deviation, 9);
    }
    const history = await changesOf(code);
    expect(history).toHaveLength(4);
    for (const change of history) {
      const isWinner = change.user_id === winner.id;
      expect(change).toMatchObject({
        opponent_id: isWinner ? loser.id : winner.id,
        score: isWinner ? 1 : 0,
        old_rating: 1200,
        old_rd: 350,
        opponent_rating: 1200,
        played_at: room.finished_at,
      });
      expect(change.new_rating).toBeCloseTo(isWinner ? won.rating : lost.rating, 9);
      expect(change.new_rd).toBeCloseTo(won.deviation, 9);
      expect(change.expected_score).toBeCloseTo(expected, 9);
    }
    expect(await db().selectFrom('rated_games').selectAll().where('room_code', '=', code).execute()).toEqual([
      // Untimed: counted overall only.
      {
        room_code: code,
        season,
        rated_at: expect.any(String),
        time_control: '{"kind":"untimed"}',
        speed: 'overall',
      },
    ]);

    for (const event of events) {
      expect(event.v).toBeUndefined();
      expect(event.payload.room_code).toBe(code);
      expect(event.payload.speed).toBe('overall');
      expect(event.payload.speed_changes).toBeUndefined();
      const changes = event.payload.changes as Record<string, unknown>[];
      expect(changes).toHaveLength(2);
      const byUser = new Map(changes.map((c) => [c.user_id, c]));
      expect(byUser.get(winner.id)).toMatchObject({
        color: game.winner,
        old_rating: 1200,
        score: 1,
        provisional: true,
      });
      expect(byUser.get(winner.id)!.new_rating as number).toBeCloseTo(won.rating, 9);
      expect(byUser.get(winner.id)!.rating_deviation as number).toBeCloseTo(won.deviation, 9);
      expect(byUser.get(winner.id)!.expected_score as number).toBeCloseTo(expected, 9);
      expect(byUser.get(loser.id)).toMatchObject({ old_rating: 1200, score: 0, provisional: true });
      expect(byUser.get(loser.id)!.new_rating as number).toBeCloseTo(lost.rating, 9);
    }

    // Asked again (another node, or the sweep), nothing changes.
    const before = await ratingRow(winner.id, 'global');
    expect(await ratings().rateFinished(code)).toEqual({ status: 'skipped', reason: 'already_rated' });
    expect(await ratingRow(winner.id, 'global')).toEqual(before);
    expect(await changesOf(code)).toHaveLength(4);

    // The rematch is rated too: both seats are still accounts.
    expect((await alice.client.post('/api/rematch', { code })).status).toBe(200);
    const rematch = await bob.client.post<{ newRoomCode: string }>('/api/rematch', { code });
    expect((await stateOf(bob.client, rematch.body.newRoomCode)).rated).toBe(true);
  });

  it('counts a draw by agreement as half a point each', async () => {
    const alice = await account();
    const bob = await account('JP');
    const code = await seat(alice, bob.client);
    await playOpening({ code, of: (color) => (color === 'red' ? alice.client : bob.client) });
    expect((await alice.client.post('/api/draw', { code, action: 'offer' })).status).toBe(200);
    expect((await bob.client.post('/api/draw', { code, action: 'accept' })).status).toBe(200);
    await ratedSoon(code);
    const drawn = rate(FRESH, [{ opponent: FRESH, score: 0.5 }]);
    for (const [player, region] of [
      [alice, 'Other'],
      [bob, 'Asia'],
    ] as const) {
      const row = await ratingRow(player.id, 'global');
      expect(row).toMatchObject({ games: 1, wins: 0, losses: 0, draws: 1, streak: 0, region });
      expect(row!.rating).toBeCloseTo(drawn.rating, 9);
      expect(row!.rd).toBeCloseTo(drawn.deviation, 9);
    }
    expect((await changesOf(code)).map((c) => c.score)).toEqual([0.5, 0.5, 0.5, 0.5]);
  });

  it('is rated when it ends by resignation', async () => {
    const alice = await account();
    const bob = await account();
    const code = await seat(alice, bob.client);
    await playOpening({ code, of: (color) => (color === 'red' ? alice.client : bob.client) });
    expect((await bob.client.post('/api/resign', { code })).status).toBe(200);
    await ratedSoon(code);
    expect(await ratingRow(alice.id, 'global')).toMatchObject({ wins: 1, streak: 1 });
    expect(await ratingRow(bob.id, 'global')).toMatchObject({ losses: 1, streak: -1 });
  });
});

describe('a game with a guest', () => {
  it('is casual: rated false and no rating rows', async () => {
    const alice = await account();
    const guest = await new Client(server.url).init();
    const code = await seat(alice, guest);
    expect((await stateOf(alice.client, code)).rated).toBe(false);
    expect((await guest.post('/api/resign', { code })).status).toBe(200);
    expect(await ratings().rateFinished(code)).toEqual({ status: 'skipped', reason: 'casual' });
    const rows = await db().selectFrom('ratings').selectAll().where('user_id', '=', alice.id).execute();
    expect(rows).toEqual([]);
    expect(await changesOf(code)).toEqual([]);
  });
});
