// Builds the Fastify application as a plugin tree: external plugins, then ours, then routes. Tests
// build it directly; server.ts only listens.
import { randomInt } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { openStorage, type Storage } from './db/database.js';
import { LocalEventBus, type EventBus } from './domain/bus.js';
import { GameService } from './domain/games.js';
import { Hub } from './domain/hub.js';
import { IdentityService } from './domain/identity.js';
import { InviteService } from './domain/invites.js';
import { Presence } from './domain/presence.js';
import { RoomStore } from './domain/room-store.js';
import { RoomService } from './domain/rooms.js';
import authPlugin from './plugins/auth.js';
import csrfPlugin from './plugins/csrf.js';
import errorsPlugin from './plugins/errors.js';
import { gameRoutes } from './routes/game.js';
import { healthRoutes } from './routes/health.js';
import { roomRoutes } from './routes/rooms.js';
import { spectateRoutes } from './routes/spectate.js';
import { socketRoutes } from './routes/ws.js';

/** Services shared by the routes. */
export interface Services {
  readonly storage: Storage;
  readonly bus: EventBus;
  readonly identities: IdentityService;
  readonly store: RoomStore;
  readonly presence: Presence;
  readonly hub: Hub;
  readonly rooms: RoomService;
  readonly games: GameService;
  readonly invites: InviteService;
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
  const identities = new IdentityService(storage.db, config.tokenTtlMs);
  const store = new RoomStore(storage.db);
  const presence = new Presence();
  const hub = new Hub(bus);
  const pickColor = (): 'red' | 'black' => (randomInt(2) === 0 ? 'red' : 'black');
  const rooms = new RoomService(store, identities, bus, presence, config.maxSpectators, pickColor);
  const services: Services = {
    storage,
    bus,
    identities,
    store,
    presence,
    hub,
    rooms,
    games: new GameService(store, bus, presence),
    invites: new InviteService(storage.db, store, rooms),
  };
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
  await app.register(roomRoutes, { rooms: services.rooms, createLimit: config.rateLimit.createRoom });
  await app.register(gameRoutes, { games: services.games, moveLimit: config.rateLimit.moves });
  await app.register(spectateRoutes, { rooms, invites: services.invites, store, presence });
  await app.register(socketRoutes, {
    identities,
    store,
    games: services.games,
    presence,
    bus,
    hub,
    messagesPerSecond: config.rateLimit.socketMessagesPerSecond,
  });
  return app;
}
