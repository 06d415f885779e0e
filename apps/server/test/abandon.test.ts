// A player gone longer than the abandonment time (60 s by default, 300 ms here) in a running game
// lets the opponent claim the win; a player with an open socket or recent calls is not gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';
import { openTable, playOpening, type State } from './players.js';
import { SocketClient } from './socket-client.js';

const AWAY_MS = 300;
let server: TestServer;
beforeAll(async () => {
  // Pings every 250 ms: a slow machine must still answer in time, or quiet sockets would drop.
  server = await startServer({ abandonClaimMs: AWAY_MS, heartbeatMs: 250 });
});
afterAll(async () => server.close());

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('claiming the win from an absent opponent', () => {
  it('is refused while the opponent is around, granted once it has been gone long enough', async () => {
    const table = await openTable(server.url);
    await playOpening(table);
    const early = await table.red.post('/api/claim-win', { code: table.code });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'conflict',
      message: 'Your opponent is still connected; a win can be claimed after 0.3 seconds away',
    });
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    await pause(AWAY_MS + 100);
    const claimed = await table.red.post<State>('/api/claim-win', { code: table.code });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      isGameOver: true,
      winner: 'red',
      isDraw: false,
      reason: 'abandonment',
    });
    const over = await red.waitFor((m) => m.type === 'game_over');
    expect(over.payload).toEqual({ winner: 'red', isDraw: false, reason: 'abandonment' });
    expect((await table.red.post('/api/claim-win', { code: table.code })).status).toBe(409);
    red.close();
  });

  it('is refused while the opponent keeps a socket open, however long it is quiet', async () => {
    const table = await openTable(server.url);
    await playOpening(table);
    const black = await SocketClient.open(server.url, table.code, table.black.token!);
    await pause(AWAY_MS + 100);
    expect((await table.red.post('/api/claim-win', { code: table.code })).status).toBe(409);
    black.close();
    await black.closed();
    await pause(AWAY_MS + 100);
    const claimed = await table.red.post<State>('/api/claim-win', { code: table.code });
    expect(claimed.body).toMatchObject({ winner: 'red', reason: 'abandonment' });
  });

  it('is granted when the socket of the opponent stops answering pings (a dead network)', async () => {
    const table = await openTable(server.url);
    await playOpening(table);
    const red = await SocketClient.open(server.url, table.code, table.red.token!);
    const black = await SocketClient.open(server.url, table.code, table.black.token!, undefined, {
      autoPong: false,
    });
    await red.waitFor((m) => m.type === 'player_left' && m.payload.color === 'black', 5000);
    expect(await black.closed()).toBe(1006);
    await pause(AWAY_MS + 100);
    const claimed = await table.red.post<State>('/api/claim-win', { code: table.code });
    expect(claimed.body).toMatchObject({ winner: 'red', reason: 'abandonment' });
    red.close();
  });

  it('is refused while the opponent keeps calling the API', async () => {
    const table = await openTable(server.url);
    await table.red.post('/api/claim-win', { code: table.code });
    for (let i = 0; i < 4; i++) {
      await pause(AWAY_MS / 3);
      await table.black.get(`/api/game-state?code=${table.code}`);
    }
    expect((await table.red.post('/api/claim-win', { code: table.code })).status).toBe(409);
  });
});
