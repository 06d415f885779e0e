// Web Push (extended spec §3, §7, §9; CONTRACTS "Push notifications") against a real server and a
// local stand-in push service: the key, subscribing, the three pushes (an opponent's arrival, the
// turn, the ending) encrypted and VAPID-signed as a browser's push service expects, the player's
// preferences, unsubscribing, endpoints moving between users, the per-user cap, a 410 forgetting
// the subscription, and the calls' refusals (guests, someone else's id, bad bodies, the rate limit).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@checkers/protocol';
import { loadConfig } from '../src/config.js';
import { PUSH_MESSAGES, PUSH_TEXTS, VAPID_FILE } from '../src/modules/push/index.js';
import { Client, startServer, type TestServer } from './harness.js';
import { playOpening, type State } from './players.js';
import { eventually } from './harness.js';
import { checkVapid, FakePushService, prefs, type Device } from './push-fixtures.js';
import { person, type Person } from './social-fixtures.js';

/** The push settings for a test server: endpoints on 127.0.0.1 allowed. */
const pushConfig = (changes: Partial<ReturnType<typeof loadConfig>['push']> = {}) => ({
  ...loadConfig({}).push,
  allowPrivateEndpoints: true,
  actionsPerMinute: 10_000,
  ...changes,
});

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

const settled = (): Promise<void> => server.app.services.push.settled();

async function subscribe(who: Person, device: Device, preferences = prefs(), roomCode?: string) {
  const reply = await who.client.post('/api/push/subscribe', {
    subscription: device.subscription,
    playerId: who.id,
    roomCode,
    preferences,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.body).toEqual({ subscribed: true });
}

/** `red` creates a room as red; `black` takes the other seat. The room code. */
async function table(red: Person, black: Person): Promise<string> {
  const created = await red.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
  expect(created.status).toBe(201);
  const code = created.body.invite_code;
  expect((await black.client.get(`/api/join-room?code=${code}`)).status).toBe(200);
  return code;
}

const kinds = (device: Device): PushPayload['kind'][] => device.payloads.map((p) => p.kind);

async function move(who: Person, code: string, from: string, to: string): Promise<void> {
  const reply = await who.client.post<State>('/api/move', { code, from, to });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

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

describe('pushes', () => {
  it('tell the waiting player the opponent arrived, then whose turn it is, signed and encrypted', async () => {
    const [red, black] = [await person(server.url), await person(server.url)];
    const [redPhone, blackPhone] = [service.device(), service.device()];
    await subscribe(red, redPhone, prefs({ vibrate: false, requireInteraction: true }));
    await subscribe(black, blackPhone);
    const code = await table(red, black);

    const joined = await eventually(() => {
      expect(redPhone.received).toHaveLength(1);
      return redPhone.received[0]!;
    });
    checkVapid(joined, vapidKey, redPhone.endpoint);
    expect(redPhone.decrypt(joined.body)).toMatchObject({
      kind: 'player_joined',
      title: PUSH_TEXTS.joinedTitle,
      body: PUSH_TEXTS.joinedBody(code),
      roomCode: code,
      vibrate: false,
      requireInteraction: true,
      silent: false,
    });

    // Black moves first: red's turn. The mover hears nothing of its own move.
    await move(black, code, 'b6', 'a5');
    const turn = await eventually(() => {
      expect(redPhone.received).toHaveLength(2);
      return redPhone.received[1]!;
    });
    const claims = checkVapid(turn, vapidKey, redPhone.endpoint);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(turn.headers.urgency).toBe('normal');
    const payload = redPhone.decrypt(turn.body);
    expect(payload).toMatchObject({ kind: 'turn', title: PUSH_TEXTS.turnTitle, roomCode: code });
    expect(Math.abs(payload.timestamp - Date.now())).toBeLessThan(10_000);

    await move(red, code, 'g3', 'h4');
    await eventually(() => expect(kinds(blackPhone)).toEqual(['turn']));
    await settled();
    expect(kinds(redPhone)).toEqual(['player_joined', 'turn']);
  });

  it('tell both players how the game ended, with high urgency', async () => {
    const [red, black] = [await person(server.url), await person(server.url)];
    const [redPhone, blackPhone] = [service.device(), service.device()];
    const code = await table(red, black);
    await playOpening({ code, of: (color) => (color === 'red' ? red.client : black.client) });
    await subscribe(red, redPhone);
    await subscribe(black, blackPhone);
    expect((await red.client.post('/api/resign', { code })).status).toBe(200);
    await eventually(() => {
      expect(kinds(redPhone)).toEqual(['game_end']);
      expect(kinds(blackPhone)).toEqual(['game_end']);
    });
    expect(redPhone.payloads[0]!.body).toBe(PUSH_TEXTS.lost(code));
    expect(blackPhone.payloads[0]!.body).toBe(PUSH_TEXTS.won(code));
    for (const phone of [redPhone, blackPhone]) {
      expect(phone.received[0]!.headers.urgency).toBe('high');
      checkVapid(phone.received[0]!, vapidKey, phone.endpoint);
    }
  });

  it('follow each device’s preferences', async () => {
    const [red, black] = [await person(server.url), await person(server.url)];
    const quiet = service.device();
    const endsOnly = service.device();
    await subscribe(
      red,
      quiet,
      prefs({
        enableTurnNotifications: false,
        enableGameEndNotifications: false,
        enablePlayerJoinNotifications: false,
      }),
    );
    await subscribe(
      red,
      endsOnly,
      prefs({ enableTurnNotifications: false, enablePlayerJoinNotifications: false, silent: true }),
    );
    const code = await table(red, black);
    await playOpening({ code, of: (color) => (color === 'red' ? red.client : black.client) });
    expect((await black.client.post('/api/resign', { code })).status).toBe(200);
    await eventually(() => expect(kinds(endsOnly)).toEqual(['game_end']));
    await settled();
    expect(quiet.received).toEqual([]);
    expect(kinds(endsOnly)).toEqual(['game_end']);
    expect(endsOnly.payloads[0]).toMatchObject({ silent: true, body: PUSH_TEXTS.won(code) });
  });

  it('stop after unsubscribing (one endpoint, then all)', async () => {
    const [red, black] = [await person(server.url), await person(server.url)];
    const [phone, laptop] = [service.device(), service.device()];
    await subscribe(red, phone);
    await subscribe(red, laptop);
    const one = await red.client.post('/api/push/unsubscribe', {
      playerId: red.id,
      endpoint: phone.endpoint,
    });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ removed: 1 });
    const code = await table(red, black);
    await eventually(() => expect(kinds(laptop)).toEqual(['player_joined']));
    const all = await red.client.post('/api/push/unsubscribe', { playerId: red.id });
    expect(all.body).toEqual({ removed: 1 });
    await move(black, code, 'b6', 'a5');
    await settled();
    expect(phone.received).toEqual([]);
    expect(kinds(laptop)).toEqual(['player_joined']);
  });

  it('forget a subscription the push service says is gone (410)', async () => {
    const [red, black] = [await person(server.url), await person(server.url)];
    const phone = service.device();
    phone.answer(410);
    await subscribe(red, phone);
    const code = await table(red, black);
    await eventually(() => expect(phone.received).toHaveLength(1));
    await settled();
    const rows = await server.app.services.storage.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', red.id)
      .execute();
    expect(rows).toEqual([]);
    await move(black, code, 'b6', 'a5');
    await settled();
    expect(phone.received).toHaveLength(1);
  });

  it('go to the endpoint’s latest owner, and a user keeps at most the cap', async () => {
    const [ann, ben, black] = [await person(server.url), await person(server.url), await person(server.url)];
    const shared = service.device();
    await subscribe(ann, shared);
    await subscribe(ben, shared);
    await table(ann, black);
    await settled();
    expect(shared.received).toEqual([]);

    const max = loadConfig({}).push.maxSubscriptionsPerUser;
    const devices = Array.from({ length: max + 2 }, () => service.device());
    for (const device of devices) await subscribe(ann, device);
    const kept = await server.app.services.storage.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', ann.id)
      .execute();
    expect(kept).toHaveLength(max);
    expect(kept.map((row) => row.endpoint)).not.toContain(devices[0]!.endpoint);
    expect(kept.map((row) => row.endpoint)).toContain(devices.at(-1)!.endpoint);
  });

  it('cost guests nothing: a game between guests sends none', async () => {
    const before = service.received.length;
    const red = await new Client(server.url).init();
    const created = await red.post<{ invite_code: string; token: string }>('/api/create-room', {});
    const black = await new Client(server.url).init();
    expect((await black.get(`/api/join-room?code=${created.body.invite_code}`)).status).toBe(200);
    await settled();
    expect(service.received.length).toBe(before);
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
