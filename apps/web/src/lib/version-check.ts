// The version check (core §1): a stored version other than 1.0.1 means old caches; they are cleared
// and the page reloads once with the new version stored.
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
