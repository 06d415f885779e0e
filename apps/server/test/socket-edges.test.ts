// Socket edge cases: a token from another room, garbage and oversized frames, and a reconnect whose
// gap is too old to replay (the replay window is 3 events here instead of 200).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { openTable, type State } from './players.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ maxReplay: 3 });
});
afterAll(async () => server.close());

describe('players coming and going', () => {
  it('are announced with player_joined and player_left', async () => {
    const table = await openTable(server.url);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);
    const came = await red.waitFor(
      (m) => m.type === 'player_joined' && m.v === undefined && m.payload.color === 'black',
    );
    expect(came.payload).toEqual({ playerId: table.blackId, color: 'black' });
    black.close();
    const went = await red.waitFor((m) => m.type === 'player_left');
    // With the server's abandonment time, so the opponent's countdown matches what a claim needs.
    expect(went.payload).toEqual({ playerId: table.blackId, color: 'black', claimAfterMs: 60_000 });
    expect(went.v).toBeUndefined();
    red.close();
  });
});

describe('a token from room A', () => {
  it('cannot open a socket on room B, nor act in it over HTTP', async () => {
    const a = await openTable(server.url);
    const b = await openTable(server.url);
    const socket = await SocketClient.open(server.url, b.code, a.black.token!);
    expect(await socket.closed()).toBe(4001);
    const before = (await b.red.get<State>(`/api/game-state?code=${b.code}`)).body;
    const calls: [string, object][] = [
      ['/api/move', { code: b.code, from: 'b6', to: 'a5' }],
      ['/api/jump-sequence', { code: b.code, jumps: [{ from: 'b6', to: 'd4' }] }],
      ['/api/resign', { code: b.code }],
      ['/api/draw', { code: b.code, action: 'offer' }],
      ['/api/claim-win', { code: b.code }],
      ['/api/rematch', { code: b.code }],
    ];
    for (const [path, body] of calls) {
      const reply = await a.black.post(path, body);
      expect(reply.status, path).toBe(403);
      expect(reply.body.message, path).toBe(
        path === '/api/rematch'
          ? 'Only the players can ask for a rematch'
          : 'You are not a player in this room',
      );
    }
    expect((await b.red.get<State>(`/api/game-state?code=${b.code}`)).body).toEqual(before);
  });
});

describe('garbage frames', () => {
  it('get an error each and the socket stays open; an oversized frame closes it with 1009', async () => {
    const table = await openTable(server.url);
    const socket = await SocketClient.open(server.url, table.code, table.black.token!);
    const frames: unknown[] = [
      Buffer.from([0xff, 0x00, 0x13]),
      '',
      '{"type":',
      'null',
      '[1,2]',
      '"move"',
      { type: 'move', payload: { from: 'b6', to: 'a5', extra: 1 } },
      { type: 'move', payload: { from: 6, to: 'a5' } },
      { type: 'resync', payload: { v: -1 } },
      { type: 'spectator_chat', payload: { message: 'hi' } },
    ];
    for (const frame of frames) socket.send(frame);
    socket.send({ type: 'ping', payload: { t: 1 } });
    await socket.waitFor((m) => m.type === 'pong' && m.payload.t !== -1);
    const errors = socket.messages.filter((m) => m.type === 'error');
    expect(errors).toHaveLength(frames.length);
    expect(errors[0]!.payload).toEqual({ message: 'Invalid message format', code: 'bad_request' });
    for (const error of errors) expect(String(error.payload.message)).not.toBe('');
    const state = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(state.moveCount).toBe(0);
    socket.send('x'.repeat(64 * 1024));
    expect(await socket.closed()).toBe(1009);
    const again = await SocketClient.open(server.url, table.code, table.black.token!);
    again.send({ type: 'ping' });
    await again.waitFor((m) => m.type === 'pong' && m.payload.t !== -1);
    again.close();
  });
});

describe('a reconnect with a gap older than the replay window', () => {
  it('gets the full state instead of the events', async () => {
    const table = await openTable(server.url);
    const first = await SocketClient.open(server.url, table.code, table.red.token!);
    const start = await first.waitFor((m) => m.type === 'game_update');
    first.close();
    // Four plain moves: four events, one more than the window.
    await table.black.post('/api/move', { code: table.code, from: 'f6', to: 'e5' });
    await table.red.post('/api/move', { code: table.code, from: 'a3', to: 'b4' });
    await table.black.post('/api/move', { code: table.code, from: 'g7', to: 'f6' });
    await table.red.post('/api/move', { code: table.code, from: 'b4', to: 'a5' });
    const again = await SocketClient.open(server.url, table.code, table.red.token!, start.v);
    const full = await again.waitFor((m) => m.type === 'game_update');
    again.send({ type: 'ping' });
    await again.waitFor((m) => m.type === 'pong' && m.payload.t !== -1);
    expect(again.versioned()).toHaveLength(1);
    expect(full.v).toBe(start.v! + 4);
    expect(full.payload).toMatchObject({ moveCount: 4, version: start.v! + 4, currentTurn: 'black' });
    const near = await SocketClient.open(server.url, table.code, table.red.token!, full.v! - 2);
    await near.reached(full.v!);
    expect(near.versioned().map((m) => m.type)).toEqual(['move', 'move']);
    const current = await SocketClient.open(server.url, table.code, table.red.token!, full.v);
    current.send({ type: 'ping' });
    await current.waitFor((m) => m.type === 'pong' && m.payload.t !== -1);
    expect(current.versioned()).toHaveLength(0);
    for (const s of [again, near, current]) s.close();
  });
});
