// From the board to the ladder: two registered players finish a rated game over HTTP, and the
// leaderboards, a player's row, analytics and compare show it as the rating service stored it.
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import type { CompareResponse, LeaderboardPage, LeaderboardUser, RatingAnalytics } from '@checkers/protocol';
import { seasonOf } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { playWhole } from './players.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

interface Player {
  readonly client: Client;
  readonly id: string;
  readonly username: string;
}

async function register(username: string, country: string): Promise<Player> {
  const client = await new Client(server.url).init();
  const reply = await client.post<{ account: { id: string }; token: string }>('/api/auth/register', {
    username,
    password: 'long enough',
    country,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  client.token = reply.body.token;
  return { client, id: reply.body.account.id, username };
}

/** Waits for the game's rating, which follows the last move in the background. */
async function rated(code: string): Promise<void> {
  const deadline = Date.now() + 5000;
  const db = server.app.services.storage.db;
  while (
    (await db
      .selectFrom('rated_games')
      .select('room_code')
      .where('room_code', '=', code)
      .executeTakeFirst()) === undefined
  ) {
    if (Date.now() > deadline) throw new Error(`room ${code} was not rated`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a rated game played to the end', () => {
  it('puts both players on the global, seasonal and regional boards', async () => {
    const game = shortScriptedWin();
    const red = await register('PlayedRed', 'US');
    const black = await register('PlayedBlack', 'DE');
    // Read before the game: the figures cached now must not hide the game once it is rated.
    const empty = await red.client.get<LeaderboardPage>('/api/leaderboard/global');
    expect(empty.body.stats.total_games).toBe(0);
    const created = await red.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    const code = created.body.invite_code;
    const joined = await black.client.get(`/api/join-room?code=${code}`);
    expect(joined.status).toBe(200);
    for (const [i, move] of game.moves.entries()) {
      const mover = game.positions[i]!.turn === 'red' ? red : black;
      expect((await playWhole(mover.client, code, move)).status).toBe(200);
    }
    await rated(code);
    const [winner, loser] = game.winner === 'red' ? [red, black] : [black, red];

    const global = await red.client.get<LeaderboardPage>('/api/leaderboard/global');
    expect(global.body.entries).toMatchObject([
      {
        user_id: winner.id,
        rank: 1,
        username: winner.username,
        games_played: 1,
        games_won: 1,
        win_streak: 1,
      },
      {
        user_id: loser.id,
        rank: 2,
        username: loser.username,
        games_played: 1,
        games_lost: 1,
        win_streak: -1,
      },
    ]);
    expect(global.body.entries[0]!.current_rating).toBeGreaterThan(1200);
    expect(global.body.entries[0]!.is_online).toBe(true);
    expect(global.body.stats).toMatchObject({ total_players: 2, active_players: 2, total_games: 1 });

    const seasonal = await red.client.get<LeaderboardPage>('/api/leaderboard/seasonal');
    expect(seasonal.body).toMatchObject({ season: seasonOf(new Date()), total_entries: 2 });
    const mine = await red.client.get<LeaderboardPage>('/api/leaderboard/regional');
    expect(mine.body).toMatchObject({ region: 'US', entries: [{ user_id: red.id, rank: 1 }] });

    const row = await loser.client.get<LeaderboardUser>(`/api/leaderboard/user/${loser.id}/global`);
    expect(row.body.entry).toMatchObject({ rank: 2, provisional: true });

    const analytics = await red.client.get<RatingAnalytics>(`/api/leaderboard/analytics/${winner.id}`);
    expect(analytics.body).toMatchObject({
      recent_form: 'W',
      games_played: 1,
      recent_results: [
        { room_code: code, opponent_id: loser.id, opponent_username: loser.username, result: 'win' },
      ],
    });
    const compare = await red.client.get<CompareResponse>(
      `/api/leaderboard/compare?user1=${winner.id}&user2=${loser.id}`,
    );
    expect(compare.body.head_to_head).toEqual({ games: 1, player1_wins: 1, player2_wins: 0, draws: 0 });
  });
});
