// The API's reference, generated from the routes' own schemas so it cannot drift from them: the
// OpenAPI document at /api/openapi.json and a browsable page at /api/docs. The page's scripts and
// styles come from the swagger-ui package itself (no CDN), so it works offline and under the
// site's Content Security Policy (scripts from self only).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@checkers/protocol';

/** Where the reference page lives. */
export const DOCS_PREFIX = '/api/docs';

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/**
 * The routes' zod schemas as JSON Schema. The websocket plugin hides every socket route from the
 * reference; ours are documented all the same (their query, and that they upgrade).
 */
const transform: typeof zodToJsonSchema = (input) => {
  const { route, schema } = input as typeof input & { route?: { websocket?: boolean } };
  if (route?.websocket !== true || schema === undefined) return zodToJsonSchema(input);
  const { hide: _hidden, ...shown } = schema as Record<string, unknown>;
  return zodToJsonSchema({ ...input, schema: shown });
};

async function apiDocsPlugin(app: FastifyInstance): Promise<void> {
  // Registered before the routes: swagger collects each route as it is added.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Checkers API',
        version: APP_VERSION,
        description:
          'The HTTP and WebSocket calls of the checkers server. Rules, limits and flows are in docs/API.md.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from another site.
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** Serves the generated API reference. */
export default fp(apiDocsPlugin, { name: 'api-docs' });
