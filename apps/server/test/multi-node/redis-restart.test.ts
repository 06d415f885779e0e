// Redis goes away in the middle of a game and comes back empty: the nodes keep answering HTTP calls
// meanwhile, reconnect by themselves, deliver what the sockets missed from the event log, and
// events and spectator counts flow across nodes again.
import { makeSquare } from '@checkers/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playWhole } from '../players.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { SocketClient } from '../socket-client.js';
import { eventually, startCluster, type Cluster, type TestNode } from './cluster.js';
import { seatAcross, stateOn, watch } from './seats.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(2, { PRESENCE_TTL_MS: '1500' });
});

afterAll(async () => {
  await cluster?.stop();
});

describe('Redis restarted mid-game', () => {
  it('leaves the nodes serving, and events flow again once it is back', async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const table = await seatAcross(a, b);
    const spectatorToken = await watch(b, table.code);
    const spectator = await SocketClient.open(b.url, table.code, spectatorToken, 0);
    await eventually(async () =>
      expect((await stateOn(a, table.code, spectatorToken)).spectatorCount).toBe(1),
    );

    const game = scriptedWin(31);
    const playOn = async (i: number, node: TestNode): Promise<void> => {
      const client = await node.client(table.of(game.positions[i]!.turn).token);
      const reply = await playWhole(client, table.code, game.moves[i]!);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    };
    // Moves through node A, watched on node B.
    for (let i = 0; i < 4; i++) await playOn(i, a);
    await spectator.waitForState((s) => s.moveCount === 4);

    await cluster.redis.kill();
    // Without Redis, the nodes still take moves; node A's events cannot reach node B for now.
    for (let i = 4; i < 8; i++) await playOn(i, a);
    expect((await stateOn(b, table.code, spectatorToken)).moveCount).toBe(8);

    await cluster.redis.restart();
    // Node B catches up from the event log once it is back on Redis, without the client asking.
    await spectator.waitForState((s) => s.moveCount === 8, 15_000);
    // Presence is written again by the heartbeats: both nodes count the spectator.
    await eventually(async () => {
      for (const node of [a, b])
        expect((await stateOn(node, table.code, spectatorToken)).spectatorCount).toBe(1);
    });
    // And new events flow across nodes live.
    for (let i = 8; i < game.moves.length; i++) await playOn(i, i % 2 === 0 ? a : b);
    await spectator.waitFor((m) => m.type === 'game_over', 15_000);

    const versions = spectator.versioned().map((m) => m.v!);
    expect(versions).toEqual(versions.map((_, i) => versions[0]! + i));
    const paths = spectator.messages
      .filter((m) => m.type === 'move' || m.type === 'jump_sequence')
      .map((m) => m.payload.path);
    expect(paths).toEqual(game.moves.map((move) => move.path.map(makeSquare)));
    spectator.close();
  });
});
