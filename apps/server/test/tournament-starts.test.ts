// Starting tournament games survives a node dying halfway (two directors stand for two nodes,
// tournament-nodes.ts). A Swiss round whose start was cut short after a room was made is finished
// by the next director with each pairing's game started once (the room found, not made again), and
// every result counts; a start that keeps failing holds its round, up to a limit; an arena pair
// claimed by a node that died before its room is started by the next; a room code another room
// took is replaced; a pair is claimed (its game planned) whole or not at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../src/database-schema.js';
import {
  MAX_START_TRIES,
  TournamentStore,
  type StartTournamentGame,
  type TournamentsDb,
} from '../src/modules/tournaments/index.js';
import type { TestServer } from './harness.js';
import { DirectorNodes, Lease, roundGames } from './tournament-nodes.js';
import {
  arenaBody,
  create,
  detail,
  join,
  swissBody,
  TestClock,
  tournamentServer,
} from './tournament-fixtures.js';

const clock = new TestClock();
let server: TestServer;
let nodes: DirectorNodes;
beforeAll(async () => {
  // The server's own director never ticks: the test's do. It still records the games' endings.
  server = await tournamentServer(clock, 0);
  nodes = new DirectorNodes(server, clock);
});
afterAll(async () => server.close());

describe('a Swiss round whose start a node did not finish', () => {
  it('is finished by the next director, each game started once, every result kept', async () => {
    const { players, sockets } = await nodes.entrants(5);
    const made = await create(players[0]!, swissBody({ startsInSeconds: 5, rounds: 3 }));
    for (const p of players) await join(p, made.id);
    clock.advance(5_000);
    const lease = new Lease();
    // Node A makes the second pairing's room and dies before recording its game.
    const a = nodes.stalling(2, true);
    const nodeA = nodes.node(lease, a.startGame);
    const nodeB = nodes.node(lease);
    const dying = nodeA.tickOnce();
    await a.stalled;
    const cut = await detail(players[0]!.client, made.id);
    expect(cut.tournament.round).toBe(1);
    expect(cut.games).toHaveLength(1);

    lease.free();
    await nodeB.tickOnce();
    const firsts = await roundGames(players[0]!, made.id, 1);
    expect(firsts).toHaveLength(2);
    await nodes.expectOneRoomEach(firsts);
    for (const game of firsts)
      for (const user of [game.red_id, game.black_id])
        await sockets[players.findIndex((p) => p.id === user)]!.waitFor(
          (m) => m.type === 'tournament_paired' && m.payload.room_code === game.room_code,
        );
    const seated = new Set(firsts.flatMap((g) => [g.red_id, g.black_id]));
    expect(seated.size).toBe(4);
    const firstBye = players.find((p) => !seated.has(p.id))!.id;

    // Node A was only slow: going on, it finds the room it made and the game recorded.
    a.release();
    await dying;
    expect(await roundGames(players[0]!, made.id, 1)).toHaveLength(2);
    await nodes.expectOneRoomEach(firsts);

    const points = new Map(players.map((p) => [p.id, 0]));
    points.set(firstBye, 1);
    const byes = new Set([firstBye]);
    const all = [...firsts];
    await nodes.playRound(firsts, players, ['red', 'draw'], points);
    for (const round of [2, 3]) {
      await nodeB.tickOnce();
      const games = await roundGames(players[0]!, made.id, round);
      expect(games).toHaveLength(2);
      all.push(...games);
      await nodes.expectOneRoomEach(all);
      const bye = players.find((p) => !games.some((g) => [g.red_id, g.black_id].includes(p.id)))!.id;
      expect(byes.has(bye)).toBe(false);
      byes.add(bye);
      points.set(bye, points.get(bye)! + 1);
      await nodes.playRound(games, players, ['black', 'red'], points);
    }
    await nodeB.tickOnce();

    const final = await detail(players[0]!.client, made.id);
    expect(final.tournament.status).toBe('finished');
    expect(final.games.filter((g) => g.result !== null)).toHaveLength(6);
    for (const line of final.standings) expect(line.score).toBe(points.get(line.user_id));
    for (const socket of sockets) socket.close();
  });

  it('holds its round while its games fail to start, and gives one up after a few tries', async () => {
    const { players, sockets } = await nodes.entrants(4);
    const made = await create(players[0]!, swissBody({ startsInSeconds: 5, rounds: 3 }));
    for (const p of players) await join(p, made.id);
    clock.advance(5_000);
    let failing = true;
    // The rooms cannot be made at first (the first pairing's never: it is given up).
    let doomed: string | undefined;
    const flaky: StartTournamentGame = async (code, red, black, options) => {
      doomed ??= [red, black].sort().join('|');
      if (failing || doomed === [red, black].sort().join('|')) throw new Error('rooms unreachable');
      return nodes.realStart(code, red, black, options);
    };
    const director = nodes.node(new Lease(), flaky);
    for (let tick = 1; tick < MAX_START_TRIES; tick++) await director.tickOnce();
    // Round 1's games are still to start: the round neither ends nor lets the next begin.
    let now = await detail(players[0]!.client, made.id);
    expect(now.tournament.round).toBe(1);
    expect(now.games).toHaveLength(0);

    failing = false;
    await director.tickOnce();
    now = await detail(players[0]!.client, made.id);
    expect(now.tournament.round).toBe(1);
    const [started] = now.games;
    expect(now.games).toHaveLength(1);
    expect([started!.red_id, started!.black_id].sort().join('|')).not.toBe(doomed);
    await nodes.expectOneRoomEach(now.games);
    // The doomed pairing was given up on its last try: its two sit the round out, and the round
    // ends with the other game.
    await nodes.playRound(now.games, players, ['red'], new Map(players.map((p) => [p.id, 0])));
    await director.tickOnce();
    now = await detail(players[0]!.client, made.id);
    expect(now.tournament.round).toBe(2);
    expect(now.games.filter((g) => g.round === 2)).toHaveLength(2);
    expect(now.standings.map((s) => s.games).sort()).toEqual([0, 0, 1, 1]);
    for (const socket of sockets) socket.close();
  });
});

describe('an arena pair claimed by a node that died', () => {
  it('gets its game from the next director, once', async () => {
    const { players, sockets } = await nodes.entrants(2);
    const made = await create(players[0]!, arenaBody({ startsInSeconds: 0, durationMinutes: 60 }));
    for (const p of players) await join(p, made.id);
    const lease = new Lease();
    // Node A claims the pair and dies before making the room.
    const a = nodes.stalling(1, false);
    const dying = nodes.node(lease, a.startGame).tickOnce();
    await a.stalled;
    expect((await detail(players[0]!.client, made.id)).games).toHaveLength(0);

    lease.free();
    await nodes.node(lease).tickOnce();
    const games = await roundGames(players[0]!, made.id, null);
    expect(games).toHaveLength(1);
    await sockets[0]!.waitFor(
      (m) => m.type === 'tournament_paired' && m.payload.room_code === games[0]!.room_code,
    );
    a.release();
    await dying;
    expect(await roundGames(players[0]!, made.id, null)).toHaveLength(1);
    await nodes.expectOneRoomEach(games);
    for (const socket of sockets) socket.close();
  });

  it('gets another room code when the one chosen is taken', async () => {
    const { players, sockets } = await nodes.entrants(3);
    const taken = await players[2]!.client.post<{ invite_code: string }>('/api/create-room', {});
    expect(taken.status).toBe(201);
    const made = await create(players[0]!, arenaBody({ startsInSeconds: 0, durationMinutes: 60 }));
    for (const p of players.slice(0, 2)) await join(p, made.id);
    let codes = 0;
    const director = nodes.node(new Lease(), nodes.realStart, async () =>
      codes++ === 0 ? taken.body.invite_code : server.app.services.store.freeCode(),
    );
    await director.tickOnce();
    expect((await detail(players[0]!.client, made.id)).games).toHaveLength(0);
    await director.tickOnce();
    const games = await roundGames(players[0]!, made.id, null);
    expect(games).toHaveLength(1);
    expect(games[0]!.room_code).not.toBe(taken.body.invite_code);
    const room = await server.app.services.store.find(taken.body.invite_code);
    expect(room?.status).toBe('waiting');
    expect([room?.red_user_id, room?.black_user_id]).toContain(players[2]!.id);
    for (const socket of sockets) socket.close();
  });

  it('claims a pair whole or not at all', async () => {
    const { players, sockets } = await nodes.entrants(2);
    const made = await create(players[0]!, arenaBody({ startsInSeconds: 0, durationMinutes: 60 }));
    for (const p of players) await join(p, made.id);
    const db = tablesOf<TournamentsDb>(server.app.services.storage.db);
    const store = new TournamentStore(db);
    // The second player is no longer waiting (paired meanwhile, say).
    await db
      .updateTable('tournament_players')
      .set({ waiting_since: null })
      .where('tournament_id', '=', made.id)
      .where('user_id', '=', players[1]!.id)
      .execute();
    const waiting = await store.player(made.id, players[0]!.id);
    expect(waiting?.waiting_since).not.toBeNull();
    const start = {
      tournament_id: made.id,
      slot: 'claim',
      room_code: await server.app.services.store.freeCode(),
      round: null,
      red_id: players[0]!.id,
      black_id: players[1]!.id,
      ballot: null,
      planned_at: new Date(clock.now()).toISOString(),
      tries: 0,
      state: 'planned',
    };
    expect(await store.starts.claimPair(made.id, start)).toBe(false);
    // The one still waiting waits on, from when it began, and nothing was planned.
    expect(await store.player(made.id, players[0]!.id)).toEqual(waiting);
    expect(await store.starts.planned(made.id)).toEqual([]);
    for (const socket of sockets) socket.close();
  });
});
