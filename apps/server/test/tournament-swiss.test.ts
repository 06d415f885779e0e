// A Swiss event of five players over three rounds with ballots: each round pairs two and gives the
// fifth a bye (a different player each round), no two meet twice, each pairing plays its ballot twice
// with colours reversed, the next round starts once every game of the round has ended, and the
// table (scores with byes, Buchholz) comes from the results. Joining after the start is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acfBallot } from '@checkers/engine';
import { TOURNAMENT_MESSAGES, type TournamentGame } from '@checkers/protocol';
import type { TestServer } from './harness.js';
import { SocketClient } from './socket-client.js';
import { openGames, playTo, reaches } from './tournament-play.js';
import {
  create,
  detail,
  entrant,
  expectRefusal,
  join,
  joinReply,
  swissBody,
  TestClock,
  tournamentServer,
  type Entrant,
} from './tournament-fixtures.js';

const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await tournamentServer(clock, 100);
});
afterAll(async () => server.close());

const pairKey = (g: Pick<TournamentGame, 'red_id' | 'black_id'>): string =>
  [g.red_id, g.black_id].sort().join('|');

describe('a Swiss event of five with ballots', () => {
  it(
    'pairs three rounds with byes, no repeats, and each ballot played twice',
    { timeout: 90_000 },
    async () => {
      const players: Entrant[] = await Promise.all([0, 1, 2, 3, 4].map(() => entrant(server.url)));
      const sockets = await Promise.all(
        players.map((p) => SocketClient.openUser(server.url, p.client.token!)),
      );
      const made = await create(players[0]!, swissBody({ startsInSeconds: 5, rounds: 3, ballots: true }));
      for (const p of players) await join(p, made.id);
      clock.advance(5_000);
      const late = await entrant(server.url);
      await reaches(players[0]!.client, made.id, 'running');
      expectRefusal(await joinReply(late, made.id), 409, TOURNAMENT_MESSAGES.swissStarted);

      const points = new Map<string, number>(players.map((p) => [p.id, 0]));
      const met = new Set<string>();
      const byes = new Set<string>();
      for (let round = 1; round <= 3; round++) {
        const firsts = await openGames(players[0]!.client, made.id, 2);
        expect((await detail(players[0]!.client, made.id)).tournament.round).toBe(round);
        const seated = new Set(firsts.flatMap((g) => [g.red_id, g.black_id]));
        expect(seated.size).toBe(4);
        const bye = players.find((p) => !seated.has(p.id))!.id;
        expect(byes.has(bye)).toBe(false);
        byes.add(bye);
        points.set(bye, points.get(bye)! + 1);
        for (const g of firsts) {
          expect(g.round).toBe(round);
          // A crossboard ballot, named by the game itself.
          expect(acfBallot(g.ballot!)?.crossboard).toBe(true);
          const state = await players[0]!.client.get<{ ballot?: { number: number } | null }>(
            `/api/game-state?code=${g.room_code}`,
          );
          expect(state.body.ballot?.number).toBe(g.ballot);
          expect(met.has(pairKey(g))).toBe(false);
          met.add(pairKey(g));
          // Red wins the first leg.
          await playTo(g, players, 'red');
          points.set(g.red_id, points.get(g.red_id)! + 1);
        }
        // The second legs: the same ballot, colours reversed; a draw in the first pairing, red again
        // in the other.
        const seconds = await openGames(players[0]!.client, made.id, 2);
        for (const [i, g] of seconds.entries()) {
          const first = firsts.find((f) => pairKey(f) === pairKey(g))!;
          expect(g).toMatchObject({
            round,
            red_id: first.black_id,
            black_id: first.red_id,
            ballot: first.ballot,
          });
          const at = players.findIndex((p) => p.id === g.red_id);
          await sockets[at]!.waitFor(
            (m) => m.type === 'tournament_paired' && m.payload.room_code === g.room_code,
          );
          const result = i === 0 ? 'draw' : 'red';
          await playTo(g, players, result);
          if (result === 'draw') {
            points.set(g.red_id, points.get(g.red_id)! + 0.5);
            points.set(g.black_id, points.get(g.black_id)! + 0.5);
          } else points.set(g.red_id, points.get(g.red_id)! + 1);
        }
      }

      const final = await reaches(players[0]!.client, made.id, 'finished');
      expect(final.tournament.round).toBe(3);
      expect(final.games).toHaveLength(12);
      expect(byes.size).toBe(3);
      for (const line of final.standings) {
        expect(line.score).toBe(points.get(line.user_id));
        expect(typeof line.buchholz).toBe('number');
        expect(typeof line.sonneborn_berger).toBe('number');
        expect(line.streak).toBeUndefined();
      }
      const ranks = final.standings.map((s) => s.rank);
      expect(ranks).toEqual([1, 2, 3, 4, 5]);
      expect(final.tournament.winner_id).toBe(final.standings[0]!.user_id);
      const champion = players.findIndex((p) => p.id === final.tournament.winner_id);
      for (const socket of sockets)
        expect((await socket.waitFor((m) => m.type === 'tournament_finished')).payload).toEqual({
          tournament_id: made.id,
          winner_id: final.tournament.winner_id,
        });
      await sockets[champion]!.waitFor(
        (m) =>
          m.type === 'achievement_unlocked' &&
          (m.payload.achievement as { id: string }).id === 'tournamentChampion',
      );
      // The player's details list the result.
      const results = await players[champion]!.client.get<{
        results: { tournament_id: string; rank: number }[];
      }>(`/api/tournaments/results?user_id=${final.tournament.winner_id}`);
      expect(results.body.results).toContainEqual(
        expect.objectContaining({
          tournament_id: made.id,
          rank: 1,
          players: 5,
          kind: 'swiss',
          name: 'Club Swiss',
        }),
      );
      for (const s of sockets) s.close();
    },
  );
});
