// Quick pairing and seeks across two nodes sharing PostgreSQL and Redis: two players in the 3+2
// pool on different nodes are paired into one room, exactly once, each told by its own node (an
// account on its user socket too); a crowd joining on both nodes at once is paired with nobody in
// two rooms; a seek posted on one node and accepted on both at once starts one game.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../harness.js';
import { SocketClient } from '../socket-client.js';
import { eventually, startCluster, type Cluster, type TestNode } from './cluster.js';

let cluster: Cluster;
let db: pg.Client;

beforeAll(async () => {
  cluster = await startCluster(2, {
    PAIRING_TICK_MS: '100',
    RATE_LIMIT_PAIRING: '100000',
    RATE_LIMIT_PAIRING_POLLS: '100000',
  });
  db = new pg.Client({ connectionString: cluster.database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

let nextName = 1;

interface Player {
  readonly id: string;
  readonly token: string;
  readonly client: Client;
}

async function register(node: TestNode): Promise<Player> {
  const client = await node.client();
  const reply = await client.post<{ token: string; account: { id: string } }>('/api/auth/register', {
    username: `pairer_${nextName++}_${Date.now() % 100_000}`,
    password: 'long enough',
  });
  expect(reply.status).toBe(201);
  client.token = reply.body.token;
  return { id: reply.body.account.id, token: reply.body.token, client };
}

/** A guest with a token (from creating a room, left waiting: `roomsWith` counts started rooms only). */
async function guestOn(node: TestNode): Promise<Player> {
  const client = await node.client();
  const created = await client.post<{ token: string; player_id: string }>('/api/create-room', {});
  expect(created.status).toBe(201);
  client.token = created.body.token;
  return { id: created.body.player_id, token: created.body.token, client };
}

/** Polls the player's status on its node until it is matched; the room code. */
const roomOf = (who: Player): Promise<string> =>
  eventually(async () => {
    const reply = await who.client.get<{ status: string; roomCode?: string }>('/api/pairing');
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('matched');
    return reply.body.roomCode!;
  });

async function roomsWith(
  userIds: readonly string[],
): Promise<{ code: string; red_user_id: string; black_user_id: string; time_control: string }[]> {
  const { rows } = await db.query(
    "select code, red_user_id, black_user_id, time_control from rooms where status <> 'waiting' and (red_user_id = any($1) or black_user_id = any($1))",
    [userIds],
  );
  return rows;
}

describe('quick pairing across nodes', () => {
  it('pairs two players of the 3+2 pool on different nodes into one room, once', async () => {
    const [one, two] = cluster.nodes as [TestNode, TestNode];
    const a = await register(one);
    const b = await register(two);
    const socketB = await SocketClient.openUser(two.url, b.token);
    expect((await a.client.post('/api/pairing/pools/3+2', { rated: true })).status).toBe(200);
    expect((await b.client.post('/api/pairing/pools/3+2', { rated: true })).status).toBe(200);
    const code = await roomOf(a);
    expect(await roomOf(b)).toBe(code);
    expect((await socketB.waitFor((m) => m.type === 'pairing_matched')).payload).toEqual({ roomCode: code });
    socketB.close();

    const rooms = await roomsWith([a.id, b.id]);
    expect(rooms).toHaveLength(1);
    expect(new Set([rooms[0]!.red_user_id, rooms[0]!.black_user_id])).toEqual(new Set([a.id, b.id]));
    expect(JSON.parse(rooms[0]!.time_control)).toEqual({
      kind: 'clock',
      initialSeconds: 180,
      incrementSeconds: 2,
    });
    // The room works on both nodes: each player's seat, opposite colours.
    const seatA = await a.client.get<{ color: string }>(`/api/join-room?code=${code}`);
    const seatB = await b.client.get<{ color: string }>(`/api/join-room?code=${code}`);
    expect(new Set([seatA.body.color, seatB.body.color])).toEqual(new Set(['red', 'black']));
    const { rows } = await db.query(
      'select count(*)::int as n from pairing_entries where user_id = any($1)',
      [[a.id, b.id]],
    );
    expect(rows[0].n).toBe(0);
  });

  it('pairs a crowd joining on both nodes at once with nobody in two rooms', async () => {
    const players = await Promise.all(
      Array.from({ length: 10 }, (_, i) => guestOn(cluster.nodes[i % 2] as TestNode)),
    );
    const joins = await Promise.all(players.map((p) => p.client.post('/api/pairing/pools/5+3', {})));
    for (const reply of joins) expect(reply.status).toBe(200);
    const codes = await Promise.all(players.map(roomOf));
    const seats = await Promise.all(
      players.map((p, i) =>
        p.client.get<{ player_id: string; is_spectator: boolean }>(`/api/join-room?code=${codes[i]}`),
      ),
    );
    for (const seat of seats) expect(seat.body.is_spectator).toBe(false);
    const ids = seats.map((s) => s.body.player_id);
    const rooms = await roomsWith(ids);
    // Five rooms, each player in exactly one, each room named by both its players.
    expect(rooms).toHaveLength(5);
    for (const id of ids)
      expect(rooms.filter((r) => r.red_user_id === id || r.black_user_id === id)).toHaveLength(1);
    for (const room of rooms) expect(codes.filter((c) => c === room.code)).toHaveLength(2);
  });

  it('a seek accepted on both nodes at once starts one game', async () => {
    const [one, two] = cluster.nodes as [TestNode, TestNode];
    const owner = await register(one);
    const takers = [await register(one), await register(two), await register(two)];
    const posted = await owner.client.post<{ seek: { id: string } }>('/api/seeks', {
      timeControl: { kind: 'clock', initialSeconds: 300, incrementSeconds: 3 },
    });
    expect(posted.status).toBe(201);
    const listed = await takers[1]!.client.get<{ seeks: { id: string }[] }>('/api/seeks');
    expect(listed.body.seeks.map((s) => s.id)).toContain(posted.body.seek.id);
    const replies = await Promise.all(
      takers.map((t) => t.client.post(`/api/seeks/${posted.body.seek.id}/accept`)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await roomsWith([owner.id])).toHaveLength(1);
    await owner.client.get('/api/pairing');
    expect(await roomOf(owner)).toBe(
      (replies.find((r) => r.status === 200)!.body as { roomCode: string }).roomCode,
    );
  });
});
