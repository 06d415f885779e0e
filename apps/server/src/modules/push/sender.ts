// Delivering one push: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the request
// with the VAPID keys (an ES256 JWT whose audience is the endpoint's origin); this file posts it to
// whatever endpoint the subscription names. web-push's own `sendNotification` is the same
// `generateRequestDetails` followed by an `https.request`, which cannot reach an http:// endpoint
// (a local push service, the tests); `fetch` takes both, with a timeout and no redirects followed.
import webpush from 'web-push';
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

/** A push service that does not answer within this is given up on. */
const TIMEOUT_MS = 10_000;

/** Delivers with the given VAPID keys and subject. */
export function webPushDeliver(keys: VapidKeys, subject: string, timeoutMs = TIMEOUT_MS): Deliver {
  return async (subscription, payload, options) => {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch sets the length of the body itself.
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    try {
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body === null ? null : new Uint8Array(details.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is of no use; reading it frees the connection for the next push.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return { status: 'gone' };
      if (response.status >= 200 && response.status < 300) return { status: 'sent' };
      return { status: 'failed', reason: `push service answered ${response.status}` };
    } catch (error) {
      return { status: 'failed', reason: (error as Error).message };
    }
  };
}
