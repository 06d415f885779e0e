// Web Push with several nodes: every node signs with the one VAPID key kept in the shared database;
// a player subscribes on node A while the game's join and moves go through node B, and the push
// service receives each push exactly once, from B, signed with that key. A subscription made on one
// node is heard at once by a node that had already looked the player up and found none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVapid, FakePushService, kinds, move, prefs, subscribe, table } from '../push-fixtures.js';
import { eventually, registeredAccount, startCluster, type Cluster, type TestNode } from './cluster.js';

let cluster: Cluster;
let service: FakePushService;

beforeAll(async () => {
  service = await FakePushService.start();
  cluster = await startCluster(2, { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' });
});

afterAll(async () => {
  await cluster?.stop();
  await service?.close();
});

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('push across nodes', () => {
  it('is sent once, by the node that wrote the change, with the key every node shares', async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const red = await registeredAccount(a, 'pia');
    const black = await registeredAccount(b, 'pol');
    const keyA = (await red.client.get<{ vapidKey: string }>('/api/push/vapid-key')).body.vapidKey;
    const keyB = (await black.client.get<{ vapidKey: string }>('/api/push/vapid-key')).body.vapidKey;
    expect(keyB).toBe(keyA);

    const phone = service.device();
    const subscribed = await red.client.post('/api/push/subscribe', {
      subscription: phone.subscription,
      playerId: red.id,
      preferences: prefs(),
    });
    expect(subscribed.status).toBe(201);
    const created = await red.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
    const code = created.body.invite_code;

    // Black joins and moves through node B; red's phone hears of both, once each.
    expect((await black.client.get(`/api/join-room?code=${code}`)).status).toBe(200);
    expect((await black.client.post('/api/move', { code, from: 'b6', to: 'a5' })).status).toBe(200);
    await eventually(() => expect(phone.payloads.map((p) => p.kind)).toEqual(['player_joined', 'turn']));
    // Time for a second node's copy, were there one.
    await pause(1500);
    expect(phone.payloads.map((p) => p.kind)).toEqual(['player_joined', 'turn']);
    for (const delivered of phone.received) checkVapid(delivered, keyA, phone.endpoint);
    expect(phone.payloads.every((p) => p.roomCode === code)).toBe(true);
  });

  it('is sent by a node that cached none for the player before it subscribed on another node', async () => {
    const [a, b] = cluster.nodes as [TestNode, TestNode];
    const red = { ...(await registeredAccount(a, 'pat')), name: 'pat' };
    const black = { ...(await registeredAccount(b, 'pam')), name: 'pam' };
    const code = await table(red, black);
    // Node B writes black's move, so it looks red up to tell them it is their turn: no subscription,
    // which B keeps (for ten minutes, were it not told otherwise).
    await move(black, code, 'b6', 'a5');
    await pause(300);
    await move(red, code, 'c3', 'd4');

    const phone = service.device();
    await subscribe(red, phone);
    // Red subscribed through node A; node B hears of it (the signal through Redis takes
    // milliseconds) and, writing black's next move, pushes the turn.
    await pause(300);
    await move(black, code, 'd6', 'e5');
    await eventually(() => expect(kinds(phone)).toEqual(['turn']));
  });
});
