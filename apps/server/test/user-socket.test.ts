// The user's own socket (`/api/ws?token=` without a room): for registered accounts only; it answers
// pings, refuses game messages without closing, is rate limited like a room socket, and carries
// what the server sends the user to every socket the user has open.
import { ACHIEVEMENT_BY_ID, achievementOnWire } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from './chat-fixtures.js';
import { startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';
import { SocketClient } from './socket-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: { socketMessagesPerSecond: 5, socketFloodClose: 1000 } });
});
afterAll(async () => server.close());

describe('the user socket', () => {
  it('is refused to a guest (4001) and to a bad token (4001)', async () => {
    const table = await openTable(server.url);
    const socket = await SocketClient.openUser(server.url, table.red.token!);
    expect(await socket.closed()).toBe(4001);
    const bad = await SocketClient.openUser(server.url, 'y'.repeat(43));
    expect(await bad.closed()).toBe(4001);
  });

  it('answers pings, refuses game messages and bad frames, and stays open', async () => {
    const { client } = await account(server.url);
    const socket = await SocketClient.openUser(server.url, client.token!);
    socket.send({ type: 'ping', payload: { t: 7 } });
    expect((await socket.waitFor((m) => m.type === 'pong' && m.payload.t !== -1)).payload.t).toBe(7);
    socket.send({ type: 'move', payload: { from: 'b6', to: 'a5' } });
    socket.send('not json');
    await socket.waitFor(
      (m) =>
        m.type === 'error' && m.payload.code === 'bad_request' && /no game/.test(String(m.payload.message)),
    );
    await socket.waitFor((m) => m.type === 'error' && m.payload.message === 'Invalid message format');
    socket.send({ type: 'ping', payload: { t: 8 } });
    await socket.waitFor((m) => m.type === 'pong' && m.payload.t === 8);
    expect(socket.closeCode).toBeUndefined();
    socket.ws.close();
  });

  it("carries a message for the user to each of the user's sockets, and to no one else", async () => {
    const me = await account(server.url);
    const other = await account(server.url);
    const phone = await SocketClient.openUser(server.url, me.client.token!);
    const desktop = await SocketClient.openUser(server.url, me.client.token!);
    const theirs = await SocketClient.openUser(server.url, other.client.token!);
    const userId = me.id;
    const achievement = achievementOnWire(ACHIEVEMENT_BY_ID.firstMove, true);
    server.app.services.notifyUser(userId, {
      type: 'achievement_unlocked',
      payload: { achievement, unlocked_at: new Date().toISOString(), self_reported: false },
    });
    for (const socket of [phone, desktop]) {
      const got = await socket.waitFor((m) => m.type === 'achievement_unlocked');
      expect((got.payload.achievement as { id: string }).id).toBe('firstMove');
    }
    theirs.send({ type: 'ping', payload: { t: 1 } });
    await theirs.waitFor((m) => m.type === 'pong' && m.payload.t === 1);
    expect(theirs.messages.some((m) => m.type === 'achievement_unlocked')).toBe(false);
    for (const socket of [phone, desktop, theirs]) socket.ws.close();
  });

  it('is rate limited like a room socket', async () => {
    const { client } = await account(server.url);
    const socket = await SocketClient.openUser(server.url, client.token!);
    for (let i = 0; i < 12; i++) socket.send({ type: 'ping', payload: { t: i } });
    await socket.waitFor((m) => m.type === 'error' && m.payload.code === 'rate_limited');
    socket.ws.close();
  });
});
