// The push calls (extended spec §7; CONTRACTS "Push notifications"). Thin: a registered account
// (`401 Authentication required` otherwise), the body parsed with the protocol's schemas, the
// service asked. Replies as the existing API (no `success` envelope). Subscribe and unsubscribe
// are rate limited per IP and per token; the key is read freely (every call still counts per IP).
import type { FastifyInstance } from 'fastify';
import { pushSubscribeBodySchema, pushUnsubscribeBodySchema } from '@checkers/protocol';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { registeredUser } from '../../lib/replies.js';
import { parseInput } from '../../lib/validate.js';
import type { PushService } from './push-service.js';

/** What the push routes need. */
export interface PushRouteOptions {
  readonly push: PushService;
  /** Subscribe and unsubscribe calls, per IP and per token. */
  readonly limit: Limit;
}

/** Registers the push routes. */
export async function pushRoutes(app: FastifyInstance, options: PushRouteOptions): Promise<void> {
  const { push } = options;

  app.get('/api/push/vapid-key', async (request) => {
    registeredUser(request);
    return { vapidKey: push.vapidKey };
  });

  app.post('/api/push/subscribe', { onRequest: limitHook(options.limit) }, async (request, reply) => {
    const me = registeredUser(request);
    const body = parseInput(pushSubscribeBodySchema, request.body);
    const saved = unwrap(await push.subscribe(me, body));
    return reply.code(201).send(saved);
  });

  app.post('/api/push/unsubscribe', { onRequest: limitHook(options.limit) }, async (request) => {
    const me = registeredUser(request);
    const body = parseInput(pushUnsubscribeBodySchema, request.body);
    return unwrap(await push.unsubscribe(me, body));
  });
}
