// Tournaments across two nodes sharing PostgreSQL and Redis: both nodes run the director, but one at
// a time pairs under the lease, so no player of an arena is ever in two games at once, through
// pairings and re-pairings; `tournament_paired` reaches a player's socket on either node, whichever
// node paired it; and the standings read the same on both.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tournament, TournamentDetail, TournamentGame } from '@checkers/protocol';
import { SocketClient } from '../socket-client.js';
import { playTo } from '../tournament-play.js';
import type { Entrant } from '../tournament-fixtures.js';
import { eventually, registeredAccount, startCluster, type Cluster, type TestNode } from './cluster.js';

let cluster: Cluster;
let db: pg.Client;

beforeAll(async () => {
  cluster = await startCluster(2, {
    TOURNAMENT_TICK_MS: '100',
    TOURNAMENT_SCHEDULE: '[]',
    RATE_LIMIT_TOURNAMENTS: '100000',
    RATE_LIMIT_TOURNAMENT_READS: '100000',
  });
  db = new pg.Client({ connectionString: cluster.database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

/** The open games of a tournament, straight from the shared database. */
async function openGames(id: string): Promise<{ red_id: string; black_id: string; room_code: string }[]> {
  const { rows } = await db.query(
    'select red_id, black_id, room_code from tournament_games where tournament_id = $1 and ended_at is null',
    [id],
  );
  return rows;
}

/** Fails when any player sits in two open games of the tournament. */
async function expectNoOneTwice(id: string): Promise<void> {
  const seats = (await openGames(id)).flatMap((g) => [g.red_id, g.black_id]);
  expect(new Set(seats).size).toBe(seats.length);
}

describe('tournaments across nodes', () => {
  it(
    'pairs each player once at a time under the lease, told on either node',
    { timeout: 90_000 },
    async () => {
      const [one, two] = cluster.nodes as [TestNode, TestNode];
      const players: Entrant[] = [];
      for (let i = 0; i < 8; i++) {
        const { client, id } = await registeredAccount(i % 2 === 0 ? one : two, `arena${i}`);
        players.push({ client, id, name: `arena${i}` });
      }
      // Each player listens on both nodes: whichever node pairs, one of its sockets is on the other.
      const sockets = await Promise.all(
        players.flatMap((p) => [one, two].map((node) => SocketClient.openUser(node.url, p.client.token!))),
      );
      const created = await players[0]!.client.post<{ tournament: Tournament }>('/api/tournaments', {
        name: 'Cluster arena',
        kind: 'arena',
        timeControl: { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 },
        startsInSeconds: 0,
        durationMinutes: 60,
      });
      expect(created.status).toBe(201);
      const id = created.body.tournament.id;
      // Everyone joins at once, half on each node, while both directors tick.
      const joins = await Promise.all(players.map((p) => p.client.post(`/api/tournaments/${id}/join`, {})));
      expect(joins.every((r) => r.status === 200)).toBe(true);

      const first = await eventually(async () => {
        await expectNoOneTwice(id);
        const games = await openGames(id);
        expect(games).toHaveLength(4);
        return games;
      });
      for (const game of first) {
        for (const user of [game.red_id, game.black_id]) {
          const at = players.findIndex((p) => p.id === user);
          for (const socket of [sockets[at * 2]!, sockets[at * 2 + 1]!])
            await socket.waitFor(
              (m) => m.type === 'tournament_paired' && m.payload.room_code === game.room_code,
            );
        }
      }
      const lease = await db.query("select holder from leases where name = 'tournament:director'");
      expect(lease.rows).toHaveLength(1);

      // The games end (their moves sent to both nodes alike) and the players are paired again, never
      // two games at once, and no one twice while both directors keep ticking.
      const wire = (g: { red_id: string; black_id: string; room_code: string }): TournamentGame => ({
        ...g,
        round: null,
        result: null,
        ballot: null,
        started_at: '',
      });
      await Promise.all(first.map((g, i) => playTo(wire(g), players, i % 2 === 0 ? 'red' : 'draw')));
      for (let i = 0; i < 20; i++) {
        await expectNoOneTwice(id);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A pair whose game ended last may find only each other waiting: the rules let them meet
      // again once both waited 15 s, so the fourth game may take that long.
      const second = await eventually(async () => {
        const games = await openGames(id);
        expect(games).toHaveLength(4);
        return games;
      }, 30_000);
      await expectNoOneTwice(id);
      const { rows } = await db.query(
        'select count(*)::int as n from tournament_games where tournament_id = $1',
        [id],
      );
      expect(rows[0].n).toBe(8);
      expect(second.every((g) => !first.some((f) => f.room_code === g.room_code))).toBe(true);

      // Both nodes read the same table.
      const tables = await Promise.all(
        [one, two].map(async (node) => {
          const client = await node.client();
          return (await client.get<TournamentDetail>(`/api/tournaments/${id}`)).body.standings;
        }),
      );
      expect(tables[0]).toEqual(tables[1]);
      expect(tables[0]!.reduce((sum, s) => sum + s.games, 0)).toBe(8);
      for (const socket of sockets) {
        expect(socket.invalid).toEqual([]);
        socket.close();
      }
    },
  );
});
