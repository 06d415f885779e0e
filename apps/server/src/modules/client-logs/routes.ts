// POST /api/logs: the client logger's flushed buffer (off by default in the browser). Open to guests
// too: the token is optional and only names the player in the log. Each entry goes to the server's
// log at its level, scrubbed (scrub.ts) and cut; nothing is stored. Rate limited per IP: a client
// flushes every 30 s at most, so a few batches a minute is plenty.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_LOG_LIMITS, clientLogBodySchema, noContentSchema } from '@checkers/protocol';
import { limitHook, type Limit } from '../../lib/limits.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import { scrub } from './scrub.js';

/** What the client-log route needs. */
export interface ClientLogRouteOptions {
  /** The server's logger (looked up at each call). */
  readonly log: FastifyBaseLogger;
  /** Batches per IP. */
  readonly limit: Limit;
}

/** Longest message kept in the server's log. */
const MESSAGE_MAX = Math.min(CLIENT_LOG_LIMITS.messageMax, 300);

/** Registers `POST /api/logs`. */
export async function clientLogRoutes(app: FastifyInstance, options: ClientLogRouteOptions): Promise<void> {
  const schema = {
    tags: ['client-logs'],
    summary: "The client logger's buffer, written to the server's log",
    body: clientLogBodySchema,
    response: { 204: noContentSchema, ...ERROR_REPLIES },
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/logs', { onRequest: limitHook(options.limit), schema }, async (request, reply) => {
    const { body } = request;
    const playerId = request.identity?.userId ?? null;
    const version = scrub(body.version, 32);
    for (const entry of body.entries) {
      const details = {
        source: 'client',
        playerId,
        version,
        context: entry.context === undefined ? undefined : scrub(entry.context, 64),
        at: Math.abs(entry.timestamp) <= 8.64e15 ? new Date(entry.timestamp).toISOString() : undefined,
      };
      options.log[entry.level](details, scrub(entry.message, MESSAGE_MAX));
    }
    return reply.code(204).send(null);
  });
}
