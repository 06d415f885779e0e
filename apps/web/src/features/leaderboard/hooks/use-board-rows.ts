// The rows the table shows for the current view: a page of the leaderboard, the search results, or
// the rows around the signed-in player; and the stats and paging that go with them.
import type { LeaderboardEntry, LeaderboardStats } from '@checkers/protocol';
import { useQuery } from '@tanstack/react-query';
import {
  aroundQuery,
  leaderboardPageQuery,
  leaderboardSearchQuery,
  type LeaderboardFilters,
} from '../../../lib/leaderboard-api';
import { filtersOf, searchState, typeOfTab, type LeaderboardView } from './leaderboard-view';
import { useDebounced } from './use-debounced';
import { useFailureNotice } from './use-failure-notice';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface BoardRows {
  readonly entries: readonly LeaderboardEntry[];
  readonly stats: LeaderboardStats | undefined;
  readonly page: number;
  readonly totalPages: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly loading: boolean;
  /** What an empty table says. */
  readonly empty: string;
  /** The signed-in player's rank in the rows around them (My Rank), when known. */
  readonly myRank: number | null;
}

export function useBoardRows(view: LeaderboardView, meId: string | null): BoardRows {
  const type = typeOfTab(view.tab);
  const filters: LeaderboardFilters = filtersOf(view);
  // Friends are those of an account: a guest has none to rank.
  const available = type !== null && (type !== 'friends' || meId !== null);
  const search = useDebounced(view.search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = searchState(view.search) === 'search' && searchState(search) === 'search';
  const tooShort = searchState(view.search) === 'too-short';

  const list = useQuery({
    ...leaderboardPageQuery(type ?? 'global', filters, view.page),
    enabled: available,
  });
  const found = useQuery({
    ...leaderboardSearchQuery(type ?? 'global', filters, search, view.page),
    enabled: available && searching,
  });
  const around = useQuery({
    ...aroundQuery(meId ?? '', type ?? 'global', filters),
    enabled: available && view.aroundMe && meId !== null,
  });

  useFailureNotice(
    list.isError ? list.errorUpdatedAt : 0,
    'Failed to load leaderboard',
    () => void list.refetch(),
  );
  useFailureNotice(found.isError ? found.errorUpdatedAt : 0, 'Search failed', () => void found.refetch());
  useFailureNotice(
    around.isError ? around.errorUpdatedAt : 0,
    'Failed to load leaderboard',
    () => void around.refetch(),
  );

  const base = { stats: list.data?.stats, myRank: null };
  if (view.aroundMe) {
    return {
      ...base,
      entries: around.data?.entries ?? [],
      page: 1,
      totalPages: 1,
      hasPrevious: false,
      hasNext: false,
      loading: around.isPending,
      empty: around.isPending ? 'Loading…' : 'No rated games yet: play one to get a rank.',
      myRank: around.data?.user_rank ?? null,
    };
  }
  // Fewer than 2 characters search nothing and show no entries.
  if (tooShort) {
    return {
      ...base,
      entries: [],
      page: 1,
      totalPages: 1,
      hasPrevious: false,
      hasNext: false,
      loading: false,
      empty: 'Type at least 2 characters to search.',
    };
  }
  const shown = searching ? found : list;
  const data = shown.data;
  return {
    ...base,
    entries: data?.entries ?? [],
    page: data?.page ?? view.page,
    totalPages: data?.total_pages ?? 1,
    hasPrevious: data?.has_previous ?? false,
    hasNext: data?.has_next ?? false,
    loading: shown.isFetching,
    empty: shown.isPending
      ? 'Loading…'
      : searching
        ? 'No players match this search.'
        : 'No ranked players yet.',
  };
}
