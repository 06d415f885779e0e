// The read side of the achievements: the 23 as a caller sees them, a user's standing with its totals
// and rank, and the boards by points (overall, or in one category) that the achievements calls and
// the leaderboard module's `achievement` and `category` boards show.
import {
  ACHIEVEMENTS,
  ACHIEVEMENT_BY_ID,
  ACHIEVEMENT_IDS,
  achievementOnWire,
  type Achievement,
  type AchievementCategory,
  type AchievementId,
  type AchievementLeaderboardEntry,
  type ProgressData,
  type UserAchievement,
  type UserAchievementsResponse,
} from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { AchievementsDb } from './tables.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { AchievementStandings, StandingsPage, StandingsRequest } from '../leaderboard/index.js';
import {
  countersOf,
  standings,
  unlocksOf,
  usersAbove,
  type StoredCounters,
  type StoredUnlock,
} from './achievement-store.js';
import { countOf, progressPercent } from './rules.js';

/** What is read of the achievements. */
export class AchievementQueries implements AchievementStandings {
  constructor(private readonly db: Kysely<AchievementsDb>) {}

  /** The 23 as the caller sees them (hidden ones concealed until the caller unlocks them). */
  async list(callerId: string): Promise<Achievement[]> {
    const unlocked = new Set((await unlocksOf(this.db, callerId)).map((u) => u.id));
    return ACHIEVEMENTS.map((definition) => achievementOnWire(definition, unlocked.has(definition.id)));
  }

  /** A user's achievements and totals; 404 for an unknown user. */
  async userAchievements(userId: string): Promise<Outcome<UserAchievementsResponse>> {
    const user = await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (user === undefined) return failure('not_found', 'User not found');
    const [unlocks, counters] = await Promise.all([unlocksOf(this.db, userId), countersOf(this.db, userId)]);
    const byId = new Map(unlocks.map((u) => [u.id, u]));
    const achievements = ACHIEVEMENT_IDS.map((id) => standingOf(id, byId.get(id), counters));
    // Only what the server witnessed counts: a self-reported unlock shows, marked, but adds nothing.
    const totalPoints = unlocks.reduce(
      (sum, u) => sum + (u.progressData.self_reported === true ? 0 : ACHIEVEMENT_BY_ID[u.id].points),
      0,
    );
    const isAccount =
      (await this.db
        .selectFrom('accounts')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst()) !== undefined;
    const rank = totalPoints > 0 && isAccount ? (await usersAbove(this.db, null, totalPoints)) + 1 : null;
    return success({
      achievements,
      summary: {
        total_points: totalPoints,
        unlocked_count: unlocks.length,
        completion_rate: Math.round((unlocks.length / ACHIEVEMENTS.length) * 100),
        rank,
      },
    });
  }

  /** The achievements leaderboard: registered players by points (in one category when asked). */
  async leaderboard(
    limit: number,
    category: AchievementCategory | null,
  ): Promise<AchievementLeaderboardEntry[]> {
    const page = await this.standings({ category, page: 1, page_size: limit });
    return page.rows.map((row) => ({
      rank: row.rank,
      user_id: row.userId,
      username: row.username,
      total_achievements: row.totalAchievements,
      total_points: row.totalPoints,
    }));
  }

  /** The leaderboard module's port: a page of players by points, ranked (ties share a rank). */
  async standings(request: StandingsRequest): Promise<StandingsPage> {
    const offset = (request.page - 1) * request.page_size;
    const { rows, total } = await standings(this.db, request.category, offset, request.page_size);
    let rankAbove = 0;
    let pointsAbove = Number.POSITIVE_INFINITY;
    const ranked = [];
    for (const [i, row] of rows.entries()) {
      // Competition ranking: a tie shares the rank of the first of its points.
      let rank: number;
      if (row.totalPoints === pointsAbove) rank = rankAbove;
      else if (i === 0 && offset > 0)
        rank = (await usersAbove(this.db, request.category, row.totalPoints)) + 1;
      else rank = offset + i + 1;
      rankAbove = rank;
      pointsAbove = row.totalPoints;
      ranked.push({ ...row, rank });
    }
    return { rows: ranked, total };
  }
}

/** One achievement as it stands for a user. */
export function standingOf(
  id: AchievementId,
  unlock: StoredUnlock | undefined,
  counters: StoredCounters,
): UserAchievement {
  const unlocked = unlock !== undefined;
  const count = countOf(id, counters);
  const progressData: ProgressData = {
    ...(unlock?.progressData ?? {}),
    ...(count === undefined ? {} : { count: Math.min(count, ACHIEVEMENT_BY_ID[id].maxProgress) }),
    ...(id === 'explorer' ? { themes: [...counters.themes] } : {}),
  };
  return {
    achievement: achievementOnWire(ACHIEVEMENT_BY_ID[id], unlocked),
    is_unlocked: unlocked,
    unlocked_at: unlock?.unlockedAt ?? null,
    progress_percent: progressPercent(id, counters, unlocked),
    progress_data: unlocked || !ACHIEVEMENT_BY_ID[id].hidden ? progressData : {},
  };
}
