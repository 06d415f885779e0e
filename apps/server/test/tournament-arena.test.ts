// An arena of four players from start to podium, through the API and the user sockets: the start at
// its time, pairing (told by `tournament_paired`, shown by `me`), no immediate rematch, scores with a
// streak doubling them, withdrawal as a pause and coming back, the cut-off before the end, a game
// ending after the end still counted, the finish (`tournament_finished`) and the champion's
// achievement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentGame } from '@checkers/protocol';
import { eventually, type TestServer } from './harness.js';
import { SocketClient } from './socket-client.js';
import { openGames, pause, playTo, reaches } from './tournament-play.js';
import {
  arenaBody,
  create,
  detail,
  entrant,
  join,
  me,
  TestClock,
  tournamentServer,
  withdrawReply,
  type Entrant,
} from './tournament-fixtures.js';

const clock = new TestClock();
let server: TestServer;
beforeAll(async () => {
  server = await tournamentServer(clock, 100);
});
afterAll(async () => server.close());

/** Hand-scored arena points: win 2, draw 1, doubled once the two games before were both won. */
function handScore(results: readonly ('W' | 'D' | 'L')[]): { score: number; streak: number } {
  let score = 0;
  let streak = 0;
  for (const r of results) {
    const factor = streak >= 2 ? 2 : 1;
    score += (r === 'W' ? 2 : r === 'D' ? 1 : 0) * factor;
    streak = r === 'W' ? streak + 1 : 0;
  }
  return { score, streak };
}

const pairKey = (g: TournamentGame): string => [g.red_id, g.black_id].sort().join('|');

describe('an arena of four', () => {
  it('is played from start to podium', { timeout: 90_000 }, async () => {
    const [champ, b, c, d] = await Promise.all([0, 1, 2, 3].map(() => entrant(server.url)));
    const players: Entrant[] = [champ!, b!, c!, d!];
    const sockets = await Promise.all(players.map((p) => SocketClient.openUser(server.url, p.client.token!)));
    const made = await create(
      champ!,
      arenaBody({
        startsInSeconds: 30,
        durationMinutes: 10,
        timeControl: { kind: 'clock', initialSeconds: 60, incrementSeconds: 0 },
      }),
    );
    for (const p of players) await join(p, made.id);
    expect(sockets[1]!.messages.some((m) => m.type === 'tournament_updated')).toBe(true);
    // Nothing happens before the start.
    await pause(300);
    expect((await detail(champ!.client, made.id)).tournament.status).toBe('upcoming');
    clock.advance(30_000);
    await reaches(champ!.client, made.id, 'running');

    const results = new Map<string, ('W' | 'D' | 'L')[]>(players.map((p) => [p.id, []]));
    const record = (game: TournamentGame, winner: 'red' | 'black' | 'draw'): void => {
      results.get(game.red_id)!.push(winner === 'draw' ? 'D' : winner === 'red' ? 'W' : 'L');
      results.get(game.black_id)!.push(winner === 'draw' ? 'D' : winner === 'black' ? 'W' : 'L');
    };
    // The champion wins each of its games; of the others, red wins or (round 2) they draw.
    const outcome = (game: TournamentGame, round: number): 'red' | 'black' | 'draw' =>
      game.red_id === champ!.id
        ? 'red'
        : game.black_id === champ!.id
          ? 'black'
          : round === 2
            ? 'draw'
            : 'red';

    let previous = new Set<string>();
    for (let round = 1; round <= 3; round++) {
      const games = await openGames(champ!.client, made.id, 2);
      // Everyone plays once, never the opponent just met.
      expect(new Set(games.flatMap((g) => [g.red_id, g.black_id])).size).toBe(4);
      for (const g of games) expect(previous.has(pairKey(g))).toBe(false);
      previous = new Set(games.map(pairKey));
      for (const g of games) {
        for (const id of [g.red_id, g.black_id]) {
          const at = players.findIndex((p) => p.id === id);
          await sockets[at]!.waitFor(
            (m) => m.type === 'tournament_paired' && m.payload.room_code === g.room_code,
          );
          expect(await me(players[at]!, made.id)).toEqual({ joined: true, room_code: g.room_code });
        }
      }
      if (round === 3) {
        // Into the cut-off (a minute before the end at 1+0): whoever finishes now is not paired
        // again, even once it has waited long enough to meet the same opponent again.
        clock.advance(10 * 60_000 - 50_000);
        const other = games.find((g) => g.red_id !== champ!.id && g.black_id !== champ!.id)!;
        await playTo(other, players, outcome(other, round));
        record(other, outcome(other, round));
        await pause(300);
        clock.advance(20_000);
        await pause(500);
        expect((await openGames(champ!.client, made.id, 1))[0]!.room_code).not.toBe(other.room_code);
        // Past the end with the champion's game still on: the arena waits for it, and it counts.
        clock.advance(40_000);
        await pause(500);
        expect((await detail(champ!.client, made.id)).tournament.status).toBe('running');
        const last = games.find((g) => g !== other)!;
        await playTo(last, players, outcome(last, round));
        record(last, outcome(last, round));
        break;
      }
      for (const g of games) {
        await playTo(g, players, outcome(g, round));
        record(g, outcome(g, round));
      }
    }

    const final = await reaches(champ!.client, made.id, 'finished');
    expect(final.tournament.winner_id).toBe(champ!.id);
    expect(final.games).toHaveLength(6);
    expect(final.games.every((g) => g.result !== null && g.ballot === null && g.round === null)).toBe(true);
    for (const line of final.standings) {
      const hand = handScore(results.get(line.user_id)!);
      expect({ user: line.username, score: line.score, streak: line.streak }).toEqual({
        user: line.username,
        ...hand,
      });
      expect(line.games).toBe(3);
    }
    expect(final.standings[0]).toMatchObject({ rank: 1, user_id: champ!.id, score: 8, streak: 3, wins: 3 });
    for (const socket of sockets)
      expect((await socket.waitFor((m) => m.type === 'tournament_finished')).payload).toEqual({
        tournament_id: made.id,
        winner_id: champ!.id,
      });
    const unlocked = await sockets[0]!.waitFor(
      (m) =>
        m.type === 'achievement_unlocked' &&
        (m.payload.achievement as { id: string }).id === 'tournamentChampion',
    );
    expect(unlocked).toBeDefined();
    expect(sockets.every((s) => s.invalid.length === 0)).toBe(true);
    for (const s of sockets) s.close();
  });

  it(
    'pauses a withdrawn player, keeping its score, and pairs it again when it comes back',
    { timeout: 60_000 },
    async () => {
      const players = await Promise.all([0, 1, 2].map(() => entrant(server.url)));
      const [x, y, z] = players as [Entrant, Entrant, Entrant];
      const made = await create(x, arenaBody({ startsInSeconds: 0, durationMinutes: 60 }));
      for (const p of [x, y]) await join(p, made.id);
      const [first] = await openGames(x.client, made.id, 1);
      await playTo(first!, players, 'red');
      // The winner pauses: the other has no one to play.
      const winner = first!.red_id === x.id ? x : y;
      expect((await withdrawReply(winner, made.id)).status).toBe(200);
      // The game's end is recorded a moment after the resignation.
      await eventually(async () =>
        expect(await me(winner, made.id)).toEqual({ joined: false, room_code: null }),
      );
      await join(z, made.id);
      const [second] = await openGames(x.client, made.id, 1);
      expect([second!.red_id, second!.black_id].sort()).toEqual(
        [first!.black_id === x.id ? x.id : y.id, z.id].sort(),
      );
      const paused = (await detail(x.client, made.id)).standings.find((s) => s.user_id === winner.id)!;
      expect(paused).toMatchObject({ withdrawn: true, score: 2, games: 1 });
      await playTo(second!, players, 'draw');
      // Back from the pause, with the score kept.
      const back = await join(winner, made.id);
      expect(back.players).toBe(3);
      const [third] = await openGames(x.client, made.id, 1);
      expect([third!.red_id, third!.black_id]).toContain(winner.id);
      const line = (await detail(x.client, made.id)).standings.find((s) => s.user_id === winner.id)!;
      expect(line).toMatchObject({ withdrawn: false, score: 2 });
    },
  );
});
