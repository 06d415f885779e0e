// Bearer tokens and ids: a token is 256 random bits and only its SHA-256 hash is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Hash of a token as stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A random id with a prefix, e.g. `p_3f9a...`. */
export const randomId = (prefix: string): string => `${prefix}_${randomBytes(8).toString('hex')}`;

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
