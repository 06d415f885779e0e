// A node is killed with SIGKILL in the middle of a game: its player and spectator reconnect to
// another node, resync by version and the game is finished there; nothing acknowledged is lost, and
// the dead node's sockets drop out of the spectator count once their presence expires.
import { makeSquare } from '@checkers/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playWhole } from '../players.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { SocketClient, type Received } from '../socket-client.js';
import { eventually, startCluster, type Cluster, type TestNode } from './cluster.js';
import { seatAcross, stateOn, watch } from './seats.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(2, { PRESENCE_TTL_MS: '1500' });
});

afterAll(async () => {
  await cluster?.stop();
});

/** The last version a socket saw. */
const lastV = (socket: SocketClient): number => socket.versioned().at(-1)?.v ?? 0;

describe('a node killed mid-game', () => {
  it('loses nothing acknowledged, and its clients finish the game on another node', async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const table = await seatAcross(a, b);
    const spectatorToken = await watch(a, table.code);
    const watcherOnA = await SocketClient.open(a.url, table.code, spectatorToken, 0);
    const watcherOnB = await SocketClient.open(b.url, table.code, await watch(b, table.code), 0);
    const redOnA = await SocketClient.open(a.url, table.code, table.red.token!, 0);
    await eventually(async () =>
      expect((await stateOn(b, table.code, spectatorToken)).spectatorCount).toBe(2),
    );

    const game = scriptedWin(23);
    const half = Math.floor(game.moves.length / 2);
    let acknowledged = 0;
    for (let i = 0; i < half; i++) {
      const reply = await playWhole(table.of(game.positions[i]!.turn), table.code, game.moves[i]!);
      expect(reply.status).toBe(200);
      acknowledged = reply.body.moveCount;
    }
    // The next move goes to the node that is killed while it is in flight.
    const mover = await a.client(table.of(game.positions[half]!.turn).token);
    const inFlight = playWhole(mover, table.code, game.moves[half]!).catch(() => undefined);
    await a.kill();
    const reply = await inFlight;
    if (reply?.status === 200) acknowledged = reply.body.moveCount;
    await watcherOnA.closed();
    await redOnA.closed();

    // Everything acknowledged is there, seen from the surviving node.
    const state = await stateOn(b, table.code, spectatorToken);
    expect(state.moveCount).toBeGreaterThanOrEqual(acknowledged);
    // The dead node's spectator stops counting once its presence expires.
    await eventually(async () =>
      expect((await stateOn(b, table.code, spectatorToken)).spectatorCount).toBe(1),
    );

    // The spectator reconnects to B with the last version it saw and misses nothing.
    const resumed = await SocketClient.open(b.url, table.code, spectatorToken, lastV(watcherOnA));
    // So does the red player.
    const redOnB = await SocketClient.open(b.url, table.code, table.red.token!, lastV(redOnA));
    await eventually(async () =>
      expect((await stateOn(b, table.code, spectatorToken)).spectatorCount).toBe(2),
    );
    for (let i = state.moveCount; i < game.moves.length; i++) {
      const client = await b.client(table.of(game.positions[i]!.turn).token);
      const played = await playWhole(client, table.code, game.moves[i]!);
      expect(played.status, JSON.stringify(played.body)).toBe(200);
    }
    // The game ends with several versioned events: wait until every socket holds the last one.
    const final = await stateOn(b, table.code, spectatorToken);
    for (const socket of [resumed, watcherOnB, redOnB]) await socket.reached(final.version);

    // What the spectator saw across its two sockets: every version once, and every move in order.
    const seen: Received[] = [...watcherOnA.versioned(), ...resumed.versioned()];
    const versions = seen.map((m) => m.v!);
    expect(versions).toEqual(versions.map((_, i) => versions[0]! + i));
    expect(seen.map((m) => m.v)).toEqual(watcherOnB.versioned().map((m) => m.v));
    const paths = seen
      .filter((m) => m.type === 'move' || m.type === 'jump_sequence')
      .map((m) => m.payload.path);
    expect(paths).toEqual(game.moves.map((move) => move.path.map(makeSquare)));
    const redSaw = [...redOnA.versioned(), ...redOnB.versioned()].map((m) => m.v);
    expect(redSaw).toEqual(watcherOnB.versioned().map((m) => m.v));
    resumed.close();
    redOnB.close();
    watcherOnB.close();
  });
});
