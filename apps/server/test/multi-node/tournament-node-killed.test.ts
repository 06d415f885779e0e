// A Swiss event whose directing node is killed mid-round: node A alone starts it and pairs round 1,
// then node B joins the cluster. A game ends on A just before A is killed (its result recorded by
// A, or else found by B's reconcile), the other game, begun on A, is finished on B; B takes the
// lease once A's runs out, pairs round 2 from both results (no rematch, each player once, told on
// B's sockets) and finishes the event: no result lost.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tournament, TournamentDetail, TournamentGame } from '@checkers/protocol';
import { SocketClient } from '../socket-client.js';
import { playPlies, playTo, seatsOf } from '../tournament-play.js';
import type { Entrant } from '../tournament-fixtures.js';
import { eventually, freePort, registeredAccount, startCluster, TestNode, type Cluster } from './cluster.js';

const ENV = {
  TOURNAMENT_TICK_MS: '100',
  TOURNAMENT_SCHEDULE: '[]',
  RATE_LIMIT_TOURNAMENTS: '100000',
  RATE_LIMIT_TOURNAMENT_READS: '100000',
};

let cluster: Cluster;
let db: pg.Client;

beforeAll(async () => {
  cluster = await startCluster(1, ENV);
  db = new pg.Client({ connectionString: cluster.database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

/** A tournament's games of a round, straight from the shared database, as the wire has them. */
async function gamesOf(id: string, round: number): Promise<TournamentGame[]> {
  const { rows } = await db.query(
    `select room_code, round, red_id, black_id, result, ballot, started_at from tournament_games
     where tournament_id = $1 and round = $2 order by room_code`,
    [id, round],
  );
  return rows;
}

/** Waits for a round's games to be `count`, all open. */
const roundOpens = (id: string, round: number, count: number): Promise<TournamentGame[]> =>
  eventually(async () => {
    const games = await gamesOf(id, round);
    expect(games).toHaveLength(count);
    expect(games.every((g) => g.result === null)).toBe(true);
    return games;
  }, 15_000);

const director = async (): Promise<string> =>
  (await db.query("select holder from leases where name = 'tournament:director'")).rows[0]?.holder;

const pairOf = (g: TournamentGame): string => [g.red_id, g.black_id].sort().join('|');

describe('a node killed mid-round', () => {
  it('leaves the round to the other node, which finishes it with every result', async () => {
    const a = cluster.nodes[0]!;
    const onA: Entrant[] = [];
    for (let i = 0; i < 4; i++) {
      const { client, id } = await registeredAccount(a, `swiss${i}`);
      onA.push({ client, id, name: `swiss${i}` });
    }
    const created = await onA[0]!.client.post<{ tournament: Tournament }>('/api/tournaments', {
      name: 'Cluster Swiss',
      kind: 'swiss',
      timeControl: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
      startsInSeconds: 2,
      rounds: 3,
    });
    expect(created.status).toBe(201);
    const id = created.body.tournament.id;
    for (const p of onA) expect((await p.client.post(`/api/tournaments/${id}/join`, {})).status).toBe(200);
    const firsts = await roundOpens(id, 1, 2);
    const heldByA = await director();
    expect(heldByA).toBeTruthy();

    // Node B joins while A directs; the players listen on B.
    const b = new TestNode(await freePort(), {
      DATABASE_URL: cluster.database.url,
      REDIS_URL: cluster.redis.url,
      ...ENV,
    });
    cluster.nodes.push(b);
    await b.start();
    const onB: Entrant[] = await Promise.all(
      onA.map(async (p) => ({ ...p, client: await b.client(p.client.token) })),
    );
    const sockets = await Promise.all(onB.map((p) => SocketClient.openUser(b.url, p.client.token!)));

    // One game is under way on A, the other ends there, and A is killed at once.
    const [ended, going] = firsts as [TournamentGame, TournamentGame];
    await playPlies(going.room_code, seatsOf(going, onA));
    await playTo(ended, onA, 'red');
    await a.kill();
    // The game begun on A is finished on B.
    await playTo(going, onB, 'draw');

    const seconds = await roundOpens(id, 2, 2);
    expect(await director()).not.toBe(heldByA);
    const results = new Map((await gamesOf(id, 1)).map((g) => [g.room_code, g.result]));
    expect(results).toEqual(
      new Map([
        [ended.room_code, 'red'],
        [going.room_code, 'draw'],
      ]),
    );
    const seated = seconds.flatMap((g) => [g.red_id, g.black_id]);
    expect(new Set(seated).size).toBe(4);
    for (const g of seconds) expect(firsts.map(pairOf)).not.toContain(pairOf(g));
    for (const g of seconds)
      for (const user of [g.red_id, g.black_id])
        await sockets[onB.findIndex((p) => p.id === user)]!.waitFor(
          (m) => m.type === 'tournament_paired' && m.payload.room_code === g.room_code,
        );

    // The rest of the event on B alone: red wins every game.
    for (const round of [2, 3]) {
      const games = round === 2 ? seconds : await roundOpens(id, round, 2);
      for (const g of games) await playTo(g, onB, 'red');
    }
    const final = await eventually(async () => {
      const detail = (await onB[0]!.client.get<TournamentDetail>(`/api/tournaments/${id}`)).body;
      expect(detail.tournament.status).toBe('finished');
      return detail;
    }, 15_000);
    expect(final.games).toHaveLength(6);
    expect(final.games.every((g) => g.result !== null)).toBe(true);
    const points = new Map(onA.map((p) => [p.id, 0]));
    for (const g of final.games) {
      if (g.result === 'draw') {
        points.set(g.red_id, points.get(g.red_id)! + 0.5);
        points.set(g.black_id, points.get(g.black_id)! + 0.5);
      } else {
        const winner = g.result === 'red' ? g.red_id : g.black_id;
        points.set(winner, points.get(winner)! + 1);
      }
    }
    for (const line of final.standings) expect(line.score).toBe(points.get(line.user_id));
    for (const socket of sockets) {
      expect(socket.invalid).toEqual([]);
      socket.close();
    }
  });
});
