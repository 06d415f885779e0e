// Several nodes behind one Redis and one PostgreSQL: players on different nodes play a whole game,
// spectators elsewhere see every move in order and every node gives the same spectator count; the
// same move sent to two nodes at the same moment is applied once.
import { makeSquare } from '@checkers/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from '../players.js';
import { playWhole } from '../players.js';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { SocketClient } from '../socket-client.js';
import { eventually, startCluster, type Cluster } from './cluster.js';
import { seatAcross, stateOn, watch } from './seats.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(3);
});

afterAll(async () => {
  await cluster?.stop();
});

describe('a game across nodes', () => {
  it('is played by players on two nodes and watched from a third, in order', async () => {
    const [a, b, c] = cluster.nodes as [
      (typeof cluster.nodes)[0],
      (typeof cluster.nodes)[0],
      (typeof cluster.nodes)[0],
    ];
    const table = await seatAcross(a, b);
    const spectatorToken = await watch(c, table.code);
    const otherToken = await watch(a, table.code);
    const spectator = await SocketClient.open(c.url, table.code, spectatorToken, 0);
    const redSocket = await SocketClient.open(a.url, table.code, table.red.token!, 0);
    const other = await SocketClient.open(a.url, table.code, otherToken, 0);

    // Two spectators, on nodes C and A: every node says 2.
    const counts = async (): Promise<number[]> =>
      Promise.all(
        cluster.nodes.map(async (node) => (await stateOn(node, table.code, spectatorToken)).spectatorCount),
      );
    await eventually(async () => expect(await counts()).toEqual([2, 2, 2]));
    await spectator.waitFor((m) => m.type === 'spectator_count_update' && m.payload.count === 2);

    const game = scriptedWin(5);
    for (let i = 0; i < game.moves.length; i++) {
      const reply = await playWhole(table.of(game.positions[i]!.turn), table.code, game.moves[i]!);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const over = await spectator.waitFor((m) => m.type === 'game_over', 15_000);
    expect(over.payload.winner).toBe(game.winner);
    // The game ends with several versioned events (game_over, then the final game_update): wait
    // until both sockets hold the last one before comparing.
    const final = await stateOn(b, table.code, spectatorToken);
    await spectator.reached(final.version);
    await redSocket.reached(final.version);

    // Every versioned event, without gaps or repeats, and the moves in the order played.
    const versions = spectator.versioned().map((m) => m.v!);
    expect(versions).toEqual(versions.map((_, i) => versions[0]! + i));
    expect(versions[versions.length - 1]).toBe(final.version);
    const moves = spectator.messages.filter((m) => m.type === 'move' || m.type === 'jump_sequence');
    expect(moves.map((m) => m.payload.path)).toEqual(game.moves.map((move) => move.path.map(makeSquare)));
    expect(redSocket.versioned().map((m) => m.v)).toEqual(versions);

    // One spectator leaves (on node A): every node says 1.
    other.close();
    await eventually(async () => expect(await counts()).toEqual([1, 1, 1]));
    spectator.close();
    redSocket.close();
  });

  it('applies the same move sent to two nodes at the same moment exactly once', async () => {
    const [a, b] = cluster.nodes as [(typeof cluster.nodes)[0], (typeof cluster.nodes)[0]];
    for (let round = 0; round < 8; round++) {
      const table = await seatAcross(a, b);
      const token = table.black.token!;
      const onA = await a.client(token);
      const onB = await b.client(token);
      // Half the rounds name the move (a client resending it), half do not (two tabs).
      const body = {
        code: table.code,
        from: 'b6',
        to: 'a5',
        ...(round % 2 ? { clientMoveId: `m${round}` } : {}),
      };
      const replies = await Promise.all([
        onA.post<State>('/api/move', body),
        onB.post<State>('/api/move', body),
      ]);
      const ok = replies.filter((r) => r.status === 200);
      expect(ok.length, JSON.stringify(replies.map((r) => r.body))).toBeGreaterThanOrEqual(1);
      for (const reply of replies) {
        if (reply.status !== 200) expect(reply.body).toMatchObject({ code: 'not_your_turn' });
      }
      const state = await stateOn(b, table.code, token);
      expect(state).toMatchObject({ moveCount: 1, currentTurn: 'red' });
      // The event log holds one move: a socket replaying from the start sees it once.
      const replay = await SocketClient.open(a.url, table.code, token, 0);
      await replay.waitFor((m) => m.v === state.version);
      expect(replay.messages.filter((m) => m.type === 'move')).toHaveLength(1);
      replay.close();
    }
  });

  it('applies the same socket move sent through two nodes once', async () => {
    const [a, b] = cluster.nodes as [(typeof cluster.nodes)[0], (typeof cluster.nodes)[0]];
    const table = await seatAcross(a, b);
    const token = table.black.token!;
    const first = await SocketClient.open(a.url, table.code, token, 0);
    const second = await SocketClient.open(b.url, table.code, token, 0);
    const move = { type: 'move', payload: { from: 'b6', to: 'a5', clientMoveId: 'same-move' } };
    first.send(move);
    second.send(move);
    await first.waitFor((m) => m.type === 'move');
    await second.waitFor((m) => m.type === 'move');
    const state = await stateOn(a, table.code, token);
    expect(state.moveCount).toBe(1);
    await second.reached(state.version);
    expect(second.versioned().at(-1)?.v).toBe(state.version);
    expect(first.messages.filter((m) => m.type === 'move')).toHaveLength(1);
    expect(second.messages.filter((m) => m.type === 'move')).toHaveLength(1);
    first.close();
    second.close();
  });
});
