// Push notifications: the subscribe and unsubscribe rules, and the observer of games and rooms that
// turns a move, an ending or an arrival into pushes. Nothing here runs inside a move or a join: the
// observers only queue a notice (bounded; past the bound a notice is dropped and logged), and the
// queue looks up the player's subscriptions and posts to them in the background, after the change
// is committed and published. Only registered players have subscriptions; so that a load of guests
// costs no query per move, a player's subscriptions (none, for a guest) are cached here
// (`cacheMs`, subscription-cache.ts, the misses read together). A change to a player's
// subscriptions, on any node, is told to every node (`changed`, a node signal in the app), whose
// cache then forgets that player: the cache can be kept long, and a player is looked up about once
// in ten minutes rather than on every other move. Should a signal be lost (Redis down), another
// node's cache keeps the old list for at most `cacheMs`; a withdrawn endpoint answers 410
// meanwhile, which deletes it.
import { createECDH } from 'node:crypto';
import type { PushSubscribeBody, PushUnsubscribeBody } from '@checkers/protocol';
import type { RoomRow } from '../rooms/index.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { GameObserver, WholeMoveFact } from '../games/index.js';
import type { OpponentJoined, SeatObserver } from '../rooms/index.js';
import { endpointUrl, resolveEndpoint, systemResolve, type Resolve } from './endpoints.js';
import { allows, endNotices, joinedNotice, payloadFor, turnNotice, type Notice } from './notices.js';
import type { PushStore, StoredSubscription } from './push-store.js';
import type { Deliver } from './sender.js';
import { SUBSCRIPTION_CACHE_DEFAULTS, SubscriptionCache } from './subscription-cache.js';

/** The push calls' refusals. */
export const PUSH_MESSAGES = {
  notYours: 'You can only manage your own push subscriptions',
  endpointRefused: "subscription.endpoint: The endpoint must be a push service's https:// address",
  badP256dh: 'subscription.keys.p256dh: Invalid push subscription key',
  badAuth: 'subscription.keys.auth: Invalid push subscription secret',
} as const;

/** What the push service needs. */
export interface PushDeps {
  readonly store: PushStore;
  readonly deliver: Deliver;
  /** The public VAPID key (base64url), as browsers subscribe with it. */
  readonly vapidPublicKey: string;
  readonly maxPerUser: number;
  readonly allowPrivateEndpoints: boolean;
  readonly warn: (details: Record<string, unknown>, message: string) => void;
  /** How long a player's subscriptions are cached (10 minutes). */
  readonly cacheMs?: number;
  /**
   * Tells every node (this one included) that the user's subscriptions changed here, so each forgets
   * what it cached of them (`forgetCached`). Absent (a single node, tests): only this node forgets.
   */
  readonly changed?: (userId: string) => void;
  /** Notices waiting at most; more are dropped (1,000). */
  readonly maxQueued?: number;
  /** Notices delivered at once (4). */
  readonly concurrency?: number;
  /** The resolver an endpoint's name is checked with (the system's by default). */
  readonly resolve?: Resolve;
}

/** Decodes base64url (or base64) strictly enough to check a key's length. */
function bytesOf(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_\-+/]+=*$/.test(text)) return undefined;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

// One key pair of our own, only to ask OpenSSL whether a browser's key is a point on P-256.
const curveCheck = createECDH('prime256v1');
curveCheck.generateKeys();

/** True for an uncompressed P-256 public key that is a point on the curve. */
export function isP256Point(point: Buffer): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    curveCheck.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/** Subscriptions, and the pushes the games and rooms ask for. */
export class PushService implements GameObserver, SeatObserver {
  private readonly subscriptions: SubscriptionCache;
  /** Notices whose subscriptions are being looked up. */
  private looking = 0;
  /** Notices waiting for a delivery slot, with the subscriptions that want them. */
  private readonly queue: { readonly notice: Notice; readonly subs: readonly StoredSubscription[] }[] = [];
  private running = 0;
  private dropped = 0;
  private idle: (() => void)[] = [];
  private readonly maxQueued: number;
  private readonly concurrency: number;

  constructor(private readonly deps: PushDeps) {
    this.subscriptions = new SubscriptionCache((ids) => deps.store.ofUsers(ids), {
      ...SUBSCRIPTION_CACHE_DEFAULTS,
      ttlMs: deps.cacheMs ?? SUBSCRIPTION_CACHE_DEFAULTS.ttlMs,
    });
    this.maxQueued = deps.maxQueued ?? 1000;
    this.concurrency = deps.concurrency ?? 4;
  }

  /** The user's subscriptions changed (here or on another node): what is cached of them goes. */
  forgetCached(userId: string): void {
    this.subscriptions.forget(userId);
  }

  /** The user's subscriptions changed here: this node forgets them, and every other node is told. */
  private changedFor(userId: string): void {
    this.subscriptions.forget(userId);
    this.deps.changed?.(userId);
  }

  /** The public VAPID key. */
  get vapidKey(): string {
    return this.deps.vapidPublicKey;
  }

  /** Saves the caller's subscription (and its preferences) for this browser. */
  async subscribe(userId: string, body: PushSubscribeBody): Promise<Outcome<{ subscribed: true }>> {
    if (body.playerId !== userId) return failure('forbidden', PUSH_MESSAGES.notYours);
    const { endpoint, keys } = body.subscription;
    const allowPrivate = this.deps.allowPrivateEndpoints;
    const url = endpointUrl(endpoint, allowPrivate);
    if (url === undefined) return failure('validation_failed', PUSH_MESSAGES.endpointRefused);
    // An uncompressed P-256 point on the curve and a 16-byte secret: anything else would fail every
    // push later.
    const point = bytesOf(keys.p256dh);
    if (point === undefined || !isP256Point(point))
      return failure('validation_failed', PUSH_MESSAGES.badP256dh);
    if (bytesOf(keys.auth)?.length !== 16) return failure('validation_failed', PUSH_MESSAGES.badAuth);
    // The name must lead to public addresses now (and is checked again before every send).
    if (!allowPrivate && !(await resolveEndpoint(url, false, this.deps.resolve ?? systemResolve)).ok)
      return failure('validation_failed', PUSH_MESSAGES.endpointRefused);
    const previous = await this.deps.store.save(
      userId,
      {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        preferences: body.preferences,
        roomCode: body.roomCode ?? null,
      },
      this.deps.maxPerUser,
      new Date().toISOString(),
    );
    this.changedFor(userId);
    if (previous !== undefined) this.changedFor(previous);
    return success({ subscribed: true });
  }

  /** Deletes the caller's subscriptions (or only `endpoint`'s); how many went. */
  async unsubscribe(userId: string, body: PushUnsubscribeBody): Promise<Outcome<{ removed: number }>> {
    if (body.playerId !== userId) return failure('forbidden', PUSH_MESSAGES.notYours);
    const removed = await this.deps.store.remove(userId, body.endpoint);
    this.changedFor(userId);
    return success({ removed });
  }

  /** GameObserver: the player now to move hears it is their turn. */
  moved(fact: WholeMoveFact): void {
    const notice = turnNotice(fact.room, fact.toMove, fact.userId);
    if (notice !== undefined) this.enqueue(notice);
  }

  /** GameObserver: both players hear how the game ended. */
  finished(row: RoomRow): void {
    for (const notice of endNotices(row)) this.enqueue(notice);
  }

  /** SeatObserver: the waiting player hears the opponent has arrived. */
  opponentJoined(fact: OpponentJoined): void {
    this.enqueue(joinedNotice(fact.room, fact.waitingId));
  }

  /** Resolves once every queued notice has been delivered or given up on (tests, shutdown). */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private isIdle(): boolean {
    return this.looking === 0 && this.queue.length === 0 && this.running === 0;
  }

  private wakeIfIdle(): void {
    if (!this.isIdle()) return;
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }

  /**
   * Looks up who the notice goes to, then queues it for delivery when anyone wants it: the
   * lookups (almost all of which find nothing) take no delivery slot.
   */
  private enqueue(notice: Notice): void {
    if (this.looking + this.queue.length >= this.maxQueued) {
      // Logged at the first drop and every thousandth after: a flood must not flood the log too.
      if (this.dropped++ % 1000 === 0)
        this.deps.warn(
          { dropped: this.dropped, queued: this.looking + this.queue.length },
          'push queue full; notice dropped',
        );
      return;
    }
    const known = this.subscriptions.known(notice.userId);
    if (known !== undefined) {
      this.queueFor(notice, known);
      return;
    }
    this.looking++;
    this.subscriptions
      .get(notice.userId)
      .then((all) => this.queueFor(notice, all))
      .catch((error: unknown) =>
        this.deps.warn({ err: (error as Error).message, userId: notice.userId }, 'push failed'),
      )
      .finally(() => {
        this.looking--;
        this.wakeIfIdle();
      });
  }

  /** Queues a notice for those of its player's subscriptions that want its kind (often none). */
  private queueFor(notice: Notice, all: readonly StoredSubscription[]): void {
    const subs = all.filter((sub) => allows(sub.preferences, notice.kind));
    if (subs.length === 0) return;
    this.queue.push({ notice, subs });
    this.pump();
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const { notice, subs } = this.queue.shift()!;
      this.running++;
      this.deliver(notice, subs)
        .catch((error: unknown) =>
          this.deps.warn({ err: (error as Error).message, userId: notice.userId }, 'push failed'),
        )
        .finally(() => {
          this.running--;
          this.pump();
          this.wakeIfIdle();
        });
    }
  }

  private async deliver(notice: Notice, subs: readonly StoredSubscription[]): Promise<void> {
    const now = Date.now();
    await Promise.all(
      subs.map(async (sub) => {
        const payload = JSON.stringify(payloadFor(notice, sub.preferences, now));
        const sent = await this.deps.deliver(sub, payload, {
          ttlSeconds: notice.ttlSeconds,
          urgency: notice.urgency,
        });
        if (sent.status === 'gone') {
          await this.deps.store.forget(sub.endpoint);
          this.changedFor(sub.userId);
        } else if (sent.status === 'failed') {
          this.deps.warn(
            { reason: sent.reason, userId: sub.userId, kind: notice.kind },
            'push not delivered',
          );
        }
      }),
    );
  }
}
