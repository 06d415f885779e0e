// Push endpoints a server must not post to: refused at subscribe time in every spelling (a trailing
// dot, IPv6 forms, IPv4-mapped addresses, cluster and metadata names, a public name that resolves
// to a private address), keys that are not a point on P-256 refused with 400, and at send time the
// name checked again and the connection made to the checked address only.
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, webPushDeliver, type StoredSubscription } from '../src/modules/push/index.js';
import { startServer, type TestServer } from './harness.js';
import { FakePushService, prefs } from './push-fixtures.js';
import { person, type Person } from './social-fixtures.js';

let server: TestServer;
let service: FakePushService;
let someone: Person;

beforeAll(async () => {
  service = await FakePushService.start();
  // The defaults: private endpoints refused.
  server = await startServer();
  someone = await person(server.url);
});
afterAll(async () => {
  await server?.close();
  await service?.close();
});

async function subscribeTo(endpoint: string, keys = service.device().subscription.keys) {
  return someone.client.post('/api/push/subscribe', {
    subscription: { endpoint, expirationTime: null, keys },
    playerId: someone.id,
    preferences: prefs(),
  });
}

describe('subscribing with the default settings', () => {
  it('refuses endpoints that lead to this host, a private network or a cluster service', async () => {
    const port = new URL(service.url).port;
    for (const endpoint of [
      `https://localhost.:${port}/x`,
      'https://metadata.google.internal./computeMetadata/v1/instance',
      `https://[::127.0.0.1]:${port}/x`,
      `https://[::ffff:127.0.0.1]:${port}/x`,
      `https://127.0.0.1.nip.io:${port}/x`,
      'https://kubernetes.default.svc/x',
      `${service.url}/x`,
    ]) {
      const reply = await subscribeTo(endpoint);
      expect(reply.status, endpoint).toBe(400);
      expect(reply.body.message, endpoint).toBe(PUSH_MESSAGES.endpointRefused);
    }
    expect(service.received).toHaveLength(0);
  });

  it('refuses a p256dh key that is not a point on P-256, and an auth secret that is not 16 bytes', async () => {
    const good = service.device().subscription.keys;
    const point = Buffer.from(good.p256dh, 'base64url');
    point[64] = point[64]! ^ 1; // y no longer matches x
    const offCurve = { ...good, p256dh: point.toString('base64url') };
    const reply = await subscribeTo('https://fcm.googleapis.com/fcm/send/abc', offCurve);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(PUSH_MESSAGES.badP256dh);
    const shortAuth = { ...good, auth: Buffer.alloc(8).toString('base64url') };
    const second = await subscribeTo('https://fcm.googleapis.com/fcm/send/abc', shortAuth);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(PUSH_MESSAGES.badAuth);
  });
});

describe('sending', () => {
  const keys = webpush.generateVAPIDKeys();
  const subscription = (endpoint: string): StoredSubscription => ({
    ...service.device().subscription.keys,
    endpoint,
    userId: someone.id,
    preferences: prefs(),
  });
  const notice = { ttlSeconds: 60, urgency: 'normal' as const };

  it('checks the name again and posts nothing when it now resolves to a private address', async () => {
    const deliver = webPushDeliver(keys, 'mailto:ops@example.com', {
      allowPrivate: false,
      resolve: async () => ['127.0.0.1'],
    });
    const port = new URL(service.url).port;
    const before = service.received.length;
    const delivery = await deliver(subscription(`https://push.example.com:${port}/rebound`), '{}', notice);
    expect(delivery).toMatchObject({ status: 'failed' });
    expect(service.received.length).toBe(before);
  });

  it('connects to the address it checked, not to a second lookup of the name', async () => {
    // push.example.com cannot be resolved here: the post only arrives because the connection is
    // made to the address the check returned.
    const deliver = webPushDeliver(keys, 'mailto:ops@example.com', {
      allowPrivate: true,
      resolve: async () => ['127.0.0.1'],
    });
    const port = new URL(service.url).port;
    const delivery = await deliver(subscription(`http://push.example.com:${port}/pinned`), '{}', notice);
    expect(delivery).toEqual({ status: 'sent' });
    expect(service.received.at(-1)?.path).toBe('/pinned');
    expect(service.received.at(-1)?.headers.host).toBe(`push.example.com:${port}`);
  });
});
