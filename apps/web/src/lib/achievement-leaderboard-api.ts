// The achievements leaderboard: players ranked by achievement points, overall or within one
// category. Shared by the leaderboard overlay's Achievements tab and the achievements modal's
// Leaderboard. Cached under the leaderboard key, so Refresh and a rating change refresh it with the
// other boards. Needs a registered account (a guest gets 401).
import { achievementLeaderboardResponseSchema, type AchievementCategory } from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryString } from './leaderboard-api';
import { LEADERBOARD_KEY } from './query-client';

/** Rows asked for (the call allows 1 to 100). */
export const ACHIEVEMENT_LEADERBOARD_LIMIT = 50;

/** GET /api/achievements/leaderboard?limit&category */
export const achievementLeaderboardQuery = (
  category: AchievementCategory | null,
  limit = ACHIEVEMENT_LEADERBOARD_LIMIT,
) =>
  queryOptions({
    queryKey: [...LEADERBOARD_KEY, 'achievements', category, limit],
    queryFn: async () =>
      achievementLeaderboardResponseSchema.parse(
        await api.get(
          `/api/achievements/leaderboard${queryString({ limit, category: category ?? undefined })}`,
        ),
      ).leaderboard,
  });
