// Tournament routes (docs/API.md "Tournaments"). Thin: the protocol's schemas check the path, the
// query and the body, the handler finds who is calling, asks the service, replies. Creating,
// joining and withdrawing need a registered account (401 `Authentication required` for a guest);
// the lists, a tournament and a player's results are public; `me` needs a token. Changes are rate
// limited per IP and per token, reads too (looser: the pages refetch on every update).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTournamentBodySchema,
  joinTournamentBodySchema,
  tournamentDetailReplySchema,
  tournamentListQuerySchema,
  tournamentListReplySchema,
  tournamentMeReplySchema,
  tournamentPathSchema,
  tournamentReplySchema,
  tournamentResultsQuerySchema,
  tournamentResultsReplySchema,
} from '@checkers/protocol';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { registeredUser } from '../../lib/replies.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import type { TournamentService } from './tournament-service.js';

/** What the tournament routes need. */
export interface TournamentRouteOptions {
  readonly tournaments: TournamentService;
  /** Creations, joins and withdrawals, per IP and per token. */
  readonly actionLimit: Limit;
  /** Lists, tournaments, results and `me`, per IP and per token. */
  readonly readLimit: Limit;
}

const tags = ['tournaments'];
const tournamentReplies = { 200: tournamentReplySchema, ...ERROR_REPLIES };

/** The caller's user id: any token (a guest has joined nothing). */
const callerOf = (request: FastifyRequest): string => request.requireIdentity().userId;

/** Registers the tournament routes. */
export async function tournamentRoutes(app: FastifyInstance, options: TournamentRouteOptions): Promise<void> {
  const { tournaments } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const action = limitHook(options.actionLimit);
  const read = limitHook(options.readLimit);

  api.post(
    '/api/tournaments',
    {
      onRequest: action,
      schema: {
        tags,
        summary: 'Create a tournament (a registered account)',
        body: createTournamentBodySchema,
        response: { 201: tournamentReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const tournament = unwrap(await tournaments.create(registeredUser(request), request.body));
      return reply.status(201).send({ tournament });
    },
  );

  api.get(
    '/api/tournaments',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'The tournaments, of one status or all',
        querystring: tournamentListQuerySchema,
        response: { 200: tournamentListReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => ({ tournaments: await tournaments.list(request.query.status) }),
  );

  api.get(
    '/api/tournaments/results',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A player's finished tournaments and where it finished",
        querystring: tournamentResultsQuerySchema,
        response: { 200: tournamentResultsReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => ({ results: await tournaments.results(request.query.user_id) }),
  );

  api.get(
    '/api/tournaments/:id',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'A tournament, its standings and its games',
        params: tournamentPathSchema,
        response: { 200: tournamentDetailReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => unwrap(await tournaments.detail(request.params.id)),
  );

  api.post(
    '/api/tournaments/:id/join',
    {
      onRequest: action,
      schema: {
        tags,
        summary: 'Join a tournament (the password of a private one), or come back to an arena',
        params: tournamentPathSchema,
        body: joinTournamentBodySchema,
        response: tournamentReplies,
      },
    },
    async (request) => {
      const userId = registeredUser(request);
      return { tournament: unwrap(await tournaments.join(userId, request.params.id, request.body.password)) };
    },
  );

  api.post(
    '/api/tournaments/:id/withdraw',
    {
      onRequest: action,
      schema: {
        tags,
        summary: 'Withdraw (an arena player keeps its score and may come back)',
        params: tournamentPathSchema,
        response: tournamentReplies,
      },
    },
    async (request) => ({
      tournament: unwrap(await tournaments.withdraw(registeredUser(request), request.params.id)),
    }),
  );

  api.get(
    '/api/tournaments/:id/me',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Whether the caller is in, and its tournament game under way',
        params: tournamentPathSchema,
        response: { 200: tournamentMeReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => unwrap(await tournaments.me(callerOf(request), request.params.id)),
  );
}
