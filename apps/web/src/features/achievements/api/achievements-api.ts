// The achievements calls as TanStack Query options and plain calls. Every reply is parsed with the
// protocol's schema. They all need a registered account: the account's token is sent even in a game
// against the AI, where the page holds no seat token.
import {
  achievementCheckResponseSchema,
  aiGameReportResponseSchema,
  userAchievementsResponseSchema,
  type Achievement,
  type AiGameReport,
  type UserAchievement,
} from '@checkers/protocol';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { appStore } from '../../../stores/app-store';

/** Every achievements query's key starts with this, so an unlock refreshes them all. */
export const ACHIEVEMENTS_KEY = ['achievements'] as const;

const accountToken = (): string | null => appStore.getState().user.accountToken;

/** GET /api/achievements/user/{userId}: every achievement as it stands for the user, and totals. */
export const userAchievementsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...ACHIEVEMENTS_KEY, 'user', userId],
    queryFn: async () =>
      userAchievementsResponseSchema.parse(
        await api.get(`/api/achievements/user/${encodeURIComponent(userId)}`, { token: accountToken() }),
      ),
  });

/** POST /api/achievements/explorer/progress `{ theme }`: a built-in theme was applied. */
export async function reportThemeUsed(theme: string): Promise<UserAchievement> {
  return achievementCheckResponseSchema.parse(
    await api.post('/api/achievements/explorer/progress', { theme }, { token: accountToken(), attempts: 1 }),
  ).achievement;
}

/** POST /api/achievements/ai-games: a finished AI game for the server to replay; what it unlocked. */
export async function reportAiGame(report: AiGameReport): Promise<Achievement[]> {
  return aiGameReportResponseSchema.parse(
    await api.post('/api/achievements/ai-games', report, { token: accountToken() }),
  ).unlocked;
}
