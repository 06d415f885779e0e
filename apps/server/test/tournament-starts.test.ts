// Starting tournament games survives a node dying halfway. Two directors stand for two nodes: they
// share the server's database, rooms and user sockets, the test ticks them and moves the lease from
// one to the other as a node killed would let it go. A Swiss round whose start was cut short after
// a room was made is finished by the next director with each pairing's game started once (the room
// found, not made again), and every result counts; a start that keeps failing holds its round, up
// to a limit; an arena pair claimed by a node that died before its room is started by the next; a
// room code another room took is replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentGame } from '@checkers/protocol';
import { tablesOf } from '../src/database-schema.js';
import {
  MAX_START_TRIES,
  openTournaments,
  type StartTournamentGame,
  type TournamentDirector,
  type TournamentsDb,
} from '../src/modules/tournaments/index.js';
import type { TestServer } from './harness.js';
import { SocketClient } from './socket-client.js';
import { playTo } from './tournament-play.js';
import {
  arenaBody,
  create,
  detail,
  entrant,
  join,
  swissBody,
  TestClock,
  tournamentServer,
  type Entrant,
} from './tournament-fixtures.js';

const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  // The server's own director never ticks: the test's two do. It still records the games' endings.
  server = await tournamentServer(clock, 0);
});
afterAll(async () => server.close());

/** The director's lease as the test hands it: held by one holder until `free`. */
class Lease {
  private holder: string | undefined;
  readonly take = async (_name: string, holder: string): Promise<boolean> => {
    this.holder ??= holder;
    return this.holder === holder;
  };
  /** Its holder died: the next to ask gets it. */
  free(): void {
    this.holder = undefined;
  }
}

/** The real start, through the server's rooms. */
const realStart: StartTournamentGame = (code, red, black, options) =>
  server.app.services.rooms.startIn(code, red, black, options);

/** A director as another node runs it, on the server's database, rooms and sockets. */
function node(
  lease: Lease,
  startGame: StartTournamentGame = realStart,
  roomCode: () => Promise<string> = () => server.app.services.store.freeCode(),
): TournamentDirector {
  const { services } = server.app;
  return openTournaments({
    db: tablesOf<TournamentsDb>(services.storage.db),
    config: { tickMs: 0, schedule: [], clock: clock.now },
    notify: services.notifyUser,
    ratingsFor: async () => new Map(),
    startGame,
    roomCode,
    rooms: services.store,
    awardChampion: (userId, id) => services.achievements.awardTournamentChampion(userId, id),
    lease: lease.take,
    warn: () => {},
  }).director;
}

/**
 * A start that stops at its `at`-th call, as a node killed then would, until `release`: after its
 * room was made, or before.
 */
function stalling(at: number, roomFirst: boolean) {
  let calls = 0;
  let reached!: () => void;
  let release!: () => void;
  const stalled = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const startGame: StartTournamentGame = async (...args) => {
    if (++calls !== at) return realStart(...args);
    const made = roomFirst ? await realStart(...args) : undefined;
    reached();
    await released;
    return made ?? realStart(...args);
  };
  return { startGame, stalled, release };
}

/** The rooms two players sat in together, whichever colours. */
async function roomsBetween(a: string, b: string): Promise<string[]> {
  const rows = await server.app.services.storage.db
    .selectFrom('rooms')
    .select('code')
    .where((eb) =>
      eb.or([
        eb.and([eb('red_user_id', '=', a), eb('black_user_id', '=', b)]),
        eb.and([eb('red_user_id', '=', b), eb('black_user_id', '=', a)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.code);
}

/** A tournament's games of a round (every one, open or not). */
async function roundGames(who: Entrant, id: string, round: number | null): Promise<TournamentGame[]> {
  return (await detail(who.client, id)).games.filter((game) => game.round === round);
}

/** Every game of `games` is the only room its two players ever sat in together. */
async function expectOneRoomEach(games: readonly TournamentGame[]): Promise<void> {
  for (const game of games) expect(await roomsBetween(game.red_id, game.black_id)).toEqual([game.room_code]);
}

/** Registered players, each with a user socket. */
async function entrants(count: number): Promise<{ players: Entrant[]; sockets: SocketClient[] }> {
  const players = await Promise.all(Array.from({ length: count }, () => entrant(server.url)));
  const sockets = await Promise.all(players.map((p) => SocketClient.openUser(server.url, p.client.token!)));
  return { players, sockets };
}

/** Plays a round's games to these results, each recorded by the games' observer. */
async function playRound(
  games: readonly TournamentGame[],
  players: readonly Entrant[],
  results: readonly ('red' | 'black' | 'draw')[],
  points: Map<string, number>,
): Promise<void> {
  for (const [i, game] of games.entries()) {
    const result = results[i % results.length]!;
    await playTo(game, players, result);
    if (result === 'draw') {
      points.set(game.red_id, points.get(game.red_id)! + 0.5);
      points.set(game.black_id, points.get(game.black_id)! + 0.5);
    } else {
      const winner = result === 'red' ? game.red_id : game.black_id;
      points.set(winner, points.get(winner)! + 1);
    }
  }
  await server.app.services.tournamentDirector.settled();
}

describe('a Swiss round whose start a node did not finish', () => {
  it('is finished by the next director, each game started once, every result kept', async () => {
    const { players, sockets } = await entrants(5);
    const made = await create(players[0]!, swissBody({ startsInSeconds: 5, rounds: 3 }));
    for (const p of players) await join(p, made.id);
    clock.advance(5_000);
    const lease = new Lease();
    // Node A makes the second pairing's room and dies before recording its game.
    const a = stalling(2, true);
    const nodeA = node(lease, a.startGame);
    const nodeB = node(lease);
    const dying = nodeA.tickOnce();
    await a.stalled;
    const cut = await detail(players[0]!.client, made.id);
    expect(cut.tournament.round).toBe(1);
    expect(cut.games).toHaveLength(1);

    lease.free();
    await nodeB.tickOnce();
    const firsts = await roundGames(players[0]!, made.id, 1);
    expect(firsts).toHaveLength(2);
    await expectOneRoomEach(firsts);
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
    await expectOneRoomEach(firsts);

    const points = new Map(players.map((p) => [p.id, 0]));
    points.set(firstBye, 1);
    const byes = new Set([firstBye]);
    const all = [...firsts];
    await playRound(firsts, players, ['red', 'draw'], points);
    for (const round of [2, 3]) {
      await nodeB.tickOnce();
      const games = await roundGames(players[0]!, made.id, round);
      expect(games).toHaveLength(2);
      all.push(...games);
      await expectOneRoomEach(all);
      const bye = players.find((p) => !games.some((g) => [g.red_id, g.black_id].includes(p.id)))!.id;
      expect(byes.has(bye)).toBe(false);
      byes.add(bye);
      points.set(bye, points.get(bye)! + 1);
      await playRound(games, players, ['black', 'red'], points);
    }
    await nodeB.tickOnce();

    const final = await detail(players[0]!.client, made.id);
    expect(final.tournament.status).toBe('finished');
    expect(final.games.filter((g) => g.result !== null)).toHaveLength(6);
    for (const line of final.standings) expect(line.score).toBe(points.get(line.user_id));
    for (const socket of sockets) socket.close();
  });

  it('holds its round while its games fail to start, and gives one up after a few tries', async () => {
    const { players, sockets } = await entrants(4);
    const made = await create(players[0]!, swissBody({ startsInSeconds: 5, rounds: 3 }));
    for (const p of players) await join(p, made.id);
    clock.advance(5_000);
    let failing = true;
    // The rooms cannot be made at first (the first pairing's never: it is given up).
    let doomed: string | undefined;
    const flaky: StartTournamentGame = async (code, red, black, options) => {
      doomed ??= [red, black].sort().join('|');
      if (failing || doomed === [red, black].sort().join('|')) throw new Error('rooms unreachable');
      return realStart(code, red, black, options);
    };
    const director = node(new Lease(), flaky);
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
    await expectOneRoomEach(now.games);
    // The doomed pairing was given up on its last try: its two sit the round out, and the round
    // ends with the other game.
    await playRound(now.games, players, ['red'], new Map(players.map((p) => [p.id, 0])));
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
    const { players, sockets } = await entrants(2);
    const made = await create(players[0]!, arenaBody({ startsInSeconds: 0, durationMinutes: 60 }));
    for (const p of players) await join(p, made.id);
    const lease = new Lease();
    // Node A claims the pair and dies before making the room.
    const a = stalling(1, false);
    const dying = node(lease, a.startGame).tickOnce();
    await a.stalled;
    expect((await detail(players[0]!.client, made.id)).games).toHaveLength(0);

    lease.free();
    await node(lease).tickOnce();
    const games = await roundGames(players[0]!, made.id, null);
    expect(games).toHaveLength(1);
    await sockets[0]!.waitFor(
      (m) => m.type === 'tournament_paired' && m.payload.room_code === games[0]!.room_code,
    );
    a.release();
    await dying;
    expect(await roundGames(players[0]!, made.id, null)).toHaveLength(1);
    await expectOneRoomEach(games);
    for (const socket of sockets) socket.close();
  });

  it('gets another room code when the one chosen is taken', async () => {
    const { players, sockets } = await entrants(3);
    const taken = await players[2]!.client.post<{ invite_code: string }>('/api/create-room', {});
    expect(taken.status).toBe(201);
    const made = await create(players[0]!, arenaBody({ startsInSeconds: 0, durationMinutes: 60 }));
    for (const p of players.slice(0, 2)) await join(p, made.id);
    let codes = 0;
    const director = node(new Lease(), realStart, async () =>
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
});
