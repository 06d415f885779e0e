// What the overlay shows: the tab, the page, the search text and the filters. Changing the tab goes
// back to page 1; changing a filter goes back to page 1 and clears the cache.
import { LEADERBOARD_LIMITS, type LeaderboardType, type RatingSpeed, type Region } from '@checkers/protocol';
import type { LeaderboardFilters } from '../../../lib/leaderboard-api';

/** The overlay's tabs, in the spec's order; Achievements ranks by achievement points, not rating. */
export const TABS = ['Global', 'Friends', 'Seasonal', 'Regional', 'Achievements'] as const;
export type Tab = (typeof TABS)[number];

/** The rating leaderboard behind a tab, or null for Achievements (its own board and call). */
export const typeOfTab = (tab: Tab): LeaderboardType | null =>
  tab === 'Achievements' ? null : (tab.toLowerCase() as LeaderboardType);

export interface LeaderboardView {
  readonly tab: Tab;
  readonly page: number;
  readonly search: string;
  /** The ladder ranked: overall or one speed's. */
  readonly speed: RatingSpeed;
  readonly season: string;
  /** The region asked for: on the Regional tab its region, else the region filter ('' for all). */
  readonly region: Region | '';
  /**
   * The region filter of the other tabs, kept apart from the Regional tab's region so that the
   * region the Regional tab needs does not leak into Global, Friends or Seasonal.
   */
  readonly openRegion: Region | '';
  /** Showing the rows around the signed-in player (My Rank) instead of a page. */
  readonly aroundMe: boolean;
  /** The region the Regional tab starts from: the account's, else US (a regional board needs one). */
  readonly homeRegion: Region;
}

export const initialView: LeaderboardView = {
  tab: 'Global',
  page: 1,
  search: '',
  speed: 'overall',
  season: '',
  region: '',
  openRegion: '',
  aroundMe: false,
  homeRegion: 'US',
};

/** The first view, with the signed-in player's region for the Regional tab. */
export const makeView = (homeRegion: Region | undefined): LeaderboardView => ({
  ...initialView,
  homeRegion: homeRegion ?? 'US',
});

/** The Regional tab always names a region; the others may show every region. */
const regionFor = (tab: Tab, region: Region | '', home: Region): Region | '' =>
  tab === 'Regional' && region === '' ? home : region;

export type ViewAction =
  | { readonly type: 'tab'; readonly tab: Tab }
  | { readonly type: 'page'; readonly page: number }
  | { readonly type: 'search'; readonly text: string }
  | { readonly type: 'speed'; readonly speed: RatingSpeed }
  | { readonly type: 'season'; readonly season: string }
  | { readonly type: 'region'; readonly region: Region | '' }
  | { readonly type: 'clear-filters' }
  | { readonly type: 'around-me'; readonly on: boolean };

/** Whether an action changes a filter, so the cache must be cleared. */
export const changesFilter = (action: ViewAction): boolean =>
  action.type === 'speed' ||
  action.type === 'season' ||
  action.type === 'region' ||
  action.type === 'clear-filters';

export function viewReducer(view: LeaderboardView, action: ViewAction): LeaderboardView {
  switch (action.type) {
    case 'tab':
      return {
        ...view,
        tab: action.tab,
        page: 1,
        aroundMe: false,
        region:
          action.tab === 'Regional' ? regionFor(action.tab, view.region, view.homeRegion) : view.openRegion,
      };
    case 'page':
      return { ...view, page: Math.max(1, action.page) };
    case 'search':
      return { ...view, search: action.text, page: 1, aroundMe: false };
    case 'speed':
      return { ...view, speed: action.speed, page: 1 };
    case 'season':
      return { ...view, season: action.season, page: 1 };
    case 'region':
      return {
        ...view,
        region: regionFor(view.tab, action.region, view.homeRegion),
        openRegion: view.tab === 'Regional' ? view.openRegion : action.region,
        page: 1,
      };
    case 'clear-filters':
      return {
        ...view,
        speed: 'overall',
        season: '',
        region: regionFor(view.tab, '', view.homeRegion),
        openRegion: '',
        search: '',
        page: 1,
        aroundMe: false,
      };
    case 'around-me':
      return { ...view, aroundMe: action.on };
  }
}

/** What the search box asks for: nothing, too little (no entries), or a search. */
export function searchState(text: string): 'none' | 'too-short' | 'search' {
  const trimmed = text.trim();
  if (trimmed === '') return 'none';
  return trimmed.length < LEADERBOARD_LIMITS.searchMinLength ? 'too-short' : 'search';
}

/** The filters the view's calls carry. */
export const filtersOf = (view: LeaderboardView): LeaderboardFilters => ({
  speed: view.speed,
  season: view.season === '' ? undefined : view.season,
  region: view.region === '' ? undefined : view.region,
});
