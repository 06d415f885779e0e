// The VAPID key (a P-256 public key, kept in the data directory or the shared row, or taken from
// the environment) and the push calls' refusals: guests, someone else's player id, bad bodies and
// the rate limit.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { PUSH_MESSAGES, VAPID_FILE } from '../src/modules/push/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { FakePushService, prefs, pushConfig } from './push-fixtures.js';
import { person } from './social-fixtures.js';

let server: TestServer;
let service: FakePushService;
let vapidKey: string;

beforeAll(async () => {
  service = await FakePushService.start();
  server = await startServer({ push: pushConfig() });
  const someone = await person(server.url);
  vapidKey = (await someone.client.get<{ vapidKey: string }>('/api/push/vapid-key')).body.vapidKey;
});
afterAll(async () => {
  await server?.close();
  await service?.close();
});

describe('the VAPID key', () => {
  it('is a P-256 public key, base64url, the same on every call', async () => {
    const point = Buffer.from(vapidKey, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    expect(vapidKey).toMatch(/^[A-Za-z0-9_-]+$/);
    const again = await (await person(server.url)).client.get<{ vapidKey: string }>('/api/push/vapid-key');
    expect(again.body).toEqual({ vapidKey });
  });

  it('is kept in the data directory (owner only) on SQLite, in the shared row on PostgreSQL', async () => {
    const { storage } = server.app.services;
    if (storage.dialect === 'sqlite') {
      const file = join(server.dataDir, VAPID_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ publicKey: vapidKey });
    } else {
      const rows = await storage.db.selectFrom('push_vapid_keys').select(['id', 'public_key']).execute();
      expect(rows).toEqual([{ id: 'default', public_key: vapidKey }]);
    }
  });

  it('comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await startServer({
      push: pushConfig({ vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey }),
    });
    try {
      const me = await person(configured.url);
      const reply = await me.client.get('/api/push/vapid-key');
      expect(reply.body).toEqual({ vapidKey: keys.publicKey });
    } finally {
      await configured.close();
    }
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  });
});

describe('the push calls refuse', () => {
  it('guests and callers without a token: 401 Authentication required', async () => {
    const anonymous = await new Client(server.url).init();
    const guest = await new Client(server.url).init();
    const created = await guest.post<{ token: string; player_id: string }>('/api/create-room', {});
    guest.token = created.body.token;
    const device = service.device();
    for (const client of [anonymous, guest]) {
      const calls = [
        await client.get('/api/push/vapid-key'),
        await client.post('/api/push/subscribe', {
          subscription: device.subscription,
          playerId: created.body.player_id,
          preferences: prefs(),
        }),
        await client.post('/api/push/unsubscribe', { playerId: created.body.player_id }),
      ];
      for (const reply of calls) {
        expect(reply.status).toBe(401);
        expect(reply.body).toMatchObject({ message: 'Authentication required', code: 'unauthorized' });
        expect(reply.body).not.toHaveProperty('success');
      }
    }
  });

  it("someone else's player id: 403", async () => {
    const [me, other] = [await person(server.url), await person(server.url)];
    const sub = await me.client.post('/api/push/subscribe', {
      subscription: service.device().subscription,
      playerId: other.id,
      preferences: prefs(),
    });
    expect(sub.status).toBe(403);
    expect(sub.body).toMatchObject({ code: 'forbidden', message: PUSH_MESSAGES.notYours });
    const unsub = await me.client.post('/api/push/unsubscribe', { playerId: other.id });
    expect(unsub.status).toBe(403);
    expect(unsub.body).toMatchObject({ message: PUSH_MESSAGES.notYours });
  });

  it('bad bodies: 400 naming the field', async () => {
    const me = await person(server.url);
    const good = service.device().subscription;
    const cases: [unknown, RegExp][] = [
      [{ playerId: me.id, preferences: prefs() }, /^subscription: /],
      [{ subscription: good, preferences: prefs() }, /^playerId: /],
      [
        { subscription: { ...good, endpoint: 'not a url' }, playerId: me.id },
        /^subscription\.endpoint: Invalid push subscription/,
      ],
      [
        { subscription: { ...good, endpoint: 'ftp://push.example/x' }, playerId: me.id },
        /^subscription\.endpoint: /,
      ],
      [
        { subscription: { ...good, keys: { p256dh: 'abc', auth: good.keys.auth } }, playerId: me.id },
        /^subscription\.keys\.p256dh: /,
      ],
      [
        { subscription: { ...good, keys: { p256dh: good.keys.p256dh, auth: 'c2hvcnQ' } }, playerId: me.id },
        /^subscription\.keys\.auth: /,
      ],
      [{ subscription: good, playerId: me.id, preferences: { silent: 'yes' } }, /^preferences\.silent: /],
    ];
    for (const [body, message] of cases) {
      const reply = await me.client.post('/api/push/subscribe', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ code: 'validation_failed' });
      expect(String((reply.body as { message: string }).message)).toMatch(message);
    }
    const unsub = await me.client.post('/api/push/unsubscribe', {});
    expect(unsub.status).toBe(400);
    expect(String(unsub.body.message)).toMatch(/^playerId: /);
  });

  it('too many calls: 429 with Retry-After', async () => {
    const limited = await startServer({ push: pushConfig({ actionsPerMinute: 3 }) });
    try {
      const me = await person(limited.url);
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 5; i++) {
        last = await me.client.post('/api/push/unsubscribe', { playerId: me.id });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(last!.body).toMatchObject({ code: 'rate_limited' });
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      // The key is not limited beyond the per-IP cap of every call.
      expect((await me.client.get('/api/push/vapid-key')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
