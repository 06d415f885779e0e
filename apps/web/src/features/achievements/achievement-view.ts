// What the achievements modal and grid show: the rows (the server's, or for a guest the definitions
// locked), filtered by the search box and the category, in the chosen order; the category names; the
// export and the share text.
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENTS,
  achievementOnWire,
  type AchievementCategory,
  type AchievementSummary,
  type UserAchievement,
} from '@checkers/protocol';

/** The five orders the achievements list can be sorted in. */
export const SORTS = [
  ['category', 'Category'],
  ['points', 'Points'],
  ['progress', 'Progress'],
  ['status', 'Status'],
  ['recent', 'Recently unlocked'],
] as const;
export type Sort = (typeof SORTS)[number][0];

/** A category's name as shown. */
export const categoryName = (category: AchievementCategory): string =>
  category.charAt(0).toUpperCase() + category.slice(1);

/** What a guest could earn: every definition, locked, the hidden ones concealed as the server does. */
export function guestAchievements(): UserAchievement[] {
  return ACHIEVEMENTS.map((definition) => ({
    achievement: achievementOnWire(definition, false),
    is_unlocked: false,
    unlocked_at: null,
    progress_percent: 0,
    progress_data: {},
  }));
}

/** A hidden achievement not yet unlocked: shown as hidden, with nothing to open. */
export const isConcealed = (row: UserAchievement): boolean => row.achievement.hidden && !row.is_unlocked;

const categoryIndex = (row: UserAchievement): number =>
  ACHIEVEMENT_CATEGORIES.indexOf(row.achievement.category);
const unlockedTime = (row: UserAchievement): number =>
  row.is_unlocked && row.unlocked_at !== null ? Date.parse(row.unlocked_at) || 0 : -1;

const ORDERS: Record<Sort, (a: UserAchievement, b: UserAchievement) => number> = {
  category: (a, b) => categoryIndex(a) - categoryIndex(b),
  points: (a, b) => b.achievement.points - a.achievement.points,
  progress: (a, b) => b.progress_percent - a.progress_percent,
  status: (a, b) => Number(b.is_unlocked) - Number(a.is_unlocked),
  recent: (a, b) => unlockedTime(b) - unlockedTime(a),
};

export interface ViewOptions {
  readonly search: string;
  readonly category: AchievementCategory | 'all';
  readonly sort: Sort;
}

/** The rows to show. Ties keep the definitions' order (the sort is stable). */
export function viewRows(
  rows: readonly UserAchievement[],
  { search, category, sort }: ViewOptions,
): UserAchievement[] {
  const needle = search.trim().toLowerCase();
  const shown = rows.filter((row) => {
    if (category !== 'all' && row.achievement.category !== category) return false;
    if (needle === '') return true;
    const text = `${row.achievement.name} ${row.achievement.description ?? ''}`.toLowerCase();
    return text.includes(needle);
  });
  return shown.sort(ORDERS[sort]);
}

/** The rows of each category, in the grid's order; empty categories are left out. */
export function byCategory(rows: readonly UserAchievement[]): [AchievementCategory, UserAchievement[]][] {
  return ACHIEVEMENT_CATEGORIES.map((category): [AchievementCategory, UserAchievement[]] => [
    category,
    rows.filter((row) => row.achievement.category === category),
  ]).filter(([, list]) => list.length > 0);
}

/** The totals a guest has: nothing yet. */
export const EMPTY_SUMMARY: AchievementSummary = {
  total_points: 0,
  unlocked_count: 0,
  completion_rate: 0,
  rank: null,
};

/** The share text: unlocked count, points and the page's address. */
export function shareText(summary: AchievementSummary, total: number, site: string): string {
  const points = summary.total_points === 1 ? '1 point' : `${summary.total_points} points`;
  return `I have unlocked ${summary.unlocked_count} of ${total} achievements (${points}) in Checkers! ${site}`;
}

/** The export: who, when, the totals and every achievement as the server gave it. */
export function exportJson(
  user: { readonly id: string; readonly username: string },
  data: { readonly achievements: readonly UserAchievement[]; readonly summary: AchievementSummary },
  now: Date,
): string {
  return JSON.stringify(
    { user_id: user.id, username: user.username, exported_at: now.toISOString(), ...data },
    null,
    2,
  );
}

/** A date as shown in the detail popup. */
export const formatDate = (iso: string | null): string => {
  if (iso === null) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
};
