// Which of the cache manager's four caches a request goes to, decided from its URL, method and
// destination alone so that the rule can be tested without a service worker. Anything not listed
// goes to the network untouched: POSTs, the socket, and the API's private answers.
import type { CacheKind } from '@checkers/protocol';

/** What the worker needs to know of a request. */
export interface RequestFacts {
  readonly url: URL;
  readonly method: string;
  /** `Request.destination`: 'document', 'script', 'style', 'font', 'image', 'worker', '' … */
  readonly destination: string;
  readonly mode: string;
}

/**
 * API paths that are a player's own (sessions, friends, challenges, the daily progress, push, the
 * logs) or change every second (the game state, the socket, the health check with its CSRF token):
 * never kept, so nothing private or stale is shown later, not even offline.
 */
const PRIVATE_API =
  /^\/api\/(?:ws|auth|friends|challenges|push|logs|health|game-state|rooms|spectate\/invites|daily-challenges\/(?:progress|statistics|history|hint|submit))(?:\/|$|\?)/;

const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;
const STATIC = /\.(?:js|mjs|css|woff2?|ttf|otf)$/i;

/** The cache a same-origin GET goes to, or null when it must go to the network only. */
export function routeFor(request: RequestFacts, origin: string): CacheKind | null {
  const { url, method, destination } = request;
  if (method !== 'GET' || url.origin !== origin) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    return PRIVATE_API.test(url.pathname) ? null : 'api';
  }
  // The worker's own script is checked by the browser, never served from a cache.
  if (url.pathname === '/sw.js') return null;
  if (destination === 'image' || IMAGE.test(url.pathname)) return 'images';
  if (
    ['script', 'style', 'font', 'worker', 'sharedworker'].includes(destination) ||
    STATIC.test(url.pathname)
  ) {
    return 'static';
  }
  return 'dynamic';
}

const PAGE = /(?:\/|\.html)$/i;

/**
 * Which of the four figures a precached file counts under. The app's own files live in the
 * precache, not in the runtime caches (the precache answers for them first), so the cache
 * manager's figures count them by what they are: pages, images, and the rest (scripts, styles, the
 * engine's data files, the manifest) with the static files.
 */
export function precachedKind(url: URL): CacheKind {
  if (PAGE.test(url.pathname)) return 'dynamic';
  return IMAGE.test(url.pathname) ? 'images' : 'static';
}

/** The cache manager's figures: each runtime cache's entries plus the precached files of its kind. */
export function cacheCounts(
  runtime: Readonly<Record<CacheKind, number>>,
  precached: readonly string[],
): Record<CacheKind, number> {
  const counts = { ...runtime };
  for (const url of precached) counts[precachedKind(new URL(url))] += 1;
  return counts;
}

/** The caches emptied first when storage runs short: everything but the static assets. */
export const EVICT_FIRST: readonly CacheKind[] = ['dynamic', 'api', 'images'];

/** True when use passes the cleanup share of the quota (unknown figures never trigger it). */
export function overQuota(usage: number | undefined, quota: number | undefined, ratio: number): boolean {
  return usage !== undefined && quota !== undefined && quota > 0 && usage / quota > ratio;
}
