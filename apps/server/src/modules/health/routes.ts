// GET /api/health: liveness, the version, and a CSRF token (cookie + header) for the client.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION, healthResponseSchema } from '@checkers/protocol';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';

/** Registers the health route. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and version; issues the CSRF cookie and header',
        response: { 200: healthResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (_request, reply) => {
      reply.issueCsrf();
      return { status: 'ok' as const, version: APP_VERSION };
    },
  );
}
