import { makeSquare } from '@checkers/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import type { GameState } from '@checkers/protocol';
import { scriptedWin } from '@checkers/engine/testing/scripted-game';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('WebSocket connection', () => {
  it('closes with 4001 for a bad token, 4002 for an unknown room, 4003 for an expired session', async () => {
    const table = await openTable(server.url);
    const bad = await SocketClient.open(server.url, table.code, 'x'.repeat(43));
    expect(await bad.closed()).toBe(4001);
    const missing = await SocketClient.open(server.url, 'ZZZZZZ', table.red.token!);
    expect(await missing.closed()).toBe(4002);
    await server.app.services.storage.db
      .updateTable('tokens')
      .set({ expires_at: new Date(0).toISOString() })
      .execute();
    const expired = await SocketClient.open(server.url, table.code, table.red.token!);
    expect(await expired.closed()).toBe(4003);
  });
});

describe('a whole game over the socket', () => {
  it('is played to a win; a spectator sees every move in order; malformed frames get errors', async () => {
    const game = scriptedWin(3);
    const table = await openTable(server.url);
    const watcher = await new Client(server.url).init();
    const joined = await watcher.get<{ token: string }>(`/api/join-room?code=${table.code}`);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);
    const spectator = await SocketClient.open(server.url, table.code, joined.body.token);
    await red.waitFor((m) => m.type === 'spectator_count_update' && m.payload.count === 1);

    black.send('not json');
    black.send({ type: 'launch', payload: {} });
    black.send({ type: 'move', payload: { from: 'b6' } });
    await black.waitFor((m) => m.type === 'error' && m.payload.code === 'validation_failed');
    expect(black.messages.filter((m) => m.type === 'error')).toHaveLength(3);

    black.send({ type: 'ping', payload: { t: 42 } });
    expect((await black.waitFor((m) => m.type === 'pong' && m.payload.t !== -1)).payload.t).toBe(42);

    for (const [i, move] of game.moves.entries()) {
      const socket = game.positions[i]!.turn === 'black' ? black : red;
      const clientMoveId = `m${i}`;
      if (move.captures.length === 0) {
        socket.send({
          type: 'move',
          payload: { from: makeSquare(move.from), to: makeSquare(move.to), clientMoveId },
        });
      } else {
        const jumps = move.path
          .slice(1)
          .map((to, j) => ({ from: makeSquare(move.path[j]!), to: makeSquare(to) }));
        socket.send({ type: 'jump_sequence', payload: { jumps, clientMoveId } });
      }
      // The spectator holds the server's state after every move, though most come as the move alone.
      const seen = await spectator.waitForState((s) => s.moveCount === i + 1);
      const held = await watcher.get<GameState>(`/api/game-state?code=${table.code}`);
      if (seen.status === 'active') expect(seen).toEqual(held.body);
    }
    expect(spectator.messages.filter((m) => m.type === 'game_update').length).toBeLessThan(
      game.moves.length / 2,
    );
    const over = await spectator.waitFor((m) => m.type === 'game_over');
    expect(over.payload).toMatchObject({ winner: game.winner, isDraw: false, reason: 'no-legal-moves' });
    const moves = spectator.messages.filter((m) => m.type === 'move' || m.type === 'jump_sequence');
    expect(moves.map((m) => m.payload.from)).toEqual(game.moves.map((m) => makeSquare(m.from)));
    const versions = spectator.versioned().map((m) => m.v!);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    for (const s of [red, black, spectator]) s.close();
  });

  it('refuses a move out of turn over the socket, keeping the connection', async () => {
    const table = await openTable(server.url);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    red.send({ type: 'move', payload: { from: 'a3', to: 'b4', clientMoveId: 'early' } });
    const error = await red.waitFor((m) => m.type === 'error');
    expect(error.payload).toMatchObject({
      message: 'Not your turn',
      code: 'not_your_turn',
      clientMoveId: 'early',
    });
    red.send({ type: 'ping' });
    await red.waitFor((m) => m.type === 'pong' && m.payload.t !== -1);
    // The documented empty payload is a ping too: a second pong, no second error.
    red.send({ type: 'ping', payload: {} });
    const pongs = (): number => red.messages.filter((m) => m.type === 'pong' && m.payload.t !== -1).length;
    await red.waitFor(() => pongs() === 2);
    expect(red.messages.filter((m) => m.type === 'error')).toHaveLength(1);
    red.close();
  });

  it('applies a resent move once', async () => {
    const table = await openTable(server.url);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);
    const move = { type: 'move', payload: { from: 'b6', to: 'a5', clientMoveId: 'same' } };
    black.send(move);
    black.send(move);
    await black.waitForState((s) => s.moveCount === 1);
    black.send({ type: 'ping' });
    await black.waitFor((m) => m.type === 'pong' && m.payload.t !== -1);
    expect(black.messages.filter((m) => m.type === 'move')).toHaveLength(1);
    black.close();
  });

  it("keeps one player's move ids apart from the other's: the same id from both is two moves", async () => {
    const table = await openTable(server.url);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    black.send({ type: 'move', payload: { from: 'b6', to: 'a5', clientMoveId: 'm1' } });
    await red.waitForState((s) => s.moveCount === 1);
    red.send({ type: 'move', payload: { from: 'a3', to: 'b4', clientMoveId: 'm1' } });
    await black.waitForState((s) => s.moveCount === 2);
    expect(red.messages.filter((m) => m.type === 'error')).toHaveLength(0);
    for (const socket of [black, red]) socket.close();
  });
});

describe('reconnecting with the last version', () => {
  it('receives exactly the events it missed', async () => {
    const table = await openTable(server.url);
    const first = await SocketClient.open(server.url, table.code, table.red.token!);
    const start = await first.waitFor((m) => m.type === 'game_update');
    first.close();
    await table.black.post('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    await table.red.post('/api/move', { code: table.code, from: 'a3', to: 'b4' });
    const again = await SocketClient.open(server.url, table.code, table.red.token!, start.v);
    await again.reached(start.v! + 2);
    const missed = again.versioned();
    expect(missed.map((m) => m.v)).toEqual([start.v! + 1, start.v! + 2]);
    // Plain moves: each event implies the state, so no game_update follows them.
    expect(missed.map((m) => m.type)).toEqual(['move', 'move']);
    again.send({ type: 'resync', payload: { v: 0 } });
    await again.waitFor((m) => m.type === 'player_joined' && m.v === 1);
    again.close();
  });
});
