// The `achievement` and `category` boards. The points live with the achievements module; this
// module declares what it needs of them (the port below) and pages the reply like its other boards.
import {
  achievementBoardQuerySchema,
  type AchievementBoardPage,
  type AchievementBoardType,
  type AchievementCategory,
} from '@checkers/protocol';
import { reject } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';

/** A page of players by points, in one category or all. */
export interface StandingsRequest {
  readonly category: AchievementCategory | null;
  readonly page: number;
  readonly page_size: number;
}

/** One ranked player. */
export interface StandingsRow {
  readonly rank: number;
  readonly userId: string;
  readonly username: string;
  readonly displayName: string;
  readonly avatarUrl: string;
  readonly country: string | null;
  readonly totalPoints: number;
  readonly totalAchievements: number;
}

/** A page of ranked players and how many have points in all. */
export interface StandingsPage {
  readonly rows: readonly StandingsRow[];
  readonly total: number;
}

/** What the boards need of achievements (the achievements module's service provides it). */
export interface AchievementStandings {
  standings(request: StandingsRequest): Promise<StandingsPage>;
}

/** The reply of GET /api/leaderboard/{achievement|category}. */
export async function achievementBoard(
  port: AchievementStandings,
  type: AchievementBoardType,
  query: unknown,
): Promise<AchievementBoardPage> {
  const { page, page_size, category } = parseInput(achievementBoardQuerySchema, query);
  if (type === 'category' && category === undefined) {
    reject('validation_failed', 'category is required for the category leaderboard');
  }
  const chosen = type === 'category' ? category! : null;
  const { rows, total } = await port.standings({ category: chosen, page, page_size });
  const totalPages = Math.ceil(total / page_size);
  return {
    type,
    category: chosen,
    entries: rows.map((row) => ({
      user_id: row.userId,
      rank: row.rank,
      username: row.username,
      display_name: row.displayName,
      avatar_url: row.avatarUrl,
      country: row.country,
      total_points: row.totalPoints,
      total_achievements: row.totalAchievements,
    })),
    page,
    page_size,
    total_pages: totalPages,
    total_entries: total,
    has_previous: page > 1,
    has_next: page < totalPages,
  };
}
