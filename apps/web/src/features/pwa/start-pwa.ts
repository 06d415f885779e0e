// Installable and offline: holds the browser's install offer for the banner, and once the page has
// loaded registers the service worker from a lazily loaded chunk (workbox-window stays out of the
// lobby's first download). Production builds only: Vite's dev server has no worker.
import { checkServerVersion } from '../../lib/version-check';
import { isStandalone, usePwaStore, type InstallPromptEvent } from './pwa-store';

async function startServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { registerServiceWorker } = await import('./pwa-lazy');
  await registerServiceWorker({
    offerUpdate: () => usePwaStore.setState({ updateAvailable: true }),
    setApplyUpdate: (applyUpdate) => usePwaStore.setState({ applyUpdate }),
    // Once, after start: the server's version against this build's.
    onServerVersionChange: (handler) => void checkServerVersion(handler),
  });
}

/** Starts listening; returns the stop. */
export function startPwa(): () => void {
  const onInstallPrompt = (event: Event): void => {
    // Kept for the Install button instead of the browser's own mini-bar.
    event.preventDefault();
    if (!isStandalone()) usePwaStore.setState({ installPrompt: event as InstallPromptEvent });
  };
  const onInstalled = (): void => usePwaStore.setState({ installPrompt: null });
  // A chunk that cannot load (offline, before the first install) only means no worker this time.
  const onLoad = (): void => void startServiceWorker().catch(() => undefined);
  window.addEventListener('beforeinstallprompt', onInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.readyState === 'complete') timer = setTimeout(onLoad, 0);
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('beforeinstallprompt', onInstallPrompt);
    window.removeEventListener('appinstalled', onInstalled);
    window.removeEventListener('load', onLoad);
  };
}
