// Friends and challenges routes (extended spec §7; CONTRACTS "General", "Friends", "Challenges").
// Thin: check the caller is a registered account, parse the path, query and body with the
// protocol's schemas, ask the service, reply `{ success: true, data }`. Failures are the usual
// error body with `success: false` added (for these routes only: they are registered in a plugin
// of their own, whose hook adds it). The writing calls are rate limited per IP and per token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  challengeHistoryPathSchema,
  challengeHistoryQuerySchema,
  challengePathSchema,
  createChallengeBodySchema,
  friendPathSchema,
  friendRequestBodySchema,
  friendSearchQuerySchema,
  type SocialReplies,
} from '@checkers/protocol';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { flagFailures, ok, registeredUser } from '../../lib/replies.js';
import { parseInput } from '../../lib/validate.js';
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

const friendOf = (request: FastifyRequest): string => parseInput(friendPathSchema, request.params).id;
const challengeOf = (request: FastifyRequest): string => parseInput(challengePathSchema, request.params).id;

/** Registers the friends and challenges routes. */
export async function socialRoutes(app: FastifyInstance, options: SocialRouteOptions): Promise<void> {
  const { friends, challenges } = options;
  // Every failure of these routes (validation, 401, 404, 409, 429, ...) says `success: false`.
  flagFailures(app);
  const friendWrite = { onRequest: limitHook(options.friendLimit) };
  const challengeWrite = { onRequest: limitHook(options.challengeLimit) };

  // Friends. Static paths before `/:id/...` is irrelevant to Fastify's router, but kept first.
  app.get('/api/friends', async (request) => {
    const data: SocialReplies['friends'] = { friends: await friends.list(member(request)) };
    return ok(data);
  });

  app.get('/api/friends/online', async (request) => {
    const data: SocialReplies['online'] = { online_friends: await friends.online(member(request)) };
    return ok(data);
  });

  app.get('/api/friends/requests/pending', async (request) => {
    const data: SocialReplies['pending'] = { pending_requests: await friends.pending(member(request)) };
    return ok(data);
  });

  app.get('/api/friends/requests/sent', async (request) => {
    const data: SocialReplies['sent'] = { sent_requests: await friends.sent(member(request)) };
    return ok(data);
  });

  app.get('/api/friends/search', async (request) => {
    const me = member(request);
    const { q, limit } = parseInput(friendSearchQuerySchema, request.query);
    const data: SocialReplies['search'] = { users: await friends.search(me, q, limit) };
    return ok(data);
  });

  app.post('/api/friends/request', friendWrite, async (request, reply) => {
    const me = member(request);
    const { friend_id } = parseInput(friendRequestBodySchema, request.body);
    const data: SocialReplies['request'] = unwrap(await friends.request(me, friend_id));
    reply.status(data.status === 'pending' ? 201 : 200);
    return ok(data);
  });

  app.post('/api/friends/:id/accept', friendWrite, async (request) => {
    const me = member(request);
    const data: SocialReplies['accept'] = { friend: unwrap(await friends.accept(me, friendOf(request))) };
    return ok(data);
  });

  app.post('/api/friends/:id/decline', friendWrite, async (request) => {
    const me = member(request);
    const id = friendOf(request);
    unwrap(await friends.decline(me, id));
    const data: SocialReplies['done'] = { friend_id: id };
    return ok(data);
  });

  app.delete('/api/friends/:id', friendWrite, async (request) => {
    const me = member(request);
    const id = friendOf(request);
    unwrap(await friends.remove(me, id));
    const data: SocialReplies['done'] = { friend_id: id };
    return ok(data);
  });

  app.post('/api/friends/block/:id', friendWrite, async (request) => {
    const me = member(request);
    const id = friendOf(request);
    unwrap(await friends.block(me, id));
    const data: SocialReplies['done'] = { friend_id: id };
    return ok(data);
  });

  app.delete('/api/friends/block/:id', friendWrite, async (request) => {
    const me = member(request);
    const id = friendOf(request);
    unwrap(await friends.unblock(me, id));
    const data: SocialReplies['done'] = { friend_id: id };
    return ok(data);
  });

  // Challenges.
  app.get('/api/challenges/pending', async (request) => {
    const data: SocialReplies['pendingChallenges'] = {
      pending_challenges: await challenges.pending(member(request), true),
    };
    return ok(data);
  });

  app.get('/api/challenges/sent', async (request) => {
    const data: SocialReplies['sentChallenges'] = {
      sent_challenges: await challenges.pending(member(request), false),
    };
    return ok(data);
  });

  app.get('/api/challenges/history/:userId', async (request) => {
    const me = member(request);
    const { userId } = parseInput(challengeHistoryPathSchema, request.params);
    const { limit } = parseInput(challengeHistoryQuerySchema, request.query);
    const data: SocialReplies['history'] = { history: await challenges.history(me, userId, limit) };
    return ok(data);
  });

  app.post('/api/challenges', challengeWrite, async (request, reply) => {
    const me = member(request);
    const body = parseInput(createChallengeBodySchema, request.body);
    const data: SocialReplies['challenge'] = { challenge: unwrap(await challenges.create(me, body)) };
    reply.status(201);
    return ok(data);
  });

  app.post('/api/challenges/:id/accept', challengeWrite, async (request) => {
    const me = member(request);
    const data: SocialReplies['acceptChallenge'] = unwrap(await challenges.accept(me, challengeOf(request)));
    return ok(data);
  });

  app.post('/api/challenges/:id/decline', challengeWrite, async (request) => {
    const me = member(request);
    const data: SocialReplies['challenge'] = {
      challenge: unwrap(await challenges.decline(me, challengeOf(request))),
    };
    return ok(data);
  });

  app.post('/api/challenges/:id/cancel', challengeWrite, async (request) => {
    const me = member(request);
    const data: SocialReplies['challenge'] = {
      challenge: unwrap(await challenges.cancel(me, challengeOf(request))),
    };
    return ok(data);
  });
}
