// What the connection indicator shows: whether the browser is online and how many moves wait in
// the offline queue (this tab's count, refreshed when another tab queues or syncs).
import { create } from 'zustand';

interface OfflineState {
  online: boolean;
  pending: number;
}

export const useOfflineStore = create<OfflineState>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  pending: 0,
}));

export const setOnline = (online: boolean): void => useOfflineStore.setState({ online });

/** Reads the queue's count again; resolves to it. */
export async function refreshPending(): Promise<number> {
  let pending: number;
  try {
    // IndexedDB's code loads after the page's first download.
    const { pendingMoveCount } = await import('./offline-db');
    pending = await pendingMoveCount();
  } catch {
    return useOfflineStore.getState().pending;
  }
  useOfflineStore.setState({ pending });
  return pending;
}
