// Achievement routes. Thin: every call needs a registered account (checked before the input, so a
// guest hears 401 whatever it sent), the protocol's schemas check the input (a mismatch is a 400
// with the schema's message), the service decides. Unlock and progress are requests to re-check:
// they never unlock what the server's own records do not prove.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  achievementCheckResponseSchema,
  achievementLeaderboardQuerySchema,
  achievementLeaderboardResponseSchema,
  achievementListSchema,
  achievementParamsSchema,
  achievementProgressBodySchema,
  achievementUnlockBodySchema,
  achievementUserParamsSchema,
  aiGameReportResponseSchema,
  aiGameReportSchema,
  userAchievementsResponseSchema,
} from '@checkers/protocol';
import { reject, unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
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

const tags = ['achievements'];
const checkReplies = { 200: achievementCheckResponseSchema, ...ERROR_REPLIES };

/** Registers the achievement routes. */
export async function achievementRoutes(
  app: FastifyInstance,
  deps: { achievements: AchievementService; reportLimit: Limit },
): Promise<void> {
  const { achievements } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before the schemas check the input: this plugin's routes are all for accounts only.
  api.addHook('preValidation', async (request) => {
    accountOf(request);
  });
  // Reports and re-checks write: each caller gets `reportLimit` of them a minute (429 beyond).
  const limited = limitHook(deps.reportLimit);

  api.get(
    '/api/achievements',
    {
      schema: {
        tags,
        summary: "Every achievement, with the caller's progress",
        response: { 200: achievementListSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => ({ achievements: await achievements.queries.list(accountOf(request).userId) }),
  );

  api.get(
    '/api/achievements/leaderboard',
    {
      schema: {
        tags,
        summary: 'Players by achievements and points',
        querystring: achievementLeaderboardQuerySchema,
        response: { 200: achievementLeaderboardResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const { limit, category } = request.query;
      return { leaderboard: await achievements.queries.leaderboard(limit, category ?? null) };
    },
  );

  api.get(
    '/api/achievements/user/:userId',
    {
      schema: {
        tags,
        summary: "One player's unlocked achievements",
        params: achievementUserParamsSchema,
        response: { 200: userAchievementsResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => unwrap(await achievements.queries.userAchievements(request.params.userId)),
  );

  api.post(
    '/api/achievements/ai-games',
    {
      onRequest: limited,
      schema: {
        tags,
        summary: 'Report a finished game against the offline AI (replayed by the server)',
        body: aiGameReportSchema,
        response: { 200: aiGameReportResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const caller = accountOf(request);
      return unwrap(await achievements.reportAiGame(caller.userId, caller.kind, request.body));
    },
  );

  api.post(
    '/api/achievements/:id/unlock',
    {
      onRequest: limited,
      schema: {
        tags,
        summary: 'Ask the server to re-check one achievement; 409 when not earned',
        params: achievementParamsSchema,
        body: achievementUnlockBodySchema,
        response: checkReplies,
      },
    },
    async (request) => {
      const caller = accountOf(request);
      const achievement = await achievements.recheck(caller.userId, caller.kind, request.params.id);
      if (!achievement.is_unlocked) reject('conflict', REQUIREMENTS_NOT_MET);
      return { achievement };
    },
  );

  api.post(
    '/api/achievements/:id/progress',
    {
      onRequest: limited,
      schema: {
        tags,
        summary: 'Re-check one achievement; may report a theme applied (explorer)',
        params: achievementParamsSchema,
        body: achievementProgressBodySchema,
        response: checkReplies,
      },
    },
    async (request) => {
      const caller = accountOf(request);
      const { id } = request.params;
      const theme = request.body?.theme;
      if (theme !== undefined && id !== 'explorer') {
        reject('validation_failed', 'theme: a theme counts only towards explorer');
      }
      return { achievement: await achievements.recheck(caller.userId, caller.kind, id, theme) };
    },
  );
}
