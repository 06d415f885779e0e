// GET /api/health: liveness, the version, and a CSRF token (cookie + header) for the client.
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@checkers/protocol';

/** Registers the health route. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    reply.issueCsrf();
    return { status: 'ok' as const, version: APP_VERSION };
  });
}
