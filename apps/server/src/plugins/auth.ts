// Bearer-token authentication: resolves `Authorization: Bearer <token>` to an identity. Routes that
// need one call `request.requireIdentity()`; a bad token only fails the routes that need one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { reject } from '../lib/errors.js';
import { bearerToken } from '../lib/tokens.js';
import type { Identity, IdentityService } from '../modules/accounts/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when a valid bearer token was sent. */
    identity: Identity | null;
    /** What the bearer token turned out to be. */
    tokenStatus: 'none' | 'valid' | 'expired' | 'unknown';
    /** The caller, or a 401. */
    requireIdentity(): Identity;
  }
}

async function authPlugin(app: FastifyInstance, options: { identities: IdentityService }): Promise<void> {
  app.decorateRequest('identity', null);
  app.decorateRequest('tokenStatus', 'none');
  app.decorateRequest('requireIdentity', function requireIdentity(this: FastifyRequest): Identity {
    if (this.identity !== null) return this.identity;
    if (this.tokenStatus === 'expired') reject('unauthorized', 'Session expired');
    reject('unauthorized', this.tokenStatus === 'unknown' ? 'Invalid token' : 'Authentication required');
  });
  // Before the route schemas check the input, so that a route may refuse a caller it does not
  // serve (401) whatever that caller sent.
  app.addHook('preValidation', async (request) => {
    const token = bearerToken(request);
    if (token === undefined || token === 'null') return;
    const found = await options.identities.lookup(token);
    request.tokenStatus = found.status;
    if (found.status === 'valid') request.identity = found.identity;
  });
}

/** Resolves bearer tokens on every request. */
export default fp(authPlugin, { name: 'auth' });
