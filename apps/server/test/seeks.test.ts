// Open seeks: post one (one open each; a guest's casual only), the lobby's list (newest first,
// owner's name and rating, without owners who stopped polling), accept (both seated with the seek's
// control and colour, the owner told by its status and its user socket), a seek accepted twice at
// once starts exactly one game, cancel (the owner only), authorization, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pause } from './chat-fixtures.js';
import { Client, startServer, type TestServer } from './harness.js';
import {
  expectError,
  guest,
  join,
  matchedRoom,
  member,
  roomRow,
  roomsOf,
  seatIn,
  statusOf,
  type Visitor,
  type WireSeek,
} from './pairing-fixtures.js';
import { SocketClient } from './socket-client.js';

const STALE_MS = 1_500;
const THREE_TWO = { kind: 'clock', initialSeconds: 180, incrementSeconds: 2 };

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    pairing: { actionsPerMinute: 100_000, pollsPerMinute: 100_000, tickMs: 100, staleMs: STALE_MS },
  });
});
afterAll(async () => server.close());

async function post(who: Visitor, body: Record<string, unknown> = {}): Promise<WireSeek> {
  const reply = await who.client.post<{ seek: WireSeek }>('/api/seeks', { timeControl: THREE_TWO, ...body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.seek;
}

async function listed(who: Client): Promise<WireSeek[]> {
  const reply = await who.get<{ seeks: WireSeek[] }>('/api/seeks');
  expect(reply.status).toBe(200);
  return reply.body.seeks;
}

const cancel = (who: Visitor, id: string) =>
  who.client.send<Record<string, unknown>>('DELETE', `/api/seeks/${id}`);

describe('seeks', () => {
  it('posts, lists newest first with names and ratings, and cancels', async () => {
    const a = await member(server.url);
    const g = await guest(server.url);
    const seekA = await post(a, { rated: true, color: 'black' });
    expect(seekA).toMatchObject({
      rated: true,
      color: 'black',
      rating: 1200,
      timeControl: THREE_TWO,
      mine: true,
    });
    expect(seekA.ownerName).toMatch(/^warden_/);
    await pause(5);
    const seekG = await post(g, { timeControl: { kind: 'untimed' } });
    expect(seekG).toMatchObject({
      rated: false,
      color: 'random',
      rating: 'guest',
      ownerName: expect.stringMatching(/^Guest /),
    });

    const seen = await listed(a.client);
    const ids = seen.map((s) => s.id);
    expect(ids.indexOf(seekG.id)).toBeLessThan(ids.indexOf(seekA.id));
    expect(seen.find((s) => s.id === seekA.id)?.mine).toBe(true);
    expect(seen.find((s) => s.id === seekG.id)?.mine).toBe(false);
    // The list is public.
    expect((await listed(await new Client(server.url).init())).map((s) => s.id)).toEqual(
      expect.arrayContaining(ids),
    );
    expect((await statusOf(a)).body).toEqual({ status: 'idle', seekId: seekA.id });

    // One open seek each.
    expectError(
      await a.client.post('/api/seeks', { timeControl: THREE_TWO }),
      409,
      /already have an open seek/,
    );
    // Only the owner cancels.
    expectError(await cancel(g, seekA.id), 403, 'Only the player who posted this seek can cancel it');
    expect((await cancel(a, seekA.id)).body).toEqual({ id: seekA.id });
    expectError(await cancel(a, seekA.id), 404, 'Seek not found');
    expect((await cancel(g, seekG.id)).status).toBe(200);
    const after = (await listed(a.client)).map((s) => s.id);
    expect(after).not.toContain(seekA.id);
    expect(after).not.toContain(seekG.id);
  });

  it("accepting starts the game with the seek's control and colour; the owner is told", async () => {
    const owner = await member(server.url);
    const taker = await guest(server.url);
    const socket = await SocketClient.openUser(server.url, owner.client.token!);
    const seek = await post(owner, { color: 'black' });
    const accepted = await taker.client.post<{ roomCode: string }>(`/api/seeks/${seek.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const code = accepted.body.roomCode;
    expect((await socket.waitFor((m) => m.type === 'pairing_matched')).payload).toEqual({ roomCode: code });
    socket.close();
    expect(await matchedRoom(owner)).toBe(code);
    expect((await statusOf(taker)).body).toMatchObject({ status: 'matched', roomCode: code });
    const ownerSeat = await seatIn(owner, code);
    const takerSeat = await seatIn(taker, code);
    expect(ownerSeat).toMatchObject({ color: 'black', is_spectator: false, time_control: THREE_TWO });
    expect(takerSeat).toMatchObject({ color: 'red', is_spectator: false });
    expect((await roomRow(server, code)).rated).toBe(0);
    expect((await listed(owner.client)).map((s) => s.id)).not.toContain(seek.id);
    expectError(
      await taker.client.post(`/api/seeks/${seek.id}/accept`),
      409,
      'This seek has already been accepted or withdrawn',
    );
    expectError(await cancel(owner, seek.id), 409);
  });

  it('a seek accepted twice at once starts exactly one game', async () => {
    const owner = await member(server.url);
    const takers = await Promise.all([member(server.url), member(server.url), guest(server.url)]);
    const seek = await post(owner, { rated: false });
    const replies = await Promise.all(
      takers.map((t) =>
        t.client.post<{ roomCode?: string; message?: string }>(`/api/seeks/${seek.id}/accept`),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    for (const reply of lost) expectError(reply, 409, 'This seek has already been accepted or withdrawn');
    expect(await roomsOf(server, owner.id)).toHaveLength(1);
    expect(await matchedRoom(owner)).toBe(won[0]!.body.roomCode);
  });

  it('rates an accepted rated seek between accounts; guests may not post or accept rated ones', async () => {
    const owner = await member(server.url);
    const g = await guest(server.url);
    expectError(
      await g.client.post('/api/seeks', { timeControl: THREE_TWO, rated: true }),
      403,
      'Rated games need an account; sign in, or choose casual',
    );
    const seek = await post(owner, { rated: true });
    expectError(await g.client.post(`/api/seeks/${seek.id}/accept`), 403, /Rated games need an account/);
    const taker = await member(server.url);
    const accepted = await taker.client.post<{ roomCode: string }>(`/api/seeks/${seek.id}/accept`);
    expect(accepted.status).toBe(200);
    expect((await roomRow(server, accepted.body.roomCode)).rated).toBe(1);
  });

  it("removes a seek whose owner stops polling; the owner's polls keep it", async () => {
    const kept = await member(server.url);
    const dropped = await member(server.url);
    const keptSeek = await post(kept);
    const droppedSeek = await post(dropped);
    for (let waited = 0; waited < STALE_MS + 600; waited += 300) {
      await statusOf(kept);
      await pause(300);
    }
    const ids = (await listed(kept.client)).map((s) => s.id);
    expect(ids).toContain(keptSeek.id);
    expect(ids).not.toContain(droppedSeek.id);
    const taker = await member(server.url);
    // Gone (404) once swept, refused (409) before.
    const late = await taker.client.post(`/api/seeks/${droppedSeek.id}/accept`);
    expect([404, 409]).toContain(late.status);
    // The owner may post a new one: the stale one is gone.
    expect((await statusOf(dropped)).body.seekId).toBeUndefined();
    await post(dropped);
    await cancel(kept, keptSeek.id);
  });

  it('joining a pool withdraws the seek, and posting a seek leaves the pool', async () => {
    const m = await member(server.url);
    const seek = await post(m);
    expect((await join(m, '10+5')).body).toMatchObject({ status: 'waiting' });
    expect((await listed(m.client)).map((s) => s.id)).not.toContain(seek.id);
    const again = await post(m);
    expect((await statusOf(m)).body).toEqual({ status: 'idle', seekId: again.id });
    await cancel(m, again.id);
  });
});

describe('refusals', () => {
  it('authorization, own seek, unknown seek and bad bodies', async () => {
    const m = await member(server.url);
    const anonymous = await new Client(server.url).init();
    expectError(await anonymous.send('DELETE', '/api/seeks/seek_x'), 401, 'Authentication required');
    const bad = await new Client(server.url).init();
    bad.token = 'nope';
    expectError(await bad.post('/api/seeks', { timeControl: THREE_TWO }), 401, 'Invalid token');
    expectError(await bad.post('/api/seeks/seek_x/accept'), 401);

    const seek = await post(m);
    expectError(await m.client.post(`/api/seeks/${seek.id}/accept`), 400, 'You cannot accept your own seek');
    expectError(await m.client.post('/api/seeks/seek_unknown/accept'), 404, 'Seek not found');
    expectError(await m.client.post('/api/seeks', {}), 400, /^timeControl: /);
    expectError(
      await m.client.post('/api/seeks', {
        timeControl: { kind: 'clock', initialSeconds: 5, incrementSeconds: 0 },
      }),
      400,
      'timeControl.initialSeconds: A clock has at least 30 seconds (0.5 minutes)',
    );
    expectError(
      await m.client.post('/api/seeks', { timeControl: THREE_TWO, color: 'white' }),
      400,
      'color: color must be red, black or random',
    );
    expectError(
      await m.client.post('/api/seeks', { timeControl: THREE_TWO, extra: 1 }),
      400,
      'Unknown field: extra',
    );
    await cancel(m, seek.id);
  });

  it('a caller without a token accepts as a new guest', async () => {
    const owner = await member(server.url);
    const seek = await post(owner);
    const fresh = await new Client(server.url).init();
    const accepted = await fresh.post<{ roomCode: string; token: string }>(`/api/seeks/${seek.id}/accept`);
    expect(accepted.status).toBe(200);
    fresh.token = accepted.body.token;
    const seat = await fresh.get<{ is_spectator: boolean }>(`/api/join-room?code=${accepted.body.roomCode}`);
    expect(seat.body.is_spectator).toBe(false);
  });

  it('limits seek calls per token (429)', async () => {
    const limited = await startServer({
      pairing: { actionsPerMinute: 2, pollsPerMinute: 100, tickMs: 0, staleMs: 10_000 },
    });
    try {
      const m = await member(limited.url);
      const seek = await m.client.post<{ seek: WireSeek }>('/api/seeks', { timeControl: THREE_TWO });
      expect(seek.status).toBe(201);
      expect((await m.client.send('DELETE', `/api/seeks/${seek.body.seek.id}`)).status).toBe(200);
      expectError(await m.client.post('/api/seeks', { timeControl: THREE_TWO }), 429, 'Too many requests');
    } finally {
      await limited.close();
    }
  });
});
