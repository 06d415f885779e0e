// Web Push deliveries through a local stand-in push service: the opponent's arrival, the turn
// and the ending, encrypted and VAPID-signed as a browser's push service expects; each device's
// preferences, unsubscribing, a 410 forgetting the subscription, endpoints moving between users,
// the per-user cap, and guests costing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { PUSH_TEXTS } from '../src/modules/push/index.js';
import { Client, eventually, startServer, type TestServer } from './harness.js';
import { playOpening } from './players.js';
import {
  checkVapid,
  FakePushService,
  kinds,
  move,
  prefs,
  pushConfig,
  subscribe,
  table,
} from './push-fixtures.js';
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

const settled = (): Promise<void> => server.app.services.push.settled();

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
    // The opening's notices (the arrival, the turns) are looked up as they are sent: on a busy
    // machine they could still be queued and find the phones subscribed below.
    await settled();
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
