// Builds the Fastify application as a plugin tree: external plugins, then ours, then routes. Tests
// build it directly; server.ts only listens.
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { DEFAULT_RATING } from '@checkers/protocol';
import type { Config } from './config.js';
import { openStorage, type Storage } from './db/database.js';
import { perIp, perIpAndToken } from './lib/limits.js';
import { bearerToken } from './lib/tokens.js';
import authPlugin from './plugins/auth.js';
import csrfPlugin from './plugins/csrf.js';
import errorsPlugin from './plugins/errors.js';
import webPlugin from './plugins/web.js';
import {
  AccountService,
  HashQueue,
  IdentityService,
  SignInGuard,
  authRoutes,
} from './modules/accounts/index.js';
import { ChatService } from './modules/chat/index.js';
import { EventLog, GameService, gameRoutes, gamesRoomPort, stateOf } from './modules/games/index.js';
import { healthRoutes } from './modules/health/index.js';
import { LeaderboardService, leaderboardRoutes } from './modules/leaderboard/index.js';
import { RatingService } from './modules/ratings/index.js';
import { RetentionService } from './modules/retention/index.js';
import {
  ConnectionCaps,
  Hub,
  MessageLimiter,
  openFanOut,
  socketRoutes,
  type EventBus,
  type Presence,
} from './modules/realtime/index.js';
import {
  INVITE_LIST_PER_MINUTE,
  InviteService,
  RoomService,
  RoomStore,
  roomRoutes,
  spectateRoutes,
} from './modules/rooms/index.js';

/** Services shared by the routes. */
export interface Services {
  readonly storage: Storage;
  readonly bus: EventBus;
  readonly identities: IdentityService;
  readonly accounts: AccountService;
  readonly store: RoomStore;
  readonly presence: Presence;
  readonly hub: Hub;
  readonly rooms: RoomService;
  readonly games: GameService;
  readonly invites: InviteService;
  readonly ratings: RatingService;
  readonly leaderboard: LeaderboardService;
  readonly retention: RetentionService;
  /** Open sockets per token, per address and on this node. */
  readonly sockets: ConnectionCaps;
  readonly hashing: HashQueue;
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
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // The socket URL carries a bearer token: logs get the URL without it.
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: withoutToken(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    bodyLimit: BODY_LIMIT,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  });
  // Calls whose payload is empty (resign, invite answers) may come with a JSON content type and
  // no body at all; that is read as no payload rather than refused as broken JSON.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return json(request, text, done);
  });
  const storage = await openStorage(config);
  const identities = new IdentityService(storage.db, config.tokenTtlMs);
  const store = new RoomStore(storage.db, config.ratedPairLimit);
  const eventLog = new EventLog(store);
  const warn = (details: Record<string, unknown>, message: string): void => app.log.warn(details, message);
  const { bus, presence } = await openFanOut({
    redisUrl: config.redisUrl,
    abandonClaimMs: config.abandonClaimMs,
    presenceTtlMs: config.presenceTtlMs,
    missed: async (room, after) =>
      (await eventLog.after(room, after, config.maxReplay)).map((event) => event.message),
    warn,
  });
  const hub = new Hub(bus);
  const pickColor = (): 'red' | 'black' => (randomInt(2) === 0 ? 'red' : 'black');
  const rooms = new RoomService(
    store,
    identities,
    bus,
    presence,
    config.maxSpectators,
    pickColor,
    stateOf,
    config.spectatorSeatMs,
  );
  const ratings = new RatingService(storage.db, bus, warn);
  const leaderboard = new LeaderboardService(storage.db, { warn });
  // A game rated here shows in this node's figures when they are next asked for (recomputed at
  // most every 5 s; other nodes' within their 30 s cache).
  ratings.onRated(() => leaderboard.ratingsChanged());
  const hashing = new HashQueue(config.hashing);
  const retention = new RetentionService(storage.db, {
    info: (details: Record<string, unknown>, message: string) => app.log.info(details, message),
    warn,
  });
  const services: Services = {
    storage,
    bus,
    identities,
    accounts: new AccountService(storage.db, identities, hashing),
    store,
    presence,
    hub,
    rooms,
    games: new GameService(store, bus, presence, ratings),
    invites: new InviteService(storage.db, store, rooms),
    ratings,
    leaderboard,
    retention,
    sockets: new ConnectionCaps(config.sockets),
    hashing,
  };
  app.decorate('services', services);
  retention.start(config.retentionSweepMs);
  // Games whose rating a crash cut short are rated now, in the background: a long backlog must not
  // hold up listening, and each is claimed exactly once, whichever node or move gets there first.
  ratings.rateMissedInBackground();
  app.addHook('onClose', async () => {
    await retention.stop();
    await presence.close();
    await bus.close();
    await storage.close();
  });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives(config.secureCookies) },
    // HSTS only means something behind HTTPS.
    strictTransportSecurity: config.secureCookies ? undefined : false,
  });
  await app.register(cookie);
  // Every API call counts against its IP; the web app's files do not.
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  await app.register(websocket, { options: { maxPayload: BODY_LIMIT } });
  await app.register(csrfPlugin, { secure: config.secureCookies });
  await app.register(authPlugin, { identities: services.identities });

  const { windowMs } = config.rateLimit;
  const perMinute = (name: string, max: number) => perIpAndToken(app, name, max, windowMs, bearerToken);
  const joinLimit = perMinute('join', config.rateLimit.joins);
  await app.register(healthRoutes);
  await app.register(authRoutes, {
    accounts: services.accounts,
    signIns: new SignInGuard({
      perPair: config.rateLimit.logins,
      perAddress: config.rateLimit.loginsPerAddress,
      failuresPerUser: config.rateLimit.loginFailures,
      windowMs,
      failureWindowMs: 3600_000,
    }),
    // Per address only: a registration with a guest token is the guest's one registration.
    registerLimit: perIp(app, 'register', config.rateLimit.registers, 3600_000),
  });
  await app.register(roomRoutes, {
    rooms,
    createLimit: perMinute('create', config.rateLimit.createRoom),
    joinLimit,
  });
  await app.register(gameRoutes, {
    games: services.games,
    store,
    presence,
    moveLimit: perMinute('move', config.rateLimit.moves),
    records: { identities, ratings },
  });
  await app.register(leaderboardRoutes, { leaderboard: services.leaderboard });
  await app.register(spectateRoutes, {
    rooms,
    invites: services.invites,
    store,
    presence,
    joinLimit,
    inviteListLimit: perMinute('invite-list', INVITE_LIST_PER_MINUTE),
    playersOf: async (ids) => {
      const [profiles, rated] = await Promise.all([identities.profilesOf(ids), ratings.currentRatings(ids)]);
      return new Map(
        [...profiles].map(([id, profile]) => [
          id,
          {
            name: profile.name,
            rating: profile.kind === 'account' ? Math.round(rated.get(id) ?? DEFAULT_RATING) : null,
          },
        ]),
      );
    },
  });
  await app.register(socketRoutes, {
    identities,
    rooms: gamesRoomPort({
      store,
      log: eventLog,
      games: services.games,
      presence,
      maxReplay: config.maxReplay,
    }),
    presence,
    bus,
    hub,
    messageLimit: new MessageLimiter(config.rateLimit.socketMessagesPerSecond, 1000),
    floodCloseAfter: config.rateLimit.socketFloodClose,
    caps: services.sockets,
    heartbeatMs: config.heartbeatMs,
    chat: new ChatService({ db: storage.db, bus, hub, rooms: store, accounts: services.accounts, warn }),
    seats: store.seats,
  });
  await app.register(webPlugin, { webDir: config.webDir });
  return app;
}

/** A request URL with the value of its `token` query parameter hidden. */
export function withoutToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[hidden]');
}

/**
 * The Content Security Policy: everything from this origin only. It lets the Vite-built React app
 * run (module scripts and styles from self; React's style attributes), its AI worker start (self
 * or blob), and its socket reach this same host over ws: or wss: (listed by host, because older
 * browsers do not let 'self' cover WebSocket schemes).
 */
function cspDirectives(secure: boolean): Record<string, Iterable<string | CspValue> | null> {
  // A Host header is the client's to choose: only a plain host[:port] goes into the policy.
  const plainHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
  const socketOf =
    (scheme: 'ws' | 'wss'): CspValue =>
    (request) => {
      const host = request.headers.host ?? '';
      return plainHost.test(host) ? `${scheme}://${host}` : "'self'";
    };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // wss: too on plain HTTP, for a TLS-terminating proxy in front that does not say so.
    connectSrc: ["'self'", socketOf('ws'), socketOf('wss')],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    // Only behind HTTPS: on plain HTTP it would send browsers to a port nobody listens on.
    upgradeInsecureRequests: secure ? [] : null,
  };
}

/** A CSP value computed for each request. */
type CspValue = (request: IncomingMessage) => string;
