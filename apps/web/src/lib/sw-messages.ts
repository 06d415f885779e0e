// The page's side of the service worker's messages (the shapes are in @checkers/protocol's
// offline.ts). Every function is safe without a service worker (first load, private windows,
// tests): posting does nothing and asking answers null.
import { CACHE_MANAGER, OFFLINE_SYNC_TAG, type SwMessage, type SwMessageType } from '@checkers/protocol';

const container = (): ServiceWorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;

/** Sends a message to the worker that controls this page, if there is one. */
export function postToServiceWorker(message: SwMessage): void {
  container()?.controller?.postMessage(message);
}

/** Calls `handler` for each message of `type` from the worker; returns the unsubscribe. */
export function onServiceWorkerMessage<T extends SwMessageType>(
  type: T,
  handler: (message: Extract<SwMessage, { type: T }>) => void,
): () => void {
  const sw = container();
  if (sw === null) return () => undefined;
  const listener = (event: MessageEvent): void => {
    const data = event.data as { type?: unknown } | null;
    if (data !== null && typeof data === 'object' && data.type === type) {
      handler(data as Extract<SwMessage, { type: T }>);
    }
  };
  sw.addEventListener('message', listener);
  return () => sw.removeEventListener('message', listener);
}

/**
 * Asks the controlling worker and waits for its reply on a message channel, at most the cache
 * manager's reply timeout (5 s); null when there is no worker or it does not answer in time.
 */
export function askServiceWorker<R extends SwMessage>(
  message: SwMessage,
  timeoutMs: number = CACHE_MANAGER.replyTimeoutMs,
): Promise<R | null> {
  const worker = container()?.controller ?? null;
  if (worker === null) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data as R);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Background Sync's registration, where the browser has it (Chromium does). */
interface SyncRegistration {
  readonly sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the worker when the connection is back, even if this page is in the
 * background then: the worker answers with SYNC_NOW to every window. Quietly nothing elsewhere.
 */
export function requestOfflineSync(): void {
  const sw = container();
  if (sw === null || sw.controller === null) return;
  void sw.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OFFLINE_SYNC_TAG))
    .catch(() => undefined);
}
