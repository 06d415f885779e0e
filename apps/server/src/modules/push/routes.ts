// The push calls. Thin: a registered account (`401 Authentication required` otherwise, whatever
// was sent), the body checked by the protocol's schemas, the service asked. Replies as the rest of
// the API (no `success` envelope). Subscribe and unsubscribe are rate limited per IP and per
// token; the key is read freely (every call still counts per IP).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pushSubscribeBodySchema,
  pushSubscribeReplySchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribeReplySchema,
  vapidKeyResponseSchema,
} from '@checkers/protocol';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { registeredUser } from '../../lib/replies.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import type { PushService } from './push-service.js';

/** What the push routes need. */
export interface PushRouteOptions {
  readonly push: PushService;
  /** Subscribe and unsubscribe calls, per IP and per token. */
  readonly limit: Limit;
}

const tags = ['push'];

/** Registers the push routes. */
export async function pushRoutes(app: FastifyInstance, options: PushRouteOptions): Promise<void> {
  const { push } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('preValidation', async (request) => {
    registeredUser(request);
  });

  api.get(
    '/api/push/vapid-key',
    {
      schema: {
        tags,
        summary: "The server's public VAPID key",
        response: { 200: vapidKeyResponseSchema, ...ERROR_REPLIES },
      },
    },
    async () => ({ vapidKey: push.vapidKey }),
  );

  api.post(
    '/api/push/subscribe',
    {
      onRequest: limitHook(options.limit),
      schema: {
        tags,
        summary: "Save this browser's push subscription",
        body: pushSubscribeBodySchema,
        response: { 201: pushSubscribeReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const saved = unwrap(await push.subscribe(registeredUser(request), request.body));
      return reply.code(201).send(saved);
    },
  );

  api.post(
    '/api/push/unsubscribe',
    {
      onRequest: limitHook(options.limit),
      schema: {
        tags,
        summary: "Remove the caller's push subscriptions (or one)",
        body: pushUnsubscribeBodySchema,
        response: { 200: pushUnsubscribeReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => unwrap(await push.unsubscribe(registeredUser(request), request.body)),
  );
}
