// The version check: a stored version other than 1.0.1 means old caches; they are cleared and the
// page reloads once with the new version stored. Later, once the page runs, the server's version
// (GET /api/health) is compared with this build's: a different one means a new deployment, and the
// caller asks the service worker for the new files.
import { APP_VERSION } from '@checkers/protocol';

const KEY = 'checkers.version';

/** Returns true when the page is about to reload. */
export async function checkVersion(
  storage: Storage = localStorage,
  reload: () => void = () => location.reload(),
): Promise<boolean> {
  let stored: string | null;
  try {
    stored = storage.getItem(KEY);
    storage.setItem(KEY, APP_VERSION);
  } catch {
    return false;
  }
  if (stored === null || stored === APP_VERSION) return false;
  try {
    if (typeof caches !== 'undefined') {
      for (const name of await caches.keys()) await caches.delete(name);
    }
  } catch {
    // Caches are optional; the reload still fetches the new files.
  }
  reload();
  return true;
}

/** The version the server reports on /api/health, or null when it cannot be read. */
export async function fetchServerVersion(
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<string | null> {
  try {
    const response = await fetcher('/api/health', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Compares the server's version with this build's and calls `onNewVersion` when they differ.
 * Returns the server's version (null when unknown: offline, or an old server without one).
 */
export async function checkServerVersion(
  onNewVersion: (serverVersion: string) => void | Promise<void>,
  fetcher?: typeof fetch,
): Promise<string | null> {
  const version = await fetchServerVersion(fetcher);
  if (version !== null && version !== APP_VERSION) await onNewVersion(version);
  return version;
}
