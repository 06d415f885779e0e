// Offline moves at run time, started by start-offline.ts: registers the keeper of unsent moves in
// the store's port, tells the player when the browser goes offline and comes back, syncs the queue
// when the connection returns, the page becomes visible, the room's socket reconnects or the
// service worker says SYNC_NOW, keeps the count in step with other tabs, and deletes old synced
// moves.
import { LOCAL_LIMITS } from '@checkers/protocol';
import { onServiceWorkerMessage, postToServiceWorker } from '../../lib/sw-messages';
import { appStore } from '../../stores/app-store';
import { setUnsentMoveKeeper } from '../../stores/offline-port';
// The queue's code (IndexedDB, the engine's check, the sync) comes in this module's own download,
// which is outside the lobby's first one. It is not loaded on demand: the move that needs it is
// made with the network gone, before the service worker may have cached anything (a first visit).
import { keepOfflineMove } from './keep-offline-move';
import { deleteSyncedBefore } from './offline-db';
import { refreshPending, setOnline, useOfflineStore } from './offline-store';
import { BACK_ONLINE, WENT_OFFLINE } from './offline-texts';
import { syncOfflineMoves } from './sync-offline-moves';

/** Deletes synced moves older than 7 days; how many went (0 where the database cannot be used). */
export async function cleanUpSyncedMoves(now = Date.now()): Promise<number> {
  try {
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
