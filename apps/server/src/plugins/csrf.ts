// CSRF protection by double submit: GET /api/health sets a random token in a cookie and a header;
// every non-GET call must echo the cookie's value in `X-CSRF-Token`. A cross-site page can make the
// browser send the cookie but cannot read it, so it cannot forge the header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@checkers/protocol';
import { reject } from '../lib/errors.js';

/** Name of the CSRF cookie; the client reads it and sends it back in the header. */
export const CSRF_COOKIE = 'csrf_token';
/** Name of the CSRF header. */
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a token this server issues looks like (24 random bytes in base64url are 32 characters). An
 * empty or short pair would otherwise match itself: a page that can plant a cookie (a sibling
 * subdomain) could send '' and ''.
 */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,64}$/;

function sameToken(a: string, b: string): boolean {
  if (!TOKEN_FORMAT.test(a)) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sets a fresh CSRF cookie and header (or repeats the current one) and returns the token. */
    issueCsrf(): string;
  }
}

async function csrfPlugin(app: FastifyInstance, options: { secure: boolean }): Promise<void> {
  app.decorateReply('issueCsrf', function issueCsrf(this: FastifyReply): string {
    const current = this.request.cookies[CSRF_COOKIE];
    const token = current && TOKEN_FORMAT.test(current) ? current : randomBytes(24).toString('base64url');
    this.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'strict',
      httpOnly: false,
      secure: options.secure,
    });
    this.header(CSRF_HEADER, token);
    return token;
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (typeof cookie !== 'string' || typeof header !== 'string' || !sameToken(cookie, header)) {
      reject('csrf_failed', MESSAGES.csrf);
    }
  });
}

/** Checks the CSRF double submit on every non-GET request. */
export default fp(csrfPlugin, { name: 'csrf', dependencies: ['@fastify/cookie'] });
