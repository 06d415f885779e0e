// Registers /sw.js with workbox-window (loaded after the page, in its own chunk). A new worker that
// waits shows the update banner; its Update button tells it to skip waiting, and the page reloads
// once the new worker controls it. A server that reports another version than this build asks the
// browser for the new worker and lets it take over at once, so the next load gets the new files.
// The store and the version check reach this chunk as arguments (start-pwa.ts), so that the lobby's
// first download does not split around them.
import { Workbox } from 'workbox-window';
import { describeError, logger } from '../../lib/logger';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
let registered = false;

/** The worker that waits, or the one installing once it has installed (at most 5 s). */
function waitingWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.waiting !== null) return Promise.resolve(registration.waiting);
  const installing = registration.installing;
  if (installing === null) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(registration.waiting), 5_000);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' || installing.state === 'redundant') {
        clearTimeout(timer);
        resolve(installing.state === 'installed' ? installing : null);
      }
    });
  });
}

/** What the page gives the registration. */
export interface PwaHooks {
  /** A new worker waits: show the update banner. */
  offerUpdate(): void;
  /** The Update button's action, once the worker is registered. */
  setApplyUpdate(apply: () => void): void;
  /** Calls back when the server runs another version than this build. */
  onServerVersionChange(handler: (serverVersion: string) => Promise<void>): void;
}

/** Registers the worker; a failure is logged, never thrown. */
export async function registerServiceWorker(hooks: PwaHooks): Promise<void> {
  if (registered) return;
  registered = true;
  try {
    await register(hooks);
  } catch (error) {
    logger.warn(`service worker registration failed: ${describeError(error)}`, 'pwa');
  }
}

async function register({ offerUpdate, setApplyUpdate, onServerVersionChange }: PwaHooks): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloadWhenControlled = false;
  let takeOverWhenWaiting = false;
  const reloadOnce = (): void => {
    if (!reloadWhenControlled) return;
    reloadWhenControlled = false;
    location.reload();
  };

  wb.addEventListener('waiting', () => {
    if (takeOverWhenWaiting) wb.messageSkipWaiting();
    offerUpdate();
  });
  wb.addEventListener('controlling', reloadOnce);
  // An update another tab found is not workbox-window's own: the browser's event covers it.
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce);
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === 'UPDATE_AVAILABLE') offerUpdate();
  });

  const registration = await wb.register({ immediate: true });
  if (registration === undefined) return;

  const skipWaiting = async (): Promise<boolean> => {
    const waiting = await waitingWorker(registration);
    if (waiting === null) return false;
    if (registration.waiting === waiting) wb.messageSkipWaiting();
    else waiting.postMessage({ type: 'SKIP_WAITING' });
    return true;
  };
  setApplyUpdate(() => {
    reloadWhenControlled = true;
    void skipWaiting().then((found) => {
      // Nothing waits any more (another tab updated): the page only needs the new files.
      if (!found) location.reload();
    });
  });
  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);

  onServerVersionChange(async (serverVersion) => {
    logger.info(`the server runs ${serverVersion}; asking for the new service worker`, 'pwa');
    takeOverWhenWaiting = true;
    try {
      await wb.update();
      await skipWaiting();
    } catch (error) {
      logger.warn(`service worker update failed: ${describeError(error)}`, 'pwa');
    }
  });
}
