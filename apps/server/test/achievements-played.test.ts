// Achievements witnessed in real games: two accounts play a room game over HTTP while their user
// sockets are open; each unlock reaches its player's socket once, the moment it is earned (the first
// move before the game ends), the game's end counts for both, its rating reaches them too, the
// boards rank them, and a guest who played and then registers keeps what its game proved.
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import type { UserAchievementsResponse } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account as signUp, type SignedIn } from './chat-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import { playWhole } from './players.js';
import { SocketClient, type Received } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

type Player = SignedIn;

const account = (): Promise<Player> => signUp(server.url);

const unlockedIds = (socket: SocketClient): string[] =>
  socket.messages
    .filter((m: Received) => m.type === 'achievement_unlocked')
    .map((m) => (m.payload.achievement as { id: string }).id);

async function standing(viewer: Client, userId: string): Promise<UserAchievementsResponse> {
  const reply = await viewer.get<UserAchievementsResponse>(`/api/achievements/user/${userId}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('achievements earned in a room game', () => {
  it('reach the user sockets at once and once, count the game for both, and rank on the boards', async () => {
    const game = shortScriptedWin();
    const [alice, bob] = [await account(), await account()];
    const created = await alice.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    const code = created.body.invite_code;
    const joined = await bob.client.get<{ token: string }>(`/api/join-room?code=${code}`);
    expect(joined.status).toBe(200);
    const sockets = new Map<Player, SocketClient>();
    for (const player of [alice, bob]) {
      sockets.set(
        player,
        await SocketClient.openUser(server.url, player.client.token!, '&tz=Europe%2FParis'),
      );
    }

    for (const [i, move] of game.moves.entries()) {
      const mover = game.positions[i]!.turn === 'red' ? alice : bob;
      const reply = await playWhole(mover.client, code, move);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      // The first move's achievement comes while the game is still on.
      if (i < 2) await sockets.get(mover)!.waitFor((m) => m.type === 'achievement_unlocked');
    }
    const winner = game.winner === 'red' ? alice : bob;
    const loser = winner === alice ? bob : alice;
    await sockets
      .get(winner)!
      .waitFor(
        (m) =>
          m.type === 'achievement_unlocked' && (m.payload.achievement as { id: string }).id === 'firstWin',
      );
    // Every unlock once, and the winner's list holds the game's feats.
    for (const socket of sockets.values()) {
      const ids = unlockedIds(socket);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toContain('firstMove');
    }
    expect(unlockedIds(sockets.get(loser)!)).not.toContain('firstWin');
    // The rating of the game reaches both players' own sockets as well.
    for (const socket of sockets.values()) {
      const rated = await socket.waitFor((m) => m.type === 'rating_updated');
      expect(rated.payload.room_code).toBe(code);
    }

    const mine = await standing(winner.client, winner.id);
    const byId = new Map(mine.achievements.map((a) => [a.achievement.id, a]));
    expect(byId.get('firstWin')?.is_unlocked).toBe(true);
    expect(byId.get('games10')).toMatchObject({ is_unlocked: false, progress_percent: 10 });
    expect(byId.get('socialButterfly')?.progress_percent).toBe(10);
    const points = mine.achievements
      .filter((a) => a.is_unlocked)
      .reduce((sum, a) => sum + a.achievement.points, 0);
    expect(mine.summary.total_points).toBe(points);
    // The loser's view shows the game counted, without the win.
    const theirs = await standing(winner.client, loser.id);
    expect(theirs.achievements.find((a) => a.achievement.id === 'games10')?.progress_percent).toBe(10);

    // Both on the achievements boards, the winner first (more points).
    const board = await winner.client.get<{ leaderboard: { user_id: string; total_points: number }[] }>(
      '/api/achievements/leaderboard?limit=100',
    );
    expect(board.status).toBe(200);
    const order = board.body.leaderboard.map((row) => row.user_id);
    expect(order.indexOf(winner.id)).toBeLessThan(order.indexOf(loser.id));
    const ladder = await winner.client.get<{ entries: { user_id: string; total_points: number }[] }>(
      '/api/leaderboard/achievement',
    );
    expect(ladder.status).toBe(200);
    expect(ladder.body.entries.find((row) => row.user_id === winner.id)?.total_points).toBe(points);
    const beginners = await winner.client.get<{ entries: { user_id: string }[] }>(
      '/api/leaderboard/category?category=beginner',
    );
    expect(beginners.status).toBe(200);
    expect(beginners.body.entries.map((row) => row.user_id)).toContain(loser.id);
    for (const socket of sockets.values()) socket.ws.close();
  });

  it('are kept by a guest who registers after playing', async () => {
    const game = shortScriptedWin();
    const host = await account();
    const created = await host.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    const code = created.body.invite_code;
    const guest = await new Client(server.url).init();
    const joined = await guest.get<{ token: string; player_id: string }>(`/api/join-room?code=${code}`);
    guest.token = joined.body.token;
    for (const [i, move] of game.moves.entries()) {
      const mover = game.positions[i]!.turn === 'red' ? host.client : guest;
      expect((await playWhole(mover, code, move)).status).toBe(200);
    }
    const registered = await guest.post<{ account: { id: string }; token: string }>('/api/auth/register', {
      username: `late_${Date.now() % 100000}`,
      password: 'long enough',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.account.id).toBe(joined.body.player_id);
    guest.token = registered.body.token;
    // The evaluation runs after the game's last reply: give it a moment.
    const deadline = Date.now() + 5000;
    for (;;) {
      const view = await standing(guest, joined.body.player_id);
      const first = view.achievements.find((a) => a.achievement.id === 'firstMove');
      const counted = view.achievements.find((a) => a.achievement.id === 'games10');
      if (first?.is_unlocked === true && counted?.progress_percent === 10) break;
      if (Date.now() > deadline) throw new Error(`not kept: ${JSON.stringify(view.summary)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
