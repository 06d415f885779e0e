// Rate limits that count each caller twice: by IP and by bearer token. Counting by IP alone lets a
// token be used from many addresses; counting by token alone lets a client mint a new token (or
// send random ones) for every call. Built on @fastify/rate-limit's counters. An address is counted
// by its `addressKey` (an IPv6 client by its /64).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@checkers/protocol';
import { addressKey } from './ip-address.js';
import { hashToken } from './tokens.js';
import { reject } from './errors.js';

/** Where a request's token is: the Authorization header (HTTP) or the `token` query (WebSocket). */
export type TokenOf = (request: FastifyRequest) => string | undefined;

/** Counts a request against a limit: 0 when allowed, else the seconds until the caller may go on. */
export type Limit = (request: FastifyRequest) => Promise<number>;

// A socket counts every frame against the request that opened it: hashing its token once per
// request, not once per frame, took a SHA-256 off every message.
const hashes = new WeakMap<FastifyRequest, { readonly token: string; readonly hash: string }>();
function tokenKey(request: FastifyRequest, token = ''): string {
  const known = hashes.get(request);
  if (known?.token === token) return known.hash;
  const hash = hashToken(token);
  hashes.set(request, { token, hash });
  return hash;
}

/** A limit of `max` per `windowMs` for each IP and, separately, for each token. */
export function perIpAndToken(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
  tokenOf: TokenOf,
): Limit {
  const byIp = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (r) => `${name}:ip:${addressKey(r.ip)}`,
  });
  const byToken = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (r) => `${name}:token:${tokenKey(r, tokenOf(r))}`,
    allowList: (r) => tokenOf(r) === undefined,
  });
  return async (request) => {
    const counts = await Promise.all([byIp(request), byToken(request)]);
    let wait = 0;
    for (const c of counts) if (!c.isAllowed && c.isExceeded) wait = Math.max(wait, c.ttlInSeconds, 1);
    return wait;
  };
}

/** A limit of `max` per `windowMs` for each IP alone. */
export function perIp(app: FastifyInstance, name: string, max: number, windowMs: number): Limit {
  const byIp = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (r) => `${name}:ip:${addressKey(r.ip)}`,
  });
  return async (request) => {
    const count = await byIp(request);
    return !count.isAllowed && count.isExceeded ? Math.max(count.ttlInSeconds, 1) : 0;
  };
}

/** An onRequest hook that answers 429 "Too many requests" when a limit is exceeded. */
export function limitHook(limit: Limit): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const wait = await limit(request);
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    reject('rate_limited', MESSAGES.tooManyRequests);
  };
}
