// Friends, challenges and presence across two nodes (through Redis and one PostgreSQL database):
// A on node 1 asks B on node 2, whose user socket on node 2 hears it; B accepts; A challenges B; B
// accepts on node 2; both land in the same room, with the clock and colours the challenge named,
// whose code works on both nodes. Presence: A's
// sockets on either node make A online for B on the other; friend_online and friend_offline are
// said once whichever node A's last socket was on. Challenges expire once with two sweeping nodes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../harness.js';
import { SocketClient } from '../socket-client.js';
import { startCluster, type Cluster, type TestNode } from './cluster.js';

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster(2, {
    RATE_LIMIT_FRIENDS: '100000',
    RATE_LIMIT_CHALLENGES: '100000',
    PRESENCE_OFFLINE_DELAY_MS: '500',
    CHALLENGE_SWEEP_MS: '200',
  });
});

afterAll(async () => {
  await cluster?.stop();
});

let nextName = 1;

interface Someone {
  readonly id: string;
  readonly name: string;
  readonly token: string;
  /** A client of the node it uses. */
  readonly client: Client;
}

async function register(node: TestNode): Promise<Someone> {
  const client = await node.client();
  const name = `roamer_${nextName++}_${Date.now() % 100_000}`;
  const reply = await client.post<{ token: string; account: { id: string } }>('/api/auth/register', {
    username: name,
    password: 'long enough',
  });
  expect(reply.status).toBe(201);
  client.token = reply.body.token;
  return { id: reply.body.account.id, name, token: reply.body.token, client };
}

/** The same person using another node. */
async function on(node: TestNode, who: Someone): Promise<Client> {
  return node.client(who.token);
}

describe('friends and challenges across nodes', () => {
  it('request on node 1 reaches node 2; accept; challenge; accept on node 2; one room on both nodes', async () => {
    const [one, two] = cluster.nodes as [TestNode, TestNode];
    const a = await register(one);
    const b = await register(two);
    const aSocket = await SocketClient.openUser(one.url, a.token);
    const bSocket = await SocketClient.openUser(two.url, b.token);

    const asked = await a.client.post('/api/friends/request', { friend_id: b.id });
    expect(asked.status).toBe(201);
    const request = await bSocket.waitFor((m) => m.type === 'friend_request');
    expect(request.payload).toMatchObject({ from: { id: a.id, username: a.name } });
    const pending = await b.client.get<{ data: { pending_requests: { user_id: string }[] } }>(
      '/api/friends/requests/pending',
    );
    expect(pending.body.data.pending_requests.map((r) => r.user_id)).toEqual([a.id]);

    expect((await b.client.post(`/api/friends/${a.id}/accept`)).status).toBe(200);
    await aSocket.waitFor((m) => m.type === 'friend_accepted' && m.payload.from !== undefined);
    // Both are online (each has a user socket, on different nodes).
    const online = await a.client.get<{ data: { online_friends: { friend_id: string }[] } }>(
      '/api/friends/online',
    );
    expect(online.body.data.online_friends.map((f) => f.friend_id)).toEqual([b.id]);

    const blitz = { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 };
    const sent = await a.client.post<{ data: { challenge: { id: string } } }>('/api/challenges', {
      challenged_id: b.id,
      message: 'across the wire',
      time_control: blitz,
      color: 'black',
    });
    expect(sent.status).toBe(201);
    const id = sent.body.data.challenge.id;
    const received = await bSocket.waitFor((m) => m.type === 'challenge_received');
    expect(received.payload).toMatchObject({
      challenge_id: id,
      challenger: { username: a.name },
      challenge: { time_control: blitz, color: 'black' },
    });
    // One pending per pair, whichever node is asked.
    const again = await (await on(two, b)).post('/api/challenges', { challenged_id: a.id });
    expect(again.status).toBe(409);

    const accepted = await b.client.post<{ data: { game_id: string } }>(`/api/challenges/${id}/accept`);
    expect(accepted.status).toBe(200);
    const gameId = accepted.body.data.game_id;
    const told = await aSocket.waitFor((m) => m.type === 'challenge_accepted');
    expect(told.payload).toEqual({
      challenge_id: id,
      accepted_by: { id: b.id, username: b.name },
      game_id: gameId,
      time_control: blitz,
      color: 'black',
    });

    // A plays from node 1, B from node 2, in the same room.
    const aRoom = await SocketClient.open(one.url, gameId, a.token);
    const bRoom = await SocketClient.open(two.url, gameId, b.token);
    const aState = await aRoom.waitForState(() => true);
    const bState = await bRoom.waitForState(() => true);
    expect([aState.playerBlack, aState.playerRed]).toEqual([a.id, b.id]);
    expect(bState.playerRed).toBe(aState.playerRed);
    expect(aState.clock).toMatchObject({ control: blitz, red: 300_000, black: 300_000 });
    for (const socket of [aSocket, bSocket, aRoom, bRoom]) {
      expect(socket.invalid).toEqual([]);
      socket.ws.close();
    }
  });

  it('friend_online and friend_offline cross nodes, once each; a move between nodes does not flap', async () => {
    const [one, two] = cluster.nodes as [TestNode, TestNode];
    const a = await register(one);
    const b = await register(two);
    expect((await a.client.post('/api/friends/request', { friend_id: b.id })).status).toBe(201);
    expect((await b.client.post(`/api/friends/${a.id}/accept`)).status).toBe(200);
    const bSocket = await SocketClient.openUser(two.url, b.token);

    const first = await SocketClient.openUser(one.url, a.token);
    const came = await bSocket.waitFor((m) => m.type === 'friend_online' && m.payload.user_id === a.id);
    expect(came.payload).toEqual({ user_id: a.id, user: { username: a.name } });
    // A second socket on the other node, then the first closes: still online, nothing said.
    const second = await SocketClient.openUser(two.url, a.token);
    first.ws.close();
    await pause(1200);
    const online = await b.client.get<{ data: { online_friends: { friend_id: string }[] } }>(
      '/api/friends/online',
    );
    expect(online.body.data.online_friends.map((f) => f.friend_id)).toEqual([a.id]);
    // The last closes: offline once the delay has passed, said once.
    second.ws.close();
    await bSocket.waitFor((m) => m.type === 'friend_offline' && m.payload.user_id === a.id);
    await pause(1000);
    const about = bSocket.messages.filter((m) => m.payload.user_id === a.id).map((m) => m.type);
    expect(about).toEqual(['friend_online', 'friend_offline']);
    const after = await (
      await on(one, b)
    ).get<{ data: { online_friends: unknown[] } }>('/api/friends/online');
    expect(after.body.data.online_friends).toEqual([]);
    bSocket.ws.close();
  });

  it('two sweeping nodes expire a challenge once', async () => {
    const [one, two] = cluster.nodes as [TestNode, TestNode];
    const a = await register(one);
    const b = await register(two);
    expect((await a.client.post('/api/friends/request', { friend_id: b.id })).status).toBe(201);
    expect((await b.client.post(`/api/friends/${a.id}/accept`)).status).toBe(200);
    const aSocket = await SocketClient.openUser(one.url, a.token);
    const bSocket = await SocketClient.openUser(two.url, b.token);
    const sent = await a.client.post<{ data: { challenge: { id: string } } }>('/api/challenges', {
      challenged_id: b.id,
    });
    const id = sent.body.data.challenge.id;
    // As if its minutes had gone by: straight in the shared database.
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: cluster.database.url });
    await db.connect();
    try {
      await db.query('UPDATE challenges SET expires_at = $1 WHERE id = $2', [
        new Date(Date.now() - 1000).toISOString(),
        id,
      ]);
    } finally {
      await db.end();
    }
    await aSocket.waitFor((m) => m.type === 'challenge_expired');
    await bSocket.waitFor((m) => m.type === 'challenge_expired');
    await pause(1000);
    expect(aSocket.messages.filter((m) => m.type === 'challenge_expired')).toHaveLength(1);
    expect(bSocket.messages.filter((m) => m.type === 'challenge_expired')).toHaveLength(1);
    aSocket.ws.close();
    bSocket.ws.close();
  });
});
