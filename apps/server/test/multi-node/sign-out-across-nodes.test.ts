// Signing out on one node closes the session's sockets on every node: the sign-out travels to the
// other nodes as a signal through Redis, and each closes its own sockets of the session.
import { CLOSE_CODES } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient } from '../socket-client.js';
import { registeredAccount, startCluster, type Cluster, type TestNode } from './cluster.js';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(async () => {
  await cluster?.stop();
});

describe('signing out everywhere on node 1', () => {
  it("closes the user's room and user sockets on node 2, and leaves another user's open", async () => {
    const [one, two] = cluster.nodes as [TestNode, TestNode];
    const me = await registeredAccount(one, 'leaver');
    const other = await registeredAccount(two, 'stayer');
    const created = await me.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    expect(created.status).toBe(201);
    const code = created.body.invite_code;
    expect((await other.client.get(`/api/join-room?code=${code}`)).status).toBe(200);
    const mine = [
      await SocketClient.open(two.url, code, me.client.token!),
      await SocketClient.openUser(two.url, me.client.token!),
    ];
    const theirs = await SocketClient.open(two.url, code, other.client.token!);

    expect((await me.client.post('/api/auth/logout-all')).status).toBe(200);
    for (const socket of mine) expect(await socket.closed()).toBe(CLOSE_CODES.sessionExpired);
    theirs.send({ type: 'ping', payload: { t: 5 } });
    await theirs.waitFor((m) => m.type === 'pong' && m.payload.t === 5);
    theirs.close();
  });
});
