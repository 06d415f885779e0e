// Socket caps: per token, per address and per node, each refused with its own close code and
// message; a socket that keeps sending past its rate limit is closed; /api/health answers
// throughout.
import { CLOSE_CODES } from '@checkers/protocol';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, startServer, type TestServer } from './harness.js';
import { openTable } from './players.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    trustProxy: true,
    sockets: { perToken: 10, perAddress: 25, total: 60, fileLimit: 1024, fdReserve: 256 },
    rateLimit: { socketMessagesPerSecond: 5, socketFloodClose: 20 },
  });
});
afterAll(async () => server.close());

interface Opened {
  readonly ws: WebSocket;
  /** Resolves with the close code and reason once it closes. */
  readonly closed: Promise<{ code: number; reason: string }>;
}

function open(room: string, token: string, ip = '10.9.0.1'): Promise<Opened> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws?room=${room}&token=${token}`, {
    headers: { 'x-forwarded-for': ip },
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, closed }));
    ws.once('error', reject);
  });
}

type Outcome = { code: number; reason: string } | 'open';

/** Sockets the server holds now. */
const held = (): number => server.app.services.sockets.size;

/**
 * What became of each socket once the server has decided every one: its close, or 'open'. Every
 * socket either holds a slot on the server (counted by the caps) or has been closed, so the count
 * of both reaching the number opened means nothing is still on its way; `heldBefore` is what the
 * server held before these were opened.
 */
async function outcomesOf(sockets: readonly Opened[], heldBefore: number): Promise<Outcome[]> {
  const closes = new Map<Opened, { code: number; reason: string }>();
  for (const s of sockets) void s.closed.then((close) => closes.set(s, close));
  await vi.waitFor(() => expect(closes.size + held() - heldBefore).toBe(sockets.length), { timeout: 5000 });
  return sockets.map((s) => closes.get(s) ?? 'open');
}

/** Waits for the server to hold `count` sockets (a closed one gives its slot back on its own time). */
const heldReaches = (count: number): Promise<void> =>
  vi.waitFor(() => expect(held()).toBe(count), { timeout: 5000 });

/** Resolves with the pong to a ping sent now: the server has read and answered the socket. */
function pong(opened: Opened): Promise<unknown> {
  const answered = new Promise((resolve) =>
    opened.ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type?: string };
      if (message.type === 'pong') resolve(message);
    }),
  );
  opened.ws.send(JSON.stringify({ type: 'ping' }));
  return answered;
}

async function healthy(): Promise<void> {
  const started = Date.now();
  const reply = await fetch(`${server.url}/api/health`);
  expect(reply.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(1000);
}

describe('socket caps', () => {
  it('leave at most 10 sockets open on one token, refusing the rest with 4008; health answers throughout', async () => {
    const table = await openTable(server.url);
    const before = held();
    const sockets: Opened[] = [];
    for (let i = 0; i < 30; i++) {
      sockets.push(await open(table.code, table.red.token!));
      if (i % 5 === 0) await healthy();
    }
    const outcomes = await outcomesOf(sockets, before);
    const stillOpen = outcomes.filter((o) => o === 'open');
    const refused = outcomes.filter((o) => o !== 'open');
    expect(stillOpen).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expect(r).toEqual({
        code: CLOSE_CODES.tooManyConnections,
        reason: 'Too many connections for this session',
      });
    }
    await healthy();
    // Closing one frees its slot for the same token.
    const first = sockets.find((_, i) => outcomes[i] === 'open')!;
    first.ws.close();
    await first.closed;
    await heldReaches(before + 9);
    const again = await open(table.code, table.red.token!);
    expect(await outcomesOf([again], before + 9)).toEqual(['open']);
    for (const s of [...sockets, again]) s.ws.close();
  });

  it('cap sockets per address, whatever the tokens, on /api/ws with or without a room', async () => {
    const guests = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const c = await new Client(server.url).init();
        const created = await c.post<{ invite_code: string; token: string }>('/api/create-room', {});
        return created.body;
      }),
    );
    const before = held();
    const sockets: Opened[] = [];
    // 5 per token (under its cap of 10), 30 from one address (its cap is 25), then 3 naming no room:
    // those count as much as the others.
    for (let i = 0; i < 33; i++) {
      const guest = guests[i % 6]!;
      sockets.push(await open(i < 30 ? guest.invite_code : '', guest.token, '10.9.0.2'));
    }
    const outcomes = await outcomesOf(sockets, before);
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(25);
    expect(outcomes.filter((o) => o !== 'open')).toEqual(
      Array(8).fill({
        code: CLOSE_CODES.tooManyConnections,
        reason: 'Too many connections from this address',
      }),
    );
    // Another address is not held up.
    const elsewhere = await open(guests[0]!.invite_code, guests[0]!.token, '10.9.0.9');
    expect(await outcomesOf([elsewhere], before + 25)).toEqual(['open']);
    sockets.push(elsewhere);
    for (const s of sockets) s.ws.close();
    await Promise.all(sockets.map((s) => s.closed));
    await heldReaches(0);
  });

  it('stop at the node cap, below the descriptor limit, and health still answers', async () => {
    const tables = await Promise.all(Array.from({ length: 8 }, () => openTable(server.url)));
    const before = held();
    const sockets: Opened[] = [];
    for (let i = 0; i < 70; i++) {
      const table = tables[i % 8]!;
      sockets.push(await open(table.code, (i % 16 < 8 ? table.red : table.black).token!, `10.9.1.${i % 7}`));
    }
    const outcomes = await outcomesOf(sockets, before);
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(60);
    expect(outcomes.filter((o) => o !== 'open')).toEqual(
      Array(10).fill({
        code: CLOSE_CODES.tooManyConnections,
        reason: 'Server is at its connection limit; try again shortly',
      }),
    );
    await healthy();
    for (const s of sockets) s.ws.close();
    await Promise.all(sockets.map((s) => s.closed));
  });

  it('close a socket that keeps sending past its rate limit', async () => {
    const table = await openTable(server.url);
    const socket = await open(table.code, table.red.token!, '10.9.0.3');
    for (let i = 0; i < 60; i++) socket.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.tooManyMessages, reason: 'Too many messages' });
    // Its owner may come back (after the window): a socket that behaves stays open.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await open(table.code, table.red.token!, '10.9.0.3');
    await pong(again);
    expect(again.ws.readyState).toBe(WebSocket.OPEN);
    again.ws.close();
  });
});
