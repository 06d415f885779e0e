import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { openTable, playOpening, type State } from './players.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());

describe('resignation', () => {
  it('ends the game with the opponent as winner', async () => {
    const table = await openTable(server.url);
    await playOpening(table);
    const reply = await table.black.post('/api/resign', { code: table.code });
    expect(reply.body).toEqual({ success: true });
    const state = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(state).toMatchObject({ isGameOver: true, winner: 'red', isDraw: false, reason: 'resignation' });
    expect((await table.red.post('/api/resign', { code: table.code })).status).toBe(409);
  });

  it('takes an empty JSON body as no payload', async () => {
    const table = await openTable(server.url);
    const reply = await table.black.send('POST', '/api/resign', '');
    expect(reply.body).toEqual({ success: true });
  });

  it('uses the latest seat when no code is given', async () => {
    const table = await openTable(server.url);
    await playOpening(table);
    await table.red.post('/api/resign', {});
    const state = (await table.red.get<State>(`/api/game-state?code=${table.code}`)).body;
    expect(state.winner).toBe('black');
  });
});

describe('draw offers', () => {
  it('are offered, declined, offered again and accepted', async () => {
    const table = await openTable(server.url);
    await playOpening(table);
    const offered = await table.black.post<State>('/api/draw', { code: table.code, action: 'offer' });
    expect(offered.body.drawOfferedBy).toBe('black');
    expect((await table.black.post('/api/draw', { code: table.code, action: 'accept' })).status).toBe(409);
    const declined = await table.red.post<State>('/api/draw', { code: table.code, action: 'decline' });
    expect(declined.body.drawOfferedBy).toBeNull();
    await table.red.post('/api/draw', { code: table.code, action: 'offer' });
    const accepted = await table.black.post<State>('/api/draw', { code: table.code, action: 'accept' });
    expect(accepted.body).toMatchObject({
      isGameOver: true,
      isDraw: true,
      winner: null,
      reason: 'agreement',
    });
  });

  it('lapse when a move is made', async () => {
    const table = await openTable(server.url);
    await table.red.post('/api/draw', { code: table.code, action: 'offer' });
    const moved = await table.black.post<State>('/api/move', { code: table.code, from: 'b6', to: 'a5' });
    expect(moved.body.drawOfferedBy).toBeNull();
  });
});

describe('abandonment', () => {
  it('cannot be claimed while the opponent is around', async () => {
    const table = await openTable(server.url);
    const claim = await table.red.post('/api/claim-win', { code: table.code });
    expect(claim.status).toBe(409);
  });
});

describe('rematch', () => {
  it('waits for both players, then starts a new room with colours swapped', async () => {
    const table = await openTable(server.url);
    expect((await table.red.post('/api/rematch', { code: table.code })).status).toBe(409);
    await table.black.post('/api/resign', { code: table.code });
    const socket = await SocketClient.open(server.url, table.code, table.red.token!);
    const first = await table.red.post<{ waiting: boolean; newRoomCode?: string }>('/api/rematch', {
      code: table.code,
    });
    expect(first.body).toEqual({ waiting: true });
    const second = await table.black.post<{ waiting: boolean; newRoomCode?: string }>('/api/rematch', {
      code: table.code,
    });
    expect(second.body.waiting).toBe(false);
    const code = second.body.newRoomCode!;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect((await socket.waitFor((m) => m.type === 'rematch')).payload).toEqual({ requestedBy: 'red' });
    const started = await socket.waitFor((m) => m.type === 'rematch' && 'newRoomCode' in m.payload);
    expect(started.payload).toEqual({ newRoomCode: code });
    socket.close();
    const again = await table.red.post<{ newRoomCode?: string }>('/api/rematch', { code: table.code });
    expect(again.body.newRoomCode).toBe(code);
    const state = (
      await table.red.get<State & { playerRed: string; playerBlack: string }>(`/api/game-state?code=${code}`)
    ).body;
    expect(state).toMatchObject({
      status: 'active',
      playerRed: table.blackId,
      playerBlack: table.redId,
      moveCount: 0,
    });
  });
});
