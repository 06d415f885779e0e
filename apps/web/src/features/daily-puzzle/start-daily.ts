// What the daily puzzle needs running while the app is open: logging out (or another account)
// clears every daily-puzzle reply. Returns the stop.
import { queryClient } from '../../lib/query-client';
import { appStore } from '../../stores/app-store';
import { DAILY_KEY } from './api/daily-keys';

/** Forgets every daily-puzzle reply. */
export function clearDailyData(): void {
  queryClient.removeQueries({ queryKey: DAILY_KEY });
}

export function startDaily(): () => void {
  return appStore.subscribe((state, previous) => {
    if (previous.user.accountToken !== null && state.user.accountToken !== previous.user.accountToken) {
      clearDailyData();
    }
  });
}
