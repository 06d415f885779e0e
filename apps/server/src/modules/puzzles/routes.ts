// The daily puzzle's nine calls (extended spec §7; CONTRACTS "General", "Daily puzzle"). Thin: check
// the caller is a registered account, parse the path, query and body with the protocol's schemas,
// ask the service, reply `{ success: true, data }`; failures say `success: false` (lib/replies.ts).
// Hints and submissions are rate limited per IP and per token.
import type { FastifyInstance } from 'fastify';
import {
  dailyChallengeParamsSchema,
  dailyDateParamsSchema,
  dailyHintQuerySchema,
  dailyHistoryQuerySchema,
  dailyLeaderboardQuerySchema,
  dailySubmitBodySchema,
  dailyTypeParamsSchema,
  dailyTypeQuerySchema,
  type DailyReplies,
} from '@checkers/protocol';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { flagFailures, ok, registeredUser } from '../../lib/replies.js';
import { parseInput } from '../../lib/validate.js';
import type { PuzzleService } from './puzzle-service.js';

/** What the daily-puzzle routes need. */
export interface PuzzleRouteOptions {
  readonly puzzles: PuzzleService;
  /** Hints asked, per IP and per token. */
  readonly hintLimit: Limit;
  /** Solutions submitted, per IP and per token. */
  readonly submitLimit: Limit;
}

const BASE = '/api/daily-challenges';

/** Registers the daily-puzzle routes. */
export async function puzzleRoutes(app: FastifyInstance, options: PuzzleRouteOptions): Promise<void> {
  const { puzzles } = options;
  flagFailures(app);

  app.get(`${BASE}/today`, async (request) => {
    const me = registeredUser(request);
    const data: DailyReplies['today'] = { challenge: unwrap(await puzzles.todays(me)) };
    return ok(data);
  });

  app.get(`${BASE}/date/:date`, async (request) => {
    const me = registeredUser(request);
    const { date } = parseInput(dailyDateParamsSchema, request.params);
    const data: DailyReplies['date'] = { challenge: unwrap(await puzzles.ofDay(me, date)) };
    return ok(data);
  });

  app.get(`${BASE}/type/:type`, async (request) => {
    const me = registeredUser(request);
    const { type } = parseInput(dailyTypeParamsSchema, request.params);
    const { limit } = parseInput(dailyTypeQuerySchema, request.query);
    const data: DailyReplies['type'] = { challenges: await puzzles.ofType(me, type, limit) };
    return ok(data);
  });

  app.get(`${BASE}/progress`, async (request) => {
    const data: DailyReplies['progress'] = { progress: await puzzles.progress(registeredUser(request)) };
    return ok(data);
  });

  app.get(`${BASE}/statistics`, async (request) => {
    const data: DailyReplies['statistics'] = {
      statistics: await puzzles.statistics(registeredUser(request)),
    };
    return ok(data);
  });

  app.get(`${BASE}/history`, async (request) => {
    const me = registeredUser(request);
    const { limit, offset } = parseInput(dailyHistoryQuerySchema, request.query);
    const data: DailyReplies['history'] = await puzzles.history(me, limit, offset);
    return ok(data);
  });

  app.get(`${BASE}/leaderboard/:challengeId`, async (request) => {
    registeredUser(request);
    const { challengeId } = parseInput(dailyChallengeParamsSchema, request.params);
    const { limit } = parseInput(dailyLeaderboardQuerySchema, request.query);
    const data: DailyReplies['leaderboard'] = {
      leaderboard: unwrap(await puzzles.leaderboard(challengeId, limit)),
    };
    return ok(data);
  });

  app.get(`${BASE}/hint/:challengeId`, { onRequest: limitHook(options.hintLimit) }, async (request) => {
    const me = registeredUser(request);
    const { challengeId } = parseInput(dailyChallengeParamsSchema, request.params);
    const { time_spent } = parseInput(dailyHintQuerySchema, request.query);
    const data: DailyReplies['hint'] = { hint: unwrap(await puzzles.hint(me, challengeId, time_spent)) };
    return ok(data);
  });

  app.post(`${BASE}/submit/:challengeId`, { onRequest: limitHook(options.submitLimit) }, async (request) => {
    const me = registeredUser(request);
    const { challengeId } = parseInput(dailyChallengeParamsSchema, request.params);
    const body = parseInput(dailySubmitBodySchema, request.body);
    const data: DailyReplies['submit'] = unwrap(await puzzles.submit(me, challengeId, body));
    return ok(data);
  });
}
