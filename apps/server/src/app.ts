// Builds the Fastify application as a plugin tree: external plugins, then ours, then routes. Tests
// build it directly; server.ts only listens.
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openStorage, type Storage } from './db/database.js';
import { LocalEventBus, type EventBus } from './domain/bus.js';
import { IdentityService } from './domain/identity.js';
import authPlugin from './plugins/auth.js';
import csrfPlugin from './plugins/csrf.js';
import errorsPlugin from './plugins/errors.js';
import { healthRoutes } from './routes/health.js';

/** Services shared by the routes. */
export interface Services {
  readonly storage: Storage;
  readonly bus: EventBus;
  readonly identities: IdentityService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The largest request body accepted. */
const BODY_LIMIT = 16 * 1024;

/** Builds the app with its storage and services; closing the app closes them. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
  });
  const storage = await openStorage(config);
  const bus: EventBus = new LocalEventBus();
  const services: Services = { storage, bus, identities: new IdentityService(storage.db, config.tokenTtlMs) };
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await bus.close();
    await storage.close();
  });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        // Only behind HTTPS: on plain HTTP it would send browsers to a port nobody listens on.
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: (request) => request.headers.authorization ?? request.ip,
  });
  await app.register(websocket, { options: { maxPayload: BODY_LIMIT } });
  await app.register(csrfPlugin, { secure: config.secureCookies });
  await app.register(authPlugin, { identities: services.identities });

  await app.register(healthRoutes);
  return app;
}
