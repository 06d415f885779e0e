// Serves the built web app (apps/web/dist) when it exists: its files at `/`, and index.html for
// any other GET outside /api, so a page reloaded on any URL still starts the app. Unknown /api
// paths keep the JSON 404.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors.js';

/** True when `dir` holds a built web app. */
export const hasWebApp = (dir: string): boolean => existsSync(join(dir, 'index.html'));

function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send(errorBody({ code: 'not_found', message: `No route for ${request.method} ${request.url}` }));
}

const isPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  request.url !== '/api';

async function webPlugin(app: FastifyInstance, options: { webDir: string }): Promise<void> {
  if (!hasWebApp(options.webDir)) {
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.webDir,
    wildcard: true,
    index: ['index.html'],
    // The build writes brotli and gzip copies beside each text file: sent as the browser allows.
    preCompressed: true,
    // Vite puts content hashes in the names of everything under assets/: those never change.
    // Everything else (index.html, the service worker, the manifest) must be revalidated.
    setHeaders: (res, path) => {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
    cacheControl: false,
  });
  app.setNotFoundHandler((request, reply) => {
    if (!isPage(request)) return notFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** Serves the web app's files and pages, or only the JSON 404 when there is no build. */
export default fp(webPlugin, { name: 'web' });
