// The daily puzzle's nine calls. Thin: the caller must be a registered account (checked before the
// input, so a guest hears 401 whatever it sent), but for today's puzzle, which anyone may play on
// the page (only an account's attempts are kept); the protocol's schemas check the path, query and
// body, the service acts, the reply is `{ success: true, data }`; failures say `success: false`
// (lib/replies.ts). Hints and submissions are rate limited per IP and per token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dailyChallengeParamsSchema,
  dailyDateParamsSchema,
  dailyHintQuerySchema,
  dailyHistoryQuerySchema,
  dailyLeaderboardQuerySchema,
  dailyReplyDataSchemas as data,
  dailySubmitBodySchema,
  dailyTypeParamsSchema,
  dailyTypeQuerySchema,
  socialReplySchema,
} from '@checkers/protocol';
import type { z } from 'zod';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { flagFailures, ok, registeredUser } from '../../lib/replies.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
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
const TODAY = `${BASE}/today`;
const tags = ['daily-puzzle'];

/** The reply schemas of a call whose success is `{ success: true, data }`. */
const replies = <T extends z.ZodType>(dataSchema: T) => ({
  200: socialReplySchema(dataSchema),
  ...ERROR_REPLIES,
});

/** Registers the daily-puzzle routes. */
export async function puzzleRoutes(app: FastifyInstance, options: PuzzleRouteOptions): Promise<void> {
  const { puzzles } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  flagFailures(app);
  api.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === TODAY) return;
    registeredUser(request);
  });

  api.get(
    TODAY,
    {
      schema: {
        tags,
        summary: "Today's puzzle (anyone; an account's clock on it starts)",
        response: replies(data.today),
      },
    },
    async (request) => {
      const me = request.identity?.kind === 'account' ? request.identity.userId : null;
      return ok({ challenge: unwrap(await puzzles.todays(me)) });
    },
  );

  api.get(
    `${BASE}/date/:date`,
    {
      schema: {
        tags,
        summary: "A past day's puzzle",
        params: dailyDateParamsSchema,
        response: replies(data.date),
      },
    },
    async (request) =>
      ok({ challenge: unwrap(await puzzles.ofDay(registeredUser(request), request.params.date)) }),
  );

  api.get(
    `${BASE}/type/:type`,
    {
      schema: {
        tags,
        summary: 'Past puzzles of one type',
        params: dailyTypeParamsSchema,
        querystring: dailyTypeQuerySchema,
        response: replies(data.type),
      },
    },
    async (request) => {
      const me = registeredUser(request);
      return ok({ challenges: await puzzles.ofType(me, request.params.type, request.query.limit) });
    },
  );

  api.get(
    `${BASE}/progress`,
    {
      schema: { tags, summary: "The caller's progress on today's puzzle", response: replies(data.progress) },
    },
    async (request) => ok({ progress: await puzzles.progress(registeredUser(request)) }),
  );

  api.get(
    `${BASE}/statistics`,
    { schema: { tags, summary: "The caller's puzzle statistics", response: replies(data.statistics) } },
    async (request) => ok({ statistics: await puzzles.statistics(registeredUser(request)) }),
  );

  api.get(
    `${BASE}/history`,
    {
      schema: {
        tags,
        summary: "The caller's past attempts",
        querystring: dailyHistoryQuerySchema,
        response: replies(data.history),
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return ok(await puzzles.history(registeredUser(request), limit, offset));
    },
  );

  api.get(
    `${BASE}/leaderboard/:challengeId`,
    {
      schema: {
        tags,
        summary: "A puzzle's best solvers",
        params: dailyChallengeParamsSchema,
        querystring: dailyLeaderboardQuerySchema,
        response: replies(data.leaderboard),
      },
    },
    async (request) =>
      ok({ leaderboard: unwrap(await puzzles.leaderboard(request.params.challengeId, request.query.limit)) }),
  );

  api.get(
    `${BASE}/hint/:challengeId`,
    {
      onRequest: limitHook(options.hintLimit),
      schema: {
        tags,
        summary: 'The next hint (each costs points)',
        params: dailyChallengeParamsSchema,
        querystring: dailyHintQuerySchema,
        response: replies(data.hint),
      },
    },
    async (request) => {
      const me = registeredUser(request);
      return ok({
        hint: unwrap(await puzzles.hint(me, request.params.challengeId, request.query.time_spent)),
      });
    },
  );

  api.post(
    `${BASE}/submit/:challengeId`,
    {
      onRequest: limitHook(options.submitLimit),
      schema: {
        tags,
        summary: 'Submit a solution',
        params: dailyChallengeParamsSchema,
        body: dailySubmitBodySchema,
        response: replies(data.submit),
      },
    },
    async (request) =>
      ok(unwrap(await puzzles.submit(registeredUser(request), request.params.challengeId, request.body))),
  );
}
