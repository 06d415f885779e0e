// Achievement routes (extended spec §7 "Achievements"; CONTRACTS "Achievements"). Thin: every call
// needs a registered account, input is parsed with the protocol's schemas (a mismatch is a 400 with
// the schema's message), the service decides. Unlock and progress are requests to re-check: they
// never unlock what the server's own records do not prove.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  achievementLeaderboardQuerySchema,
  achievementParamsSchema,
  achievementProgressBodySchema,
  aiGameReportSchema,
  type AchievementCheckResponse,
} from '@checkers/protocol';
import { z } from 'zod';
import { reject, unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { parseInput } from '../../lib/validate.js';
import type { Identity } from '../accounts/index.js';
import { REQUIREMENTS_NOT_MET, type AchievementService } from './achievement-service.js';

/** A sensible `reportLimit` per minute (address and token): AI games, theme reports and re-checks. */
export const AI_REPORTS_PER_MINUTE = 30;

/** The caller, when it is a registered account; else 401 Authentication required. */
function accountOf(request: FastifyRequest): Identity {
  const identity = request.requireIdentity();
  if (identity.kind !== 'account') reject('unauthorized', 'Authentication required');
  return identity;
}

const userParamsSchema = z.object({
  userId: z.string().min(1, 'userId is required').max(64, 'Unknown user'),
});

/** The unlock call takes no body; an empty object or nothing at all. */
const unlockBodySchema = z.strictObject({}).optional();

/** Registers the achievement routes. */
export async function achievementRoutes(
  app: FastifyInstance,
  deps: { achievements: AchievementService; reportLimit: Limit },
): Promise<void> {
  const { achievements } = deps;
  // Reports and re-checks write: each caller gets `reportLimit` of them a minute (429 beyond).
  const limited = { onRequest: limitHook(deps.reportLimit) };

  app.get('/api/achievements', async (request) => {
    const caller = accountOf(request);
    return { achievements: await achievements.queries.list(caller.userId) };
  });

  app.get('/api/achievements/leaderboard', async (request) => {
    accountOf(request);
    const { limit, category } = parseInput(achievementLeaderboardQuerySchema, request.query);
    return { leaderboard: await achievements.queries.leaderboard(limit, category ?? null) };
  });

  app.get('/api/achievements/user/:userId', async (request) => {
    accountOf(request);
    const { userId } = parseInput(userParamsSchema, request.params);
    return unwrap(await achievements.queries.userAchievements(userId));
  });

  app.post('/api/achievements/ai-games', limited, async (request) => {
    const caller = accountOf(request);
    const report = parseInput(aiGameReportSchema, request.body);
    return unwrap(await achievements.reportAiGame(caller.userId, caller.kind, report));
  });

  app.post('/api/achievements/:id/unlock', limited, async (request): Promise<AchievementCheckResponse> => {
    const caller = accountOf(request);
    const { id } = parseInput(achievementParamsSchema, request.params);
    parseInput(unlockBodySchema, request.body);
    const achievement = await achievements.recheck(caller.userId, caller.kind, id);
    if (!achievement.is_unlocked) reject('conflict', REQUIREMENTS_NOT_MET);
    return { achievement };
  });

  app.post('/api/achievements/:id/progress', limited, async (request): Promise<AchievementCheckResponse> => {
    const caller = accountOf(request);
    const { id } = parseInput(achievementParamsSchema, request.params);
    const body = parseInput(achievementProgressBodySchema, request.body);
    if (body?.theme !== undefined && id !== 'explorer') {
      reject('validation_failed', 'theme: a theme counts only towards explorer');
    }
    return { achievement: await achievements.recheck(caller.userId, caller.kind, id, body?.theme) };
  });
}
