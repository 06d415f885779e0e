// GET /api/my-games as a TanStack infinite query: one page after another, each asked for with the
// `next_before` of the one before, under the signed-in account's token (the page may hold a seat's
// token too, in a room). Every reply is parsed with the protocol's schema.
import { myGamesReplySchema, type MyGamesReply } from '@checkers/protocol';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { appStore } from '../../../stores/app-store';
import { MY_GAMES_PAGE, type MyGamesFilters } from '../my-games-model';

/** The query string of a page. */
export function myGamesPath(filters: MyGamesFilters, before: string | null, limit = MY_GAMES_PAGE): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before !== null) query.set('before', before);
  if (filters.result !== null) query.set('result', filters.result);
  if (filters.speed !== null) query.set('speed', filters.speed);
  return `/api/my-games?${query.toString()}`;
}

/** The account's games under these filters, a page at a time; fetched afresh each time it is opened. */
export const myGamesQuery = (accountId: string, filters: MyGamesFilters) =>
  infiniteQueryOptions({
    queryKey: ['my-games', accountId, filters.result, filters.speed],
    queryFn: async ({ pageParam }): Promise<MyGamesReply> =>
      myGamesReplySchema.parse(
        await api.get(myGamesPath(filters, pageParam), { token: appStore.getState().user.accountToken }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
    staleTime: 0,
    gcTime: 0,
  });
