// Leaderboard routes. Thin: the protocol's schemas check the path and query (a mismatch is a 400
// with the schema's message), the leaderboard service answers. Every call is a GET; a bearer
// token is needed only for the friends board.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  achievementBoardPageSchema,
  achievementBoardQuerySchema,
  analyticsQuerySchema,
  compareQuerySchema,
  compareResponseSchema,
  leaderboardAnalyticsParamsSchema,
  leaderboardAroundQuerySchema,
  leaderboardAroundSchema,
  leaderboardFiltersSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  leaderboardSearchQuerySchema,
  leaderboardStatsResponseSchema,
  leaderboardTypeParamsSchema,
  leaderboardUserParamsSchema,
  leaderboardUserSchema,
  ratingAnalyticsSchema,
  ratingBandsResponseSchema,
  statsQuerySchema,
} from '@checkers/protocol';
import { reject, type Outcome } from '../../lib/errors.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import { withoutFieldNames } from '../../lib/validate.js';
import { achievementBoard, type AchievementStandings } from './achievement-standings.js';
import type { LeaderboardService } from './leaderboard-service.js';

// A path naming an unknown board is refused as 'Unknown leaderboard type', without the field name.
const typeParams = withoutFieldNames(leaderboardTypeParamsSchema);
const userTypeParams = withoutFieldNames(leaderboardUserParamsSchema);

const tags = ['leaderboard'];
const replies = <S>(schema: S) => ({ 200: schema, ...ERROR_REPLIES });

/** The value of an outcome, or the failure's error reply. */
function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) reject(outcome.failure.code, outcome.failure.message);
  return outcome.value;
}

/** Registers the leaderboard routes. */
export async function leaderboardRoutes(
  app: FastifyInstance,
  options: { leaderboard: LeaderboardService; achievements?: AchievementStandings },
): Promise<void> {
  const { leaderboard, achievements } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Static paths first in Fastify's router, so these never read as a leaderboard type.
  api.get(
    '/api/leaderboard/rating-bands',
    { schema: { tags, summary: 'The rating bands', response: replies(ratingBandsResponseSchema) } },
    async () => leaderboard.ratingBands(),
  );

  api.get(
    '/api/leaderboard/stats',
    {
      schema: {
        tags,
        summary: "A board's figures",
        querystring: statsQuerySchema,
        response: replies(leaderboardStatsResponseSchema),
      },
    },
    async (request) => {
      const { type, ...filters } = request.query;
      return valueOf(await leaderboard.statistics(type, filters, request.identity));
    },
  );

  api.get(
    '/api/leaderboard/compare',
    {
      schema: {
        tags,
        summary: 'Two players side by side',
        querystring: compareQuerySchema,
        response: replies(compareResponseSchema),
      },
    },
    async (request) => valueOf(await leaderboard.compare(request.query.user1, request.query.user2)),
  );

  api.get(
    '/api/leaderboard/analytics/:userId',
    {
      schema: {
        tags,
        summary: "A player's rating over time",
        params: leaderboardAnalyticsParamsSchema,
        querystring: analyticsQuerySchema,
        response: replies(ratingAnalyticsSchema),
      },
    },
    async (request) => valueOf(await leaderboard.analytics(request.params.userId, request.query.timeframe)),
  );

  api.get(
    '/api/leaderboard/search/:type',
    {
      schema: {
        tags,
        summary: 'Players of a board by name',
        params: typeParams,
        querystring: leaderboardSearchQuerySchema,
        response: replies(leaderboardPageSchema),
      },
    },
    async (request) =>
      valueOf(await leaderboard.search(request.params.type, request.query, request.identity)),
  );

  api.get(
    '/api/leaderboard/user/:userId/:type',
    {
      schema: {
        tags,
        summary: "One player's place on a board",
        params: userTypeParams,
        querystring: leaderboardFiltersSchema,
        response: replies(leaderboardUserSchema),
      },
    },
    async (request) => {
      const { userId, type } = request.params;
      return valueOf(await leaderboard.user(userId, type, request.query, request.identity));
    },
  );

  api.get(
    '/api/leaderboard/around/:userId/:type',
    {
      schema: {
        tags,
        summary: 'The players just above and below one player',
        params: userTypeParams,
        querystring: leaderboardAroundQuerySchema,
        response: replies(leaderboardAroundSchema),
      },
    },
    async (request) => {
      const { userId, type } = request.params;
      return valueOf(await leaderboard.around(userId, type, request.query, request.identity));
    },
  );

  // The boards by achievement points (static paths: they win over `:type`). Without the
  // achievements port they answer as an unknown type.
  for (const type of ['achievement', 'category'] as const) {
    api.get(
      `/api/leaderboard/${type}`,
      {
        schema: {
          tags,
          summary:
            type === 'achievement' ? 'Players by achievement points' : 'Players by points in one category',
          querystring: achievementBoardQuerySchema,
          response: replies(achievementBoardPageSchema),
        },
      },
      async (request) => {
        if (achievements === undefined) reject('validation_failed', 'Unknown leaderboard type');
        return achievementBoard(achievements, type, request.query);
      },
    );
  }

  api.get(
    '/api/leaderboard/:type',
    {
      schema: {
        tags,
        summary: 'A page of a board',
        params: typeParams,
        querystring: leaderboardQuerySchema,
        response: replies(leaderboardPageSchema),
      },
    },
    async (request) => valueOf(await leaderboard.page(request.params.type, request.query, request.identity)),
  );
}
