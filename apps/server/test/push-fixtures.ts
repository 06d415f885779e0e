// A stand-in push service for the push tests: a local `node:http` server that records every POST,
// answers 201 (or what a test tells it), and browser-like devices whose subscriptions carry a real
// P-256 key pair and auth secret, so a test can check the VAPID signature (RFC 8292) and decrypt
// the body (aes128gcm, RFC 8291) with node:crypto alone; and the steps the push tests share:
// the server's push settings, subscribing a device, seating two players, playing a move.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { pushPayloadSchema, type PushPayload, type PushPreferences } from '@checkers/protocol';
import { loadConfig } from '../src/config.js';
import type { State } from './players.js';
import type { Person } from './social-fixtures.js';

const b64url = (bytes: Buffer): string => bytes.toString('base64url');

/** One POST the push service received. */
export interface Delivered {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A browser's subscription: its key pair and secret, and the endpoint on the fake service. */
export class Device {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly authSecret = randomBytes(16);

  constructor(
    readonly service: FakePushService,
    readonly path: string,
  ) {
    this.ecdh.generateKeys();
  }

  get endpoint(): string {
    return `${this.service.url}${this.path}`;
  }

  /** The subscription as a browser's `PushSubscription.toJSON()`. */
  get subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: b64url(this.ecdh.getPublicKey()), auth: b64url(this.authSecret) },
    };
  }

  /** What the service received for this device, in order. */
  get received(): Delivered[] {
    return this.service.received.filter((d) => d.path === this.path);
  }

  /** The payloads received, decrypted. */
  get payloads(): PushPayload[] {
    return this.received.map((d) => this.decrypt(d.body));
  }

  /** Makes the service answer `status` to this device's pushes. */
  answer(status: number): void {
    this.service.statuses.set(this.path, status);
  }

  /** Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) and parses the payload. */
  decrypt(body: Buffer): PushPayload {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const cipher = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipher.subarray(cipher.length - 16));
    const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then zero padding.
    let end = padded.length - 1;
    while (end > 0 && padded[end] === 0) end--;
    expect(padded[end]).toBe(2);
    return pushPayloadSchema.parse(JSON.parse(padded.subarray(0, end).toString('utf8')));
  }
}

/** The local push service. */
export class FakePushService {
  readonly received: Delivered[] = [];
  /** Status to answer per path (201 otherwise). */
  readonly statuses = new Map<string, number>();
  readonly server: Server;
  url = '';
  private next = 1;

  private constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = this.statuses.get(path) ?? 201;
        response.end();
      });
    });
  }

  static async start(): Promise<FakePushService> {
    const service = new FakePushService();
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    const { port } = service.server.address() as AddressInfo;
    service.url = `http://127.0.0.1:${port}`;
    return service;
  }

  /** A new device with its own endpoint path. */
  device(): Device {
    return new Device(this, `/push/${this.next++}-${randomBytes(6).toString('hex')}`);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The spec's preferences with some switched. */
export const prefs = (changes: Partial<PushPreferences> = {}): PushPreferences => ({
  enableTurnNotifications: true,
  enableGameEndNotifications: true,
  enablePlayerJoinNotifications: true,
  requireInteraction: false,
  silent: false,
  vibrate: true,
  ...changes,
});

/**
 * Checks one delivery's headers the way a push service would: aes128gcm, a TTL, an urgency, and a
 * VAPID `Authorization` whose ES256 JWT verifies with `vapidKey`, is for the endpoint's origin and
 * has not expired. The JWT's claims.
 */
export function checkVapid(
  delivered: Delivered,
  vapidKey: string,
  endpoint: string,
): { aud: string; exp: number; sub: string } {
  const { headers } = delivered;
  expect(headers['content-encoding']).toBe('aes128gcm');
  expect(Number(headers.ttl)).toBeGreaterThan(0);
  expect(headers.urgency).toMatch(/^(very-low|low|normal|high)$/);
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization));
  expect(match, String(headers.authorization)).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(vapidKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const point = Buffer.from(vapidKey, 'base64url');
  expect(point.length).toBe(65);
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(body.aud).toBe(new URL(endpoint).origin);
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
  return body;
}

/** The push settings for a test server: endpoints on 127.0.0.1 allowed. */
export const pushConfig = (changes: Partial<ReturnType<typeof loadConfig>['push']> = {}) => ({
  ...loadConfig({}).push,
  allowPrivateEndpoints: true,
  actionsPerMinute: 10_000,
  ...changes,
});

/** Subscribes a device for a person, expecting a 201. */
export async function subscribe(who: Person, device: Device, preferences = prefs(), roomCode?: string) {
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
export async function table(red: Person, black: Person): Promise<string> {
  const created = await red.client.post<{ invite_code: string }>('/api/create-room', { color: 'red' });
  expect(created.status).toBe(201);
  const code = created.body.invite_code;
  expect((await black.client.get(`/api/join-room?code=${code}`)).status).toBe(200);
  return code;
}

/** The kinds of the payloads a device received, in order. */
export const kinds = (device: Device): PushPayload['kind'][] => device.payloads.map((p) => p.kind);

/** Plays a move over HTTP, expecting a 200. */
export async function move(who: Person, code: string, from: string, to: string): Promise<void> {
  const reply = await who.client.post<State>('/api/move', { code, from, to });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}
