// The reply style of the friends, challenges and daily-puzzle calls:
// `{ success: true, data }` on success; the project's error body with `success: false` added on
// failure. Only for the routes registered in a plugin that calls `flagFailures`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOCIAL_MESSAGES } from '@checkers/protocol';
import { reject } from './errors.js';

/** A successful reply. */
export const ok = <T>(data: T): { success: true; data: T } => ({ success: true, data });

/** The caller's user id: a registered account, else 401 `Authentication required`. */
export function registeredUser(request: FastifyRequest): string {
  const identity = request.requireIdentity();
  if (identity.kind !== 'account') reject('unauthorized', SOCIAL_MESSAGES.authenticationRequired);
  return identity.userId;
}

/**
 * Makes every failure of the routes of this plugin (validation, 401, 404, 409, 429, ...) say
 * `success: false`. Call it inside the routes' own plugin: the hook stays within that plugin.
 */
export function flagFailures(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null) return payload;
    return { success: false, ...(payload as Record<string, unknown>) };
  });
}
