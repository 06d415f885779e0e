// Offline moves at run time, started by start-offline.ts: registers the keeper of unsent moves in
// the store's port, tells the player when the browser goes offline and comes back, syncs the queue
// when the connection returns, the page becomes visible, the room's socket reconnects or the
// service worker says SYNC_NOW, keeps the count in step with other tabs, and deletes old synced
// moves.
import { LOCAL_LIMITS } from '@checkers/protocol';
import { onServiceWorkerMessage, postToServiceWorker } from '../../lib/sw-messages';
import { appStore } from '../../stores/app-store';
import { setUnsentMoveKeeper, type UnsentMoveKeeper } from '../../stores/offline-port';
import { refreshPending, setOnline, useOfflineStore } from './offline-store';
import { BACK_ONLINE, WENT_OFFLINE } from './offline-texts';

// The queue's code (IndexedDB, the engine's check, the sync) loads when first needed, outside the
// lobby's first download.
const keepOfflineMove: UnsentMoveKeeper = async (move) =>
  (await import('./keep-offline-move')).keepOfflineMove(move);
const syncOfflineMoves = async (): Promise<unknown> =>
  (await import('./sync-offline-moves')).syncOfflineMoves();

/** Deletes synced moves older than 7 days; how many went (0 where the database cannot be used). */
export async function cleanUpSyncedMoves(now = Date.now()): Promise<number> {
  try {
    const { deleteSyncedBefore } = await import('./offline-db');
    return await deleteSyncedBefore(now - LOCAL_LIMITS.syncedMoveMaxAgeMs);
  } catch {
    return 0;
  }
}

/** Starts everything above; returns the stop. */
export function runOffline(): () => void {
  const stops: (() => void)[] = [setUnsentMoveKeeper(keepOfflineMove)];
  const sync = (): void => void syncOfflineMoves().catch(() => undefined);
  const listen = (type: string, handler: () => void, target: EventTarget = window): void => {
    target.addEventListener(type, handler);
    stops.push(() => target.removeEventListener(type, handler));
  };

  let offlineNotice: number | null = null;
  listen('offline', () => {
    setOnline(false);
    postToServiceWorker({ type: 'ONLINE_STATUS', online: false });
    offlineNotice = appStore.getState().notify('warning', WENT_OFFLINE);
  });
  listen('online', () => {
    setOnline(true);
    // The worker tells the other windows to drain their queues (this one does it here).
    postToServiceWorker({ type: 'ONLINE_STATUS', online: true });
    // The offline warning is out of date; the restored notice takes its place when moves wait.
    if (offlineNotice !== null) appStore.getState().dismiss(offlineNotice);
    offlineNotice = null;
    if (useOfflineStore.getState().pending > 0) appStore.getState().notify('info', BACK_ONLINE);
    sync();
  });
  listen(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'visible') sync();
    },
    document,
  );
  // The room's socket opening again means the server answers: moves queued after a failed call
  // (with the browser online all along) go now.
  stops.push(
    appStore.subscribe((state, previous) => {
      if (state.network.isConnected && !previous.network.isConnected) sync();
    }),
  );
  stops.push(onServiceWorkerMessage('SYNC_NOW', sync));
  // Another tab queued or synced: the count here follows.
  for (const type of ['QUEUED_OFFLINE_REQUEST', 'SYNC_SUCCESS', 'SYNC_COMPLETE'] as const) {
    stops.push(onServiceWorkerMessage(type, () => void refreshPending()));
  }

  // Fetched soon after start, so the code is at hand when the network drops before the service
  // worker has cached it (a first visit).
  const prefetch = setTimeout(() => {
    void import('./keep-offline-move').catch(() => undefined);
    void import('./sync-offline-moves').catch(() => undefined);
  }, 1_000);
  stops.push(() => clearTimeout(prefetch));

  setOnline(navigator.onLine);
  // Moves left from an earlier visit go as soon as the page runs.
  void refreshPending().then((pending) => {
    if (pending > 0) sync();
  });

  let daily: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void cleanUpSyncedMoves();
    daily = setInterval(() => void cleanUpSyncedMoves(), LOCAL_LIMITS.cleanupIntervalMs);
  }, LOCAL_LIMITS.firstCleanupDelayMs);
  stops.push(() => {
    clearTimeout(first);
    clearInterval(daily);
  });

  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
