// The page's TanStack Query client for server data. Leaderboard replies are cached 30 s. Retries
// are the API client's own (3 attempts), so the query layer adds none.
import { LEADERBOARD_LIMITS } from '@checkers/protocol';
import { QueryClient } from '@tanstack/react-query';

/** Every leaderboard query's key starts with this, so one call refreshes or clears them all. */
export const LEADERBOARD_KEY = ['leaderboard'] as const;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LEADERBOARD_LIMITS.cacheMs,
        gcTime: LEADERBOARD_LIMITS.cacheMs,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = makeQueryClient();

/** Forgets every cached leaderboard reply (a filter changed). */
export function clearLeaderboardCache(client: QueryClient = queryClient): void {
  client.removeQueries({ queryKey: LEADERBOARD_KEY });
}

/**
 * A rating changed: replies not on screen are dropped, and those on screen are fetched
 * again, so a visible leaderboard and the rating card refresh.
 */
export function refreshLeaderboards(client: QueryClient = queryClient): void {
  client.removeQueries({ queryKey: LEADERBOARD_KEY, type: 'inactive' });
  void client.invalidateQueries({ queryKey: LEADERBOARD_KEY });
}
