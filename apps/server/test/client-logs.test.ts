// POST /api/logs: the browser logger's batches, open to guests, written to the server's log at
// their level with the player and the client's version, scrubbed of tokens and addresses, and
// nothing stored; bad batches are 400s naming the field, and a few batches a minute per IP pass.
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CLIENT_LOG_LIMITS } from '@checkers/protocol';
import { Client, startServer, type TestServer } from './harness.js';
import { person } from './social-fixtures.js';

let server: TestServer;
type Written = [Record<string, unknown>, string];
let spies: Record<'debug' | 'info' | 'warn' | 'error', MockInstance>;

beforeAll(async () => {
  // A real logger (so that the route writes through it) that prints only fatal lines.
  server = await startServer({ logLevel: 'fatal', clientLogsPerMinute: 8 });
  const log = server.app.log;
  spies = {
    debug: vi.spyOn(log, 'debug'),
    info: vi.spyOn(log, 'info'),
    warn: vi.spyOn(log, 'warn'),
    error: vi.spyOn(log, 'error'),
  };
});
afterAll(async () => server?.close());

/** Every client line written, at every level, in the order written. */
const written = (): (Written & { level: string })[] =>
  Object.entries(spies)
    .flatMap(([level, spy]) =>
      (spy.mock.calls as Written[]).map((call, i) => ({
        line: Object.assign([...call] as Written, { level }),
        order: spy.mock.invocationCallOrder[i]!,
      })),
    )
    .filter(({ line }) => typeof line[0] === 'object' && line[0]?.source === 'client')
    .sort((a, b) => a.order - b.order)
    .map(({ line }) => line);

const entry = (level: string, message: string, extra: Record<string, unknown> = {}) => ({
  level,
  message,
  timestamp: Date.now(),
  ...extra,
});

describe('POST /api/logs', () => {
  it('takes a guest’s batch (no token): 204, each entry at its level', async () => {
    const guest = await new Client(server.url).init();
    const before = written().length;
    const reply = await guest.post('/api/logs', {
      entries: [entry('warn', 'socket closed 1006', { context: 'room' }), entry('error', 'sync failed')],
      version: '2.0.0',
    });
    expect(reply.status).toBe(204);
    expect(reply.body).toBe('');
    const lines = written().slice(before);
    expect(lines.map((l) => [l.level, l[1]])).toEqual([
      ['warn', 'socket closed 1006'],
      ['error', 'sync failed'],
    ]);
    expect(lines[0]![0]).toMatchObject({ playerId: null, version: '2.0.0', context: 'room' });
  });

  it('names the signed-in player, and never lets a token or an email address through', async () => {
    const me = await person(server.url);
    const token = me.client.token!;
    const before = written().length;
    const reply = await me.client.post('/api/logs', {
      entries: [
        entry('info', `reconnect to /api/ws?room=ABC234&token=${token} by ${me.name}@example.com`),
        entry('debug', `retry with Authorization: Bearer ${token}`),
        entry('error', `token is ${token}`),
      ],
      version: '2.0.0',
    });
    expect(reply.status).toBe(204);
    const lines = written().slice(before);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line[0]).toMatchObject({ playerId: me.id });
      expect(JSON.stringify(line)).not.toContain(token);
      expect(JSON.stringify(line)).not.toContain('@example.com');
    }
    expect(lines[0]![1]).toBe('reconnect to /api/ws?room=ABC234&token=[hidden] by [email]');
    expect(lines[1]![1]).toBe('retry with Authorization: Bearer [hidden]');
  });

  it('refuses bad batches with a 400 naming the field', async () => {
    const guest = await new Client(server.url).init();
    const cases: [unknown, RegExp][] = [
      [{ entries: [], version: '1' }, /^entries: /],
      [{ entries: [entry('loud', 'x')], version: '1' }, /^entries\.0\.level: /],
      [
        { entries: [entry('info', 'x'.repeat(CLIENT_LOG_LIMITS.messageMax + 1))], version: '1' },
        /^entries\.0\.message: /,
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await guest.post('/api/logs', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'validation_failed' });
      expect(String((reply.body as { message: string }).message)).toMatch(message);
    }
  });

  it('answers 429 past a few batches a minute from one address', async () => {
    const guest = await new Client(server.url).init();
    const body = { entries: [entry('info', 'hello')], version: '1' };
    let reply;
    for (let i = 0; i < 10; i++) {
      reply = await guest.post('/api/logs', body);
      if (reply.status === 429) break;
      expect(reply.status).toBe(204);
    }
    expect(reply!.status).toBe(429);
    expect(reply!.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(reply!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
