// Leaderboard routes (spec core §7 "Leaderboard calls"). Thin: parse the path and query with the
// protocol's schemas (a mismatch is a 400 with the schema's message), ask the leaderboard service,
// reply. Every call is a GET; a bearer token is needed only for the friends board.
import type { FastifyInstance } from 'fastify';
import {
  analyticsQuerySchema,
  type AchievementBoardPage,
  compareQuerySchema,
  leaderboardAroundQuerySchema,
  leaderboardFiltersSchema,
  leaderboardQuerySchema,
  leaderboardSearchQuerySchema,
  statsQuerySchema,
  type CompareResponse,
  type LeaderboardAround,
  type LeaderboardPage,
  type LeaderboardStatsResponse,
  type LeaderboardType,
  type LeaderboardUser,
  type RatingAnalytics,
} from '@checkers/protocol';
import { reject, type Outcome } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { achievementBoard, type AchievementStandings } from './achievement-standings.js';
import type { LeaderboardService } from './leaderboard-service.js';

/** A leaderboard type from the path: anything else is 400 'Unknown leaderboard type'. */
const typeSchema = statsQuerySchema.shape.type.unwrap();

/** A user id from the path (ids are short; anything longer names nobody). */
const userIdOf = (params: unknown): string => {
  const { userId } = params as { userId: string };
  return userId;
};

const typeOf = (params: unknown): LeaderboardType =>
  parseInput(typeSchema, (params as { type: string }).type);

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

  // Static paths first in Fastify's router, so these never read as a leaderboard type.
  app.get('/api/leaderboard/rating-bands', async () => leaderboard.ratingBands());

  app.get('/api/leaderboard/stats', async (request): Promise<LeaderboardStatsResponse> => {
    const { type, ...filters } = parseInput(statsQuerySchema, request.query);
    return valueOf(await leaderboard.statistics(type, filters, request.identity));
  });

  app.get('/api/leaderboard/compare', async (request): Promise<CompareResponse> => {
    const { user1, user2 } = parseInput(compareQuerySchema, request.query);
    return valueOf(await leaderboard.compare(user1, user2));
  });

  app.get('/api/leaderboard/analytics/:userId', async (request): Promise<RatingAnalytics> => {
    const { timeframe } = parseInput(analyticsQuerySchema, request.query);
    return valueOf(await leaderboard.analytics(userIdOf(request.params), timeframe));
  });

  app.get('/api/leaderboard/search/:type', async (request): Promise<LeaderboardPage> => {
    const type = typeOf(request.params);
    const query = parseInput(leaderboardSearchQuerySchema, request.query);
    return valueOf(await leaderboard.search(type, query, request.identity));
  });

  app.get('/api/leaderboard/user/:userId/:type', async (request): Promise<LeaderboardUser> => {
    const type = typeOf(request.params);
    const filters = parseInput(leaderboardFiltersSchema, request.query);
    return valueOf(await leaderboard.user(userIdOf(request.params), type, filters, request.identity));
  });

  app.get('/api/leaderboard/around/:userId/:type', async (request): Promise<LeaderboardAround> => {
    const type = typeOf(request.params);
    const query = parseInput(leaderboardAroundQuerySchema, request.query);
    return valueOf(await leaderboard.around(userIdOf(request.params), type, query, request.identity));
  });

  // The boards by achievement points (static paths: they win over `:type`). Without the
  // achievements port they answer as an unknown type.
  for (const type of ['achievement', 'category'] as const) {
    app.get(`/api/leaderboard/${type}`, async (request): Promise<AchievementBoardPage> => {
      if (achievements === undefined) reject('validation_failed', 'Unknown leaderboard type');
      return achievementBoard(achievements, type, request.query);
    });
  }

  app.get('/api/leaderboard/:type', async (request): Promise<LeaderboardPage> => {
    const type = typeOf(request.params);
    const query = parseInput(leaderboardQuerySchema, request.query);
    return valueOf(await leaderboard.page(type, query, request.identity));
  });
}
