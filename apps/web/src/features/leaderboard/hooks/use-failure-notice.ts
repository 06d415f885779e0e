// Shows a failed leaderboard call as the app's error notice with Retry ('Failed to load
// leaderboard', 'Search failed'), once per failure.
import { useEffect } from 'react';
import { useAppStore } from '../../../stores/app-store';

export function useFailureNotice(failedAt: number, message: string, retry: () => void): void {
  const notify = useAppStore((s) => s.notify);
  useEffect(() => {
    if (failedAt === 0) return;
    notify('error', message, retry);
    // A new failure (a new time) notifies again; a new retry function alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAt, message, notify]);
}
