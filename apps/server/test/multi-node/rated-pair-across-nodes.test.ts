// The rated-pair cap across nodes: ten rooms joined at the same instant, half the joins through
// each node, rate at most the cap (three a day): the slots are claimed in the shared database.
import type { GameState } from '@checkers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount, startCluster, type Cluster, type TestNode } from './cluster.js';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster(2);
});
afterAll(async () => {
  await cluster?.stop();
});

describe('simultaneous joins on two nodes', () => {
  it('rate at most three games of one pair', async () => {
    const [one, two] = cluster.nodes as [TestNode, TestNode];
    const host = await registeredAccount(one, 'host');
    const guest = await registeredAccount(two, 'guest');
    const guestOnOne = await one.client(guest.client.token);
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const created = await host.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
      expect(created.status).toBe(201);
      codes.push(created.body.invite_code);
    }
    const joins = await Promise.all(
      codes.map((code, i) => (i % 2 === 0 ? guest.client : guestOnOne).get(`/api/join-room?code=${code}`)),
    );
    for (const join of joins) expect(join.status).toBe(200);
    const states = await Promise.all(
      codes.map((code) => host.client.get<GameState>(`/api/game-state?code=${code}`)),
    );
    expect(states.filter((s) => s.body.rated).length).toBe(3);
  });
});
