// Achievement replies for tests, built from the protocol's definitions.
import {
  ACHIEVEMENT_BY_ID,
  ACHIEVEMENTS,
  achievementOnWire,
  type AchievementId,
  type UserAchievement,
  type UserAchievementsResponse,
} from '@checkers/protocol';

export const testAccount = {
  id: 'u1',
  username: 'ada',
  displayName: 'Ada',
  avatarUrl: '',
  country: 'GB',
  region: 'EU' as const,
  role: 'player' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** One achievement as it stands: unlocked at `unlockedAt`, or locked with `percent` progress. */
export function row(
  id: AchievementId,
  unlockedAt: string | null = null,
  percent = 0,
  count?: number,
): UserAchievement {
  const unlocked = unlockedAt !== null;
  return {
    achievement: achievementOnWire(ACHIEVEMENT_BY_ID[id], unlocked),
    is_unlocked: unlocked,
    unlocked_at: unlockedAt,
    progress_percent: unlocked ? 100 : percent,
    progress_data: count === undefined ? {} : { count },
  };
}

/** A user with First Steps, First Blood and Explorer unlocked and Regular at 3 of 10. */
export function userReply(): UserAchievementsResponse {
  const unlocked: Partial<Record<AchievementId, string>> = {
    firstMove: '2026-11-01T10:00:00.000Z',
    firstCapture: '2026-11-03T10:00:00.000Z',
    explorer: '2026-11-02T10:00:00.000Z',
  };
  const achievements = ACHIEVEMENTS.map((definition) =>
    definition.id === 'games10'
      ? row('games10', null, 30, 3)
      : row(definition.id, unlocked[definition.id] ?? null),
  );
  achievements.find((r) => r.achievement.id === 'explorer')!.progress_data.self_reported = true;
  return {
    achievements,
    summary: { total_points: 130, unlocked_count: 3, completion_rate: 13, rank: 7 },
  };
}

export const unlockedPayload = (id: AchievementId) => ({
  achievement: achievementOnWire(ACHIEVEMENT_BY_ID[id], true),
  unlocked_at: '2026-11-02T10:00:00.000Z',
  self_reported: false,
});
