// Achievements with several nodes: a player makes moves on node A while its user socket is open on
// node B; each unlock reaches B once (through Redis, on the user's channel), and the game's end,
// evaluated by the node that wrote it, counts once for both players in the shared database.
import { shortScriptedWin } from '@checkers/engine/testing/scripted-game';
import type { UserAchievementsResponse } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playWhole } from '../players.js';
import { SocketClient } from '../socket-client.js';
import { eventually, registeredAccount, startCluster, type Cluster, type TestNode } from './cluster.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(2);
});

afterAll(async () => {
  await cluster?.stop();
});

describe('achievements across nodes', () => {
  it("reach the player's user socket on another node once, and count the game once", async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const red = await registeredAccount(a, 'ann');
    const black = await registeredAccount(b, 'ben');
    const created = await red.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    expect(created.status).toBe(201);
    const code = created.body.invite_code;
    expect((await black.client.get(`/api/join-room?code=${code}`)).status).toBe(200);
    // Red plays through node A and listens on node B; black the other way round.
    const redSocket = await SocketClient.openUser(b.url, red.client.token!);
    const blackSocket = await SocketClient.openUser(a.url, black.client.token!);

    const game = shortScriptedWin();
    for (const [i, move] of game.moves.entries()) {
      const mover = game.positions[i]!.turn === 'red' ? red.client : black.client;
      const reply = await playWhole(mover, code, move);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const winnerSocket = game.winner === 'red' ? redSocket : blackSocket;
    await winnerSocket.waitFor(
      (m) => m.type === 'achievement_unlocked' && (m.payload.achievement as { id: string }).id === 'firstWin',
      15_000,
    );
    for (const socket of [redSocket, blackSocket]) {
      const ids = socket.messages
        .filter((m) => m.type === 'achievement_unlocked')
        .map((m) => (m.payload.achievement as { id: string }).id);
      expect(ids).toContain('firstMove');
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Either node reads the same standing: the game counted once for each player.
    for (const [player, node] of [
      [red, b],
      [black, a],
    ] as const) {
      await eventually(async () => {
        const view = await (
          await node.client(player.client.token)
        ).get<UserAchievementsResponse>(`/api/achievements/user/${player.id}`);
        expect(view.status).toBe(200);
        const games = view.body.achievements.find((x) => x.achievement.id === 'games10');
        expect(games?.progress_percent).toBe(10);
      });
    }
    redSocket.ws.close();
    blackSocket.ws.close();
  });
});
