// GET /api/my-games: the caller's own finished games, newest first, a page at a time, filtered by
// result and speed. Any identity may ask (a guest's token names its guest), only for its own games.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myGamesQuerySchema, myGamesReplySchema } from '@checkers/protocol';
import { limitHook, type Limit } from '../../lib/limits.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import { myGamesOf, type MyGamesDeps } from './my-games.js';

/** Lists a caller may ask for each minute, per address and per token. */
export const MY_GAMES_PER_MINUTE = 60;

/** What the route needs: the list's sources, and its rate limit. */
export interface MyGamesRouteDeps extends MyGamesDeps {
  readonly limit: Limit;
}

/** Registers GET /api/my-games. */
export async function myGamesRoutes(app: FastifyInstance, options: MyGamesRouteDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/my-games',
    {
      onRequest: limitHook(options.limit),
      schema: {
        tags: ['games'],
        summary: "The caller's finished games, newest first",
        querystring: myGamesQuerySchema,
        response: { 200: myGamesReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => myGamesOf(options, request.requireIdentity().userId, request.query),
  );
}
