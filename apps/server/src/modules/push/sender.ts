// Delivering one push: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the request
// with the VAPID keys (an ES256 JWT whose audience is the endpoint's origin); this file posts it to
// the endpoint. The endpoint's name is resolved and checked again here (endpoints.ts), and the
// request is made to that checked address: the connection's own lookup is pinned to it, so a name
// whose answer changes between the check and the connection cannot send the post elsewhere. Plain
// http is only for allowed private endpoints (a local push service, the tests). No redirect is
// followed, and a push service that does not answer in time is given up on.
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { endpointUrl, resolveEndpoint, systemResolve, type Resolve } from './endpoints.js';
import type { StoredSubscription } from './push-store.js';
import type { Urgency } from './notices.js';
import type { VapidKeys } from './vapid.js';

/** What became of one push. */
export type Delivery =
  | { readonly status: 'sent' }
  /** 404/410: the subscription has expired or was withdrawn; forget it. */
  | { readonly status: 'gone' }
  | { readonly status: 'failed'; readonly reason: string };

/** Sends one encrypted payload to one subscription. */
export type Deliver = (
  subscription: StoredSubscription,
  payload: string,
  options: { readonly ttlSeconds: number; readonly urgency: Urgency },
) => Promise<Delivery>;

/** How the sender reaches push services. */
export interface SenderOptions {
  /** Whether private addresses may be posted to (PUSH_ALLOW_PRIVATE_ENDPOINTS). */
  readonly allowPrivate: boolean;
  /** The resolver (the system's by default). */
  readonly resolve?: Resolve;
  /** A push service that does not answer within this is given up on (10 s). */
  readonly timeoutMs?: number;
}

/** A lookup that answers every name with the one address already checked. */
const pinnedLookup =
  (address: string, family: 4 | 6): LookupFunction =>
  (_host, options, callback) => {
    // With `all` (Node's happy-eyeballs connect) the answer is a list.
    if (options.all)
      (callback as (e: null, list: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    else callback(null, address, family);
  };

/** Posts `body` and settles with the response's status (its body is read and dropped). */
function post(url: URL, options: RequestOptions, body: Buffer | null, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { ...options, method: 'POST', timeout: timeoutMs },
      (response: IncomingMessage) => {
        // Reading the body frees the connection for the next push.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/** Delivers with the given VAPID keys and subject. */
export function webPushDeliver(keys: VapidKeys, subject: string, options: SenderOptions): Deliver {
  const resolve = options.resolve ?? systemResolve;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (subscription, payload, notice) => {
    const url = endpointUrl(subscription.endpoint, options.allowPrivate);
    if (url === undefined) return { status: 'failed', reason: 'endpoint refused' };
    const target = await resolveEndpoint(url, options.allowPrivate, resolve);
    if (!target.ok) return { status: 'failed', reason: target.reason };
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: notice.ttlSeconds,
        urgency: notice.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
    try {
      const status = await post(
        url,
        { headers, lookup: pinnedLookup(target.address, target.family) },
        details.body,
        timeoutMs,
      );
      if (status === 404 || status === 410) return { status: 'gone' };
      if (status >= 200 && status < 300) return { status: 'sent' };
      return { status: 'failed', reason: `push service answered ${status}` };
    } catch (error) {
      return { status: 'failed', reason: (error as Error).message };
    }
  };
}
