// Friends and challenges routes. Thin: the caller must be a registered account (checked before the
// input, so a guest hears 401 whatever it sent), the protocol's schemas check the path, query and
// body, the service acts, the reply is `{ success: true, data }`. Failures are the usual error body
// with `success: false` added (for these routes only: they are registered in a plugin of their
// own, whose hook adds it). The writing calls are rate limited per IP and per token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  challengeHistoryPathSchema,
  challengeHistoryQuerySchema,
  challengePathSchema,
  createChallengeBodySchema,
  friendPathSchema,
  friendRequestBodySchema,
  friendSearchQuerySchema,
  socialReplyDataSchemas as data,
  socialReplySchema,
} from '@checkers/protocol';
import type { z } from 'zod';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { flagFailures, ok, registeredUser } from '../../lib/replies.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import type { ChallengeService } from './challenge-service.js';
import type { FriendService } from './friend-service.js';

/** What the social routes need. */
export interface SocialRouteOptions {
  readonly friends: FriendService;
  readonly challenges: ChallengeService;
  /** Friend requests, answers, removals and blocks, per IP and per token. */
  readonly friendLimit: Limit;
  /** Challenges sent, accepted, declined and canceled, per IP and per token. */
  readonly challengeLimit: Limit;
}

/** The caller's user id: a registered account, else 401 `Authentication required`. */
const member = registeredUser;

/** The reply schemas of a call whose success is `{ success: true, data }`. */
const replies = <T extends z.ZodType>(dataSchema: T) => ({
  200: socialReplySchema(dataSchema),
  ...ERROR_REPLIES,
});

const friendTags = ['friends'];
const challengeTags = ['challenges'];

/** Registers the friends and challenges routes. */
export async function socialRoutes(app: FastifyInstance, options: SocialRouteOptions): Promise<void> {
  const { friends, challenges } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Every failure of these routes (validation, 401, 404, 409, 429, ...) says `success: false`.
  flagFailures(app);
  api.addHook('preValidation', async (request) => {
    member(request);
  });
  const friendWrite = limitHook(options.friendLimit);
  const challengeWrite = limitHook(options.challengeLimit);

  // Friends. Static paths before `/:id/...` is irrelevant to Fastify's router, but kept first.
  api.get(
    '/api/friends',
    { schema: { tags: friendTags, summary: "The caller's friends", response: replies(data.friends) } },
    async (request) => ok({ friends: await friends.list(member(request)) }),
  );

  api.get(
    '/api/friends/online',
    {
      schema: {
        tags: friendTags,
        summary: "The caller's friends online now",
        response: replies(data.online),
      },
    },
    async (request) => ok({ online_friends: await friends.online(member(request)) }),
  );

  api.get(
    '/api/friends/requests/pending',
    { schema: { tags: friendTags, summary: 'Friend requests received', response: replies(data.pending) } },
    async (request) => ok({ pending_requests: await friends.pending(member(request)) }),
  );

  api.get(
    '/api/friends/requests/sent',
    { schema: { tags: friendTags, summary: 'Friend requests sent', response: replies(data.sent) } },
    async (request) => ok({ sent_requests: await friends.sent(member(request)) }),
  );

  api.get(
    '/api/friends/search',
    {
      schema: {
        tags: friendTags,
        summary: 'Users by name, with where the caller stands with each',
        querystring: friendSearchQuerySchema,
        response: replies(data.search),
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      return ok({ users: await friends.search(member(request), q, limit) });
    },
  );

  api.post(
    '/api/friends/request',
    {
      onRequest: friendWrite,
      schema: {
        tags: friendTags,
        summary: 'Ask a user to be friends (201); 200 when they had asked first and it is a friendship',
        body: friendRequestBodySchema,
        response: { 201: socialReplySchema(data.request), ...replies(data.request) },
      },
    },
    async (request, reply) => {
      const result = unwrap(await friends.request(member(request), request.body.friend_id));
      return reply.status(result.status === 'pending' ? 201 : 200).send(ok(result));
    },
  );

  api.post(
    '/api/friends/:id/accept',
    {
      onRequest: friendWrite,
      schema: {
        tags: friendTags,
        summary: 'Accept a friend request',
        params: friendPathSchema,
        response: replies(data.accept),
      },
    },
    async (request) => ok({ friend: unwrap(await friends.accept(member(request), request.params.id)) }),
  );

  const done = { params: friendPathSchema, response: replies(data.done) };

  api.post(
    '/api/friends/:id/decline',
    { onRequest: friendWrite, schema: { tags: friendTags, summary: 'Decline a friend request', ...done } },
    async (request) => {
      const { id } = request.params;
      unwrap(await friends.decline(member(request), id));
      return ok({ friend_id: id });
    },
  );

  api.delete(
    '/api/friends/:id',
    { onRequest: friendWrite, schema: { tags: friendTags, summary: 'End a friendship', ...done } },
    async (request) => {
      const { id } = request.params;
      unwrap(await friends.remove(member(request), id));
      return ok({ friend_id: id });
    },
  );

  api.post(
    '/api/friends/block/:id',
    { onRequest: friendWrite, schema: { tags: friendTags, summary: 'Block a user', ...done } },
    async (request) => {
      const { id } = request.params;
      unwrap(await friends.block(member(request), id));
      return ok({ friend_id: id });
    },
  );

  api.delete(
    '/api/friends/block/:id',
    { onRequest: friendWrite, schema: { tags: friendTags, summary: 'Unblock a user', ...done } },
    async (request) => {
      const { id } = request.params;
      unwrap(await friends.unblock(member(request), id));
      return ok({ friend_id: id });
    },
  );

  // Challenges.
  api.get(
    '/api/challenges/pending',
    {
      schema: {
        tags: challengeTags,
        summary: 'Challenges received',
        response: replies(data.pendingChallenges),
      },
    },
    async (request) => ok({ pending_challenges: await challenges.pending(member(request), true) }),
  );

  api.get(
    '/api/challenges/sent',
    { schema: { tags: challengeTags, summary: 'Challenges sent', response: replies(data.sentChallenges) } },
    async (request) => ok({ sent_challenges: await challenges.pending(member(request), false) }),
  );

  api.get(
    '/api/challenges/history/:userId',
    {
      schema: {
        tags: challengeTags,
        summary: 'The challenges between the caller and one user',
        params: challengeHistoryPathSchema,
        querystring: challengeHistoryQuerySchema,
        response: replies(data.history),
      },
    },
    async (request) =>
      ok({ history: await challenges.history(member(request), request.params.userId, request.query.limit) }),
  );

  api.post(
    '/api/challenges',
    {
      onRequest: challengeWrite,
      schema: {
        tags: challengeTags,
        summary: 'Challenge a friend',
        body: createChallengeBodySchema,
        response: { 201: socialReplySchema(data.challenge), ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const challenge = unwrap(await challenges.create(member(request), request.body));
      return reply.status(201).send(ok({ challenge }));
    },
  );

  const challengeAction = (summary: string) => ({
    onRequest: challengeWrite,
    schema: { tags: challengeTags, summary, params: challengePathSchema, response: replies(data.challenge) },
  });

  api.post(
    '/api/challenges/:id/accept',
    {
      onRequest: challengeWrite,
      schema: {
        tags: challengeTags,
        summary: 'Accept a challenge; the reply names the new game',
        params: challengePathSchema,
        response: replies(data.acceptChallenge),
      },
    },
    async (request) => ok(unwrap(await challenges.accept(member(request), request.params.id))),
  );

  api.post('/api/challenges/:id/decline', challengeAction('Decline a challenge'), async (request) =>
    ok({ challenge: unwrap(await challenges.decline(member(request), request.params.id)) }),
  );

  api.post('/api/challenges/:id/cancel', challengeAction('Cancel a challenge one sent'), async (request) =>
    ok({ challenge: unwrap(await challenges.cancel(member(request), request.params.id)) }),
  );
}
