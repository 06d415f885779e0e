// The service worker: the whole app precached, so the lobby, the game screen and the AI worker load
// offline; the four runtime caches with their ages; the ten page messages; background sync; push
// notifications.
import {
  APP_VERSION,
  CACHE_MANAGER,
  OFFLINE_SYNC_TAG,
  cacheName,
  type CacheKind,
  type CacheStats,
  type SwMessage,
} from '@checkers/protocol';
import { openDB } from 'idb';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { notificationFor, parsePushPayload, shouldShowNotification } from './notify';
import { EVICT_FIRST, cacheCounts, overQuota, routeFor } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Background Sync's event (not in TypeScript's WebWorker library yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const KINDS = Object.keys(CACHE_MANAGER.maxAgeMs) as CacheKind[];
const MAX_ENTRIES: Record<CacheKind, number> = { static: 120, dynamic: 50, api: 100, images: 80 };
const SYNC_TAG = OFFLINE_SYNC_TAG;
const seconds = (kind: CacheKind): number => CACHE_MANAGER.maxAgeMs[kind] / 1000;

// ---- Messages to the app's windows -------------------------------------------------------------

async function windows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

/** Posts to every window of the app, but the one a message came from. */
async function broadcast(message: SwMessage, exceptId?: string): Promise<void> {
  for (const client of await windows()) if (client.id !== exceptId) client.postMessage(message);
}

// ---- Precache ----------------------------------------------------------------------------------

const manifest = self.__WB_MANIFEST;
let cachedDuringInstall = 0;
let installing = false;
const progress: WorkboxPlugin = {
  cacheDidUpdate: async () => {
    if (!installing) return;
    cachedDuringInstall++;
    await broadcast({ type: 'CACHE_PROGRESS', cached: cachedDuringInstall, total: manifest.length });
  },
};
const precache = new PrecacheController({ plugins: [progress] });
precache.addToCacheList(manifest);

self.addEventListener('install', (event) => {
  installing = true;
  const installed = precache.install(event);
  event.waitUntil(
    installed
      .then(async () => {
        // An active worker means this one is an update: it now waits for the page's word.
        if (self.registration.active !== null) {
          await broadcast({ type: 'UPDATE_AVAILABLE', version: APP_VERSION });
        }
      })
      .finally(() => {
        installing = false;
      }),
  );
});

self.addEventListener('activate', (event) => {
  const activated = precache.activate(event);
  event.waitUntil(
    activated.then(async () => {
      // Runtime caches of an older cache manager version are dropped.
      const current = new Set(KINDS.map(cacheName));
      for (const name of await caches.keys()) {
        if (/^checkers-(static|dynamic|api|images)-v/.test(name) && !current.has(name))
          await caches.delete(name);
      }
    }),
  );
});
// The first worker takes the page that installed it at once; an update waits (registerType prompt).
clientsClaim();

registerRoute(new PrecacheRoute(precache));
// Every page URL (`/`, `/?game=CODE`) gets the precached shell, online or not.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/sw\.js$/],
  }),
);

// ---- Runtime caches and their cleanup ----------------------------------------------------------

const expirations = Object.fromEntries(
  KINDS.map((kind) => [
    kind,
    new CacheExpiration(cacheName(kind), { maxAgeSeconds: seconds(kind), maxEntries: MAX_ENTRIES[kind] }),
  ]),
) as Record<CacheKind, CacheExpiration>;

const meta = () =>
  openDB('checkers-sw', 1, {
    upgrade: (db) => {
      db.createObjectStore('meta');
    },
  });
let lastCleanup: number | null = null;
let lastCleanupLoaded: Promise<void> | null = null;
const loadLastCleanup = (): Promise<void> =>
  (lastCleanupLoaded ??= meta()
    .then(async (db) => {
      const value: unknown = await db.get('meta', 'lastCleanup');
      if (typeof value === 'number') lastCleanup = Math.max(lastCleanup ?? 0, value);
    })
    .catch(() => undefined));

async function estimate(): Promise<StorageEstimate> {
  try {
    return (await navigator.storage?.estimate?.()) ?? {};
  } catch {
    return {};
  }
}

let cleaning: Promise<void> | null = null;
/** Deletes expired entries; above 90% of the quota, empties the dynamic, api and images caches first. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    try {
      for (const kind of KINDS) await expirations[kind].expireEntries().catch(() => undefined);
      const ratio = CACHE_MANAGER.quotaCleanupRatio;
      for (const kind of [...EVICT_FIRST, 'static' as const]) {
        const { usage, quota } = await estimate();
        if (!overQuota(usage, quota, ratio)) break;
        await caches.delete(cacheName(kind));
      }
      lastCleanup = Date.now();
      await meta()
        .then((db) => db.put('meta', lastCleanup, 'lastCleanup'))
        .catch(() => undefined);
    } finally {
      cleaning = null;
    }
  })();
  return cleaning;
}

/** Hourly, judged on any event (a sleeping worker's timers do not run). */
async function cleanupIfDue(): Promise<void> {
  await loadLastCleanup();
  if (lastCleanup === null || Date.now() - lastCleanup >= CACHE_MANAGER.cleanupIntervalMs) await cleanup();
}
setInterval(() => void cleanup(), CACHE_MANAGER.cleanupIntervalMs);

let lastQuotaCheck = 0;
/** After a write, at most once a minute: is storage use above 90% of the quota? */
const quotaWatch: WorkboxPlugin = {
  cacheDidUpdate: async () => {
    if (Date.now() - lastQuotaCheck < 60_000) return;
    lastQuotaCheck = Date.now();
    const { usage, quota } = await estimate();
    if (overQuota(usage, quota, CACHE_MANAGER.quotaCleanupRatio)) await cleanup();
  },
};

const plugins = (kind: CacheKind): WorkboxPlugin[] => [
  new ExpirationPlugin({
    maxAgeSeconds: seconds(kind),
    maxEntries: MAX_ENTRIES[kind],
    purgeOnQuotaError: true,
  }),
  quotaWatch,
];
const strategies: Record<CacheKind, Strategy> = {
  static: new CacheFirst({ cacheName: cacheName('static'), plugins: plugins('static') }),
  dynamic: new NetworkFirst({ cacheName: cacheName('dynamic'), plugins: plugins('dynamic') }),
  api: new NetworkFirst({ cacheName: cacheName('api'), plugins: plugins('api') }),
  images: new CacheFirst({ cacheName: cacheName('images'), plugins: plugins('images') }),
};
for (const kind of KINDS) {
  registerRoute(
    ({ request, url }) =>
      routeFor(
        { url, method: request.method, destination: request.destination, mode: request.mode },
        self.location.origin,
      ) === kind,
    strategies[kind],
  );
}

self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(cleanupIfDue());
});

async function clearRuntimeCaches(): Promise<void> {
  for (const kind of KINDS) await caches.delete(cacheName(kind));
}

const urlsIn = async (name: string): Promise<string[]> =>
  (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => request.url) : [];

async function cacheStats(): Promise<CacheStats> {
  const runtime = {} as Record<CacheKind, number>;
  for (const kind of KINDS) runtime[kind] = (await urlsIn(cacheName(kind))).length;
  const precached = await urlsIn(precache.strategy.cacheName);
  await loadLastCleanup();
  const { usage, quota } = await estimate();
  return {
    version: CACHE_MANAGER.version,
    caches: cacheCounts(runtime, precached),
    usage: usage ?? null,
    quota: quota ?? null,
    lastCleanup,
  };
}

// ---- The page's messages -----------------------------------------------------------------------

self.addEventListener('message', (event) => {
  const data = event.data as SwMessage | null;
  if (data === null || typeof data !== 'object' || typeof data.type !== 'string') return;
  const source = event.source !== null && 'id' in event.source ? event.source.id : undefined;
  const reply = (message: SwMessage): void => event.ports[0]?.postMessage(message);
  switch (data.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'CLEAR_CACHE':
      event.waitUntil(clearRuntimeCaches().then(() => reply({ type: 'CLEAR_CACHE' })));
      break;
    case 'CACHE_STATS':
      event.waitUntil(cacheStats().then((stats) => reply({ type: 'CACHE_STATS', stats })));
      break;
    case 'ONLINE_STATUS':
      // A page is back online: the other windows drain their queues too (that page does it itself).
      if (data.online) event.waitUntil(broadcast({ type: 'SYNC_NOW' }, source));
      break;
    case 'SYNC_NOW':
    case 'QUEUED_OFFLINE_REQUEST':
    case 'SYNC_SUCCESS':
    case 'SYNC_COMPLETE':
      // Passed on, so every tab's indicator and queue agree.
      event.waitUntil(broadcast(data, source));
      break;
    default:
      break;
  }
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(broadcast({ type: 'SYNC_NOW' }));
});

// ---- Push --------------------------------------------------------------------------------------

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let text: string | null = null;
      try {
        text = event.data?.text() ?? null;
      } catch {
        return;
      }
      const payload = parsePushPayload(text);
      if (payload === null) return;
      const visible = (await windows()).some((client) => client.visibilityState === 'visible');
      if (!shouldShowNotification(payload.kind, visible)) return;
      const { title, options } = notificationFor(payload);
      await self.registration.showNotification(title, options);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const own = (await windows()).filter((client) => new URL(client.url).origin === self.location.origin);
      const target =
        own.find((client) => client.focused) ?? own.find((c) => c.visibilityState === 'visible') ?? own[0];
      if (target !== undefined) {
        await target.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow('/');
    })(),
  );
});
