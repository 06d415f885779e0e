// How results reach a tournament: an aborted game is no result (an arena pair waits and is paired
// again, a Swiss pair replays it with the same colours), a result the games never told (a node
// killed at the wrong moment) is found by the director's reconcile (which pages through every open
// game, a batch a tick), and the server's recurring arenas are always scheduled ahead. Plus the bad input of the results and detail calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOURNAMENT_MESSAGES, type Tournament } from '@checkers/protocol';
import { tablesOf } from '../src/database-schema.js';
import { TournamentStore, type TournamentsDb } from '../src/modules/tournaments/index.js';
import { Client, eventually, type TestServer } from './harness.js';
import { openGames, playPlies, playTo, seatsOf } from './tournament-play.js';
import {
  arenaBody,
  create,
  detail,
  entrant,
  expectRefusal,
  join,
  me,
  swissBody,
  TestClock,
  tournamentServer,
} from './tournament-fixtures.js';

const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await tournamentServer(clock, 100);
});
afterAll(async () => server.close());

describe('aborted games', () => {
  it('sends an arena pair back to waiting, then pairs it again', async () => {
    const players = [await entrant(server.url), await entrant(server.url)];
    const made = await create(players[0]!, arenaBody({ startsInSeconds: 0, durationMinutes: 60 }));
    for (const p of players) await join(p, made.id);
    const [first] = await openGames(players[0]!.client, made.id, 1);
    // Resigning before both sides have moved twice aborts the game.
    expect((await seatsOf(first!, players).red.post('/api/resign', { code: first!.room_code })).status).toBe(
      200,
    );
    await eventually(async () => expect((await detail(players[0]!.client, made.id)).games).toHaveLength(0));
    // The two just sat together: with no one else waiting, they meet again once both waited a while.
    clock.advance(20_000);
    const [again] = await openGames(players[0]!.client, made.id, 1);
    expect(again!.room_code).not.toBe(first!.room_code);
    expect((await detail(players[0]!.client, made.id)).standings.every((s) => s.games === 0)).toBe(true);
  });

  it('pauses an arena player who never made its first move', async () => {
    const players = [await entrant(server.url), await entrant(server.url)];
    const made = await create(players[0]!, arenaBody({ startsInSeconds: 0, durationMinutes: 60 }));
    for (const p of players) await join(p, made.id);
    const [game] = await openGames(players[0]!.client, made.id, 1);
    // Black's first move's time ran out (written as the clock sweep would, told by the reconcile).
    await server.app.services.storage.db
      .updateTable('rooms')
      .set({
        status: 'finished',
        winner: null,
        end_reason: 'aborted',
        aborted_reason: 'timeout',
        aborted_by: 'black',
        finished_at: new Date().toISOString(),
      })
      .where('code', '=', game!.room_code)
      .execute();
    const absent = players.find((p) => p.id === game!.black_id)!;
    const present = players.find((p) => p.id === game!.red_id)!;
    await eventually(async () =>
      expect(await me(absent, made.id)).toEqual({ joined: false, room_code: null }),
    );
    expect(await me(present, made.id)).toEqual({ joined: true, room_code: null });
    const table = (await detail(present.client, made.id)).standings;
    expect(table.find((s) => s.user_id === absent.id)).toMatchObject({ withdrawn: true, games: 0 });
    // Coming back, it is paired again.
    await join(absent, made.id);
    clock.advance(20_000);
    const [again] = await openGames(present.client, made.id, 1);
    expect(again!.room_code).not.toBe(game!.room_code);
  });

  it('has a Swiss pair play the game again with the same colours', async () => {
    const players = [await entrant(server.url), await entrant(server.url)];
    const made = await create(players[0]!, swissBody({ startsInSeconds: 5, rounds: 3 }));
    for (const p of players) await join(p, made.id);
    clock.advance(5_000);
    const [first] = await openGames(players[0]!.client, made.id, 1);
    expect(
      (await seatsOf(first!, players).black.post('/api/resign', { code: first!.room_code })).status,
    ).toBe(200);
    const [replay] = await eventually(async () => {
      const games = await openGames(players[0]!.client, made.id, 1);
      expect(games[0]!.room_code).not.toBe(first!.room_code);
      return games;
    });
    expect(replay).toMatchObject({ round: 1, red_id: first!.red_id, black_id: first!.black_id });
    expect((await detail(players[0]!.client, made.id)).tournament.round).toBe(1);
  });
});

describe('a result the games never told', () => {
  it('is found by the reconcile and counts', async () => {
    const players = [await entrant(server.url), await entrant(server.url)];
    const made = await create(players[0]!, swissBody({ startsInSeconds: 5, rounds: 3 }));
    for (const p of players) await join(p, made.id);
    clock.advance(5_000);
    const [game] = await openGames(players[0]!.client, made.id, 1);
    await playPlies(game!.room_code, seatsOf(game!, players));
    // The room is finished behind the games' back, as a node killed after its write would leave it.
    await server.app.services.storage.db
      .updateTable('rooms')
      .set({
        status: 'finished',
        winner: 'red',
        end_reason: 'resignation',
        finished_at: new Date().toISOString(),
      })
      .where('code', '=', game!.room_code)
      .execute();
    const recorded = await eventually(async () => {
      const now = await detail(players[0]!.client, made.id);
      expect(now.games[0]).toMatchObject({ room_code: game!.room_code, result: 'red' });
      return now;
    });
    expect(recorded.standings.find((s) => s.user_id === game!.red_id)).toMatchObject({ score: 1, wins: 1 });
    // The next round follows as it would after any result.
    const [next] = await eventually(async () => {
      const games = await openGames(players[0]!.client, made.id, 1);
      expect(games[0]!.round).toBe(2);
      return games;
    });
    await playTo(next!, players, 'draw');
  });
});

describe('the open games the reconcile pages through', () => {
  it('come a page at a time, each page after the last, so none is left out', async () => {
    const store = new TournamentStore(tablesOf<TournamentsDb>(server.app.services.storage.db));
    // Older than any other test's games, so they come first; two share a start time.
    const at = ['2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z', '2000-01-01T00:00:01.000Z'];
    const codes = ['PAGEA1', 'PAGEB2', 'PAGEC3'];
    for (const [i, code] of codes.entries())
      await server.app.services.storage.db
        .insertInto('tournament_games')
        .values({
          room_code: code,
          tournament_id: 't_paging',
          round: null,
          red_id: 'u_red',
          black_id: 'u_black',
          result: null,
          ballot: null,
          aborted: 0,
          started_at: at[i]!,
          ended_at: null,
        })
        .execute();
    const first = await store.games.open(2);
    expect(first.map((g) => g.room_code)).toEqual(codes.slice(0, 2));
    const second = await store.games.open(2, first.at(-1));
    expect(second[0]!.room_code).toBe(codes[2]);
    await server.app.services.storage.db
      .deleteFrom('tournament_games')
      .where('tournament_id', '=', 't_paging')
      .execute();
  });
});

describe('the champion', () => {
  it('is crowned only with four players or more, and once', async () => {
    const players = [await entrant(server.url), await entrant(server.url)];
    const made = await create(players[0]!, arenaBody({ startsInSeconds: 0, durationMinutes: 5 }));
    for (const p of players) await join(p, made.id);
    const [game] = await openGames(players[0]!.client, made.id, 1);
    await playTo(game!, players, 'red');
    clock.advance(5 * 60_000);
    const finished = await eventually(async () => {
      const now = await detail(players[0]!.client, made.id);
      expect(now.tournament.status).toBe('finished');
      return now;
    });
    expect(finished.tournament.winner_id).toBe(game!.red_id);
    const unlocks = async (userId: string): Promise<number> =>
      (
        await server.app.services.storage.db
          .selectFrom('user_achievements')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('achievement_id', '=', 'tournamentChampion')
          .execute()
      ).length;
    // Two players are too few for the achievement.
    expect(await unlocks(game!.red_id)).toBe(0);
    // The award itself is idempotent: a finish done twice unlocks it once.
    const { achievements } = server.app.services;
    await achievements.awardTournamentChampion(game!.red_id, made.id);
    await achievements.awardTournamentChampion(game!.red_id, made.id);
    expect(await unlocks(game!.red_id)).toBe(1);
  });
});

describe('the calls around results', () => {
  it('refuses a bad or missing user id and an unknown tournament', async () => {
    const anonymous = await new Client(server.url).init();
    expectRefusal(await anonymous.get('/api/tournaments/results'), 400, /user_id/);
    expectRefusal(await anonymous.get(`/api/tournaments/results?user_id=${'u'.repeat(65)}`), 400, /user_id/);
    expect((await anonymous.get('/api/tournaments/results?user_id=nobody')).body).toEqual({ results: [] });
    expectRefusal(await anonymous.get('/api/tournaments/t_missing'), 404, TOURNAMENT_MESSAGES.notFound);
  });
});

describe('the recurring arenas', () => {
  it('keeps the next of each scheduled, and the next after it once one starts', async () => {
    const scheduledClock = new TestClock();
    const scheduled = await tournamentServer(scheduledClock, 100, {
      tournaments: {
        actionsPerMinute: 100_000,
        readsPerMinute: 100_000,
        tickMs: 100,
        clock: scheduledClock.now,
        schedule: [
          {
            key: 'hourly-1+0',
            name: 'Hourly Bullet Arena',
            every: 'hour',
            atMinute: 0,
            initialSeconds: 60,
            incrementSeconds: 0,
            durationMinutes: 50,
            rated: true,
          },
        ],
      },
    });
    try {
      const anonymous = await new Client(scheduled.url).init();
      const upcoming = async (): Promise<Tournament[]> =>
        (await anonymous.get<{ tournaments: Tournament[] }>('/api/tournaments?status=upcoming')).body
          .tournaments;
      const first = await eventually(async () => {
        const list = await upcoming();
        expect(list).toHaveLength(1);
        return list[0]!;
      });
      expect(first).toMatchObject({
        name: 'Hourly Bullet Arena',
        kind: 'arena',
        scheduled: true,
        rated: true,
      });
      expect(Date.parse(first.starts_at) % 3_600_000).toBe(0);
      expect(Date.parse(first.starts_at)).toBeGreaterThan(scheduledClock.now());
      expect(Date.parse(first.ends_at!) - Date.parse(first.starts_at)).toBe(50 * 60_000);
      scheduledClock.advance(Date.parse(first.starts_at) - scheduledClock.now() + 1_000);
      const next = await eventually(async () => {
        const list = await upcoming();
        expect(list).toHaveLength(1);
        expect(list[0]!.id).not.toBe(first.id);
        return list[0]!;
      });
      expect(Date.parse(next.starts_at) - Date.parse(first.starts_at)).toBe(3_600_000);
      await eventually(async () =>
        expect((await detail(anonymous, first.id)).tournament.status).toBe('running'),
      );
    } finally {
      await scheduled.close();
    }
  });
});
