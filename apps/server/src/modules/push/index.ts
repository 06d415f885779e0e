// The push module: Web Push subscriptions of registered players, the VAPID keys that sign every
// push (vapid.ts says where they are kept), and the observer that the games (a turn, an ending)
// and the rooms (an opponent's arrival) tell; services.ts wires it into both.
import type { Kysely } from 'kysely';
import type { PushDb } from './tables.js';
import { PushService } from './push-service.js';
import { PushStore } from './push-store.js';
import { webPushDeliver } from './sender.js';
import { loadVapidKeys } from './vapid.js';

export { endpointAllowed, endpointUrl, resolveEndpoint, type Resolve, type Target } from './endpoints.js';
export {
  PUSH_TEXTS,
  allows,
  endNotices,
  joinedNotice,
  payloadFor,
  turnNotice,
  type Notice,
} from './notices.js';
export { PUSH_MESSAGES, PushService, isP256Point, type PushDeps } from './push-service.js';
export { PushStore, type StoredSubscription } from './push-store.js';
export { pushRoutes, type PushRouteOptions } from './routes.js';
export { webPushDeliver, type Deliver, type Delivery, type SenderOptions } from './sender.js';
export { VAPID_FILE, loadVapidKeys, type VapidKeys } from './vapid.js';

/** What the push module needs. */
export interface PushModuleDeps {
  readonly db: Kysely<PushDb>;
  readonly dialect: 'sqlite' | 'postgres';
  readonly dataDir: string;
  readonly config: {
    readonly vapidPublicKey: string | undefined;
    readonly vapidPrivateKey: string | undefined;
    readonly vapidSubject: string;
    readonly maxSubscriptionsPerUser: number;
    readonly allowPrivateEndpoints: boolean;
  };
  readonly warn: (details: Record<string, unknown>, message: string) => void;
  /** Tells every node that a user's subscriptions changed (PushDeps `changed`). */
  readonly changed?: (userId: string) => void;
}

/** The push service, with its VAPID keys loaded (made and stored on first start). */
export async function openPush(deps: PushModuleDeps): Promise<PushService> {
  const { config } = deps;
  const keys = await loadVapidKeys({
    configured: { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey },
    subject: config.vapidSubject,
    dialect: deps.dialect,
    dataDir: deps.dataDir,
    db: deps.db,
  });
  return new PushService({
    store: new PushStore(deps.db),
    deliver: webPushDeliver(keys, config.vapidSubject, { allowPrivate: config.allowPrivateEndpoints }),
    vapidPublicKey: keys.publicKey,
    maxPerUser: config.maxSubscriptionsPerUser,
    allowPrivateEndpoints: config.allowPrivateEndpoints,
    warn: deps.warn,
    ...(deps.changed === undefined ? {} : { changed: deps.changed }),
  });
}
export type * from './tables.js';
