// Builds the Fastify application as a plugin tree: external plugins, then ours, then routes. Tests
// build it directly; server.ts only listens.
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_RATING } from '@checkers/protocol';
import type { Config } from './config.js';
import { addressKey } from './lib/ip-address.js';
import { perIp, perIpAndToken } from './lib/limits.js';
import { bearerToken } from './lib/tokens.js';
import { zodValidatorCompiler } from './lib/validate.js';
import apiDocsPlugin from './plugins/api-docs.js';
import authPlugin from './plugins/auth.js';
import { cspDirectives } from './plugins/csp.js';
import csrfPlugin from './plugins/csrf.js';
import errorsPlugin from './plugins/errors.js';
import webPlugin from './plugins/web.js';
import { SignInGuard, authRoutes } from './modules/accounts/index.js';
import { achievementRoutes } from './modules/achievements/index.js';
import { MY_GAMES_PER_MINUTE, gameRoutes, gamesRoomPort, myGamesRoutes } from './modules/games/index.js';
import { healthRoutes } from './modules/health/index.js';
import { leaderboardRoutes } from './modules/leaderboard/index.js';
import { puzzleRoutes } from './modules/puzzles/index.js';
import { pushRoutes } from './modules/push/index.js';
import { clientLogRoutes } from './modules/client-logs/index.js';
import { MessageLimiter, socketRoutes } from './modules/realtime/index.js';
import { INVITE_LIST_PER_MINUTE, roomRoutes, spectateRoutes } from './modules/rooms/index.js';
import { socialRoutes } from './modules/social/index.js';
import { pairingRoutes } from './modules/pairing/index.js';
import { tournamentRoutes } from './modules/tournaments/index.js';
import { openServices, type Services } from './services.js';

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
  // Routes declare their params, query, body and replies with the protocol's zod schemas: Fastify
  // checks the input before a handler runs and the reply before it is sent.
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { services, close } = await openServices(config, app.log);
  app.decorate('services', services);
  app.addHook('onClose', close);
  const { identities, ratings, store, presence, rooms, eventLog, bus, hub } = services;

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
    keyGenerator: (request) => addressKey(request.ip),
  });
  await app.register(websocket, { options: { maxPayload: BODY_LIMIT } });
  await app.register(csrfPlugin, { secure: config.secureCookies });
  await app.register(authPlugin, { identities: services.identities });
  await app.register(apiDocsPlugin);

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
    speedRatings: (userId) => services.ratings.speedRatings(userId),
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
  await app.register(myGamesRoutes, {
    games: services.playerGames,
    sources: { identities, ratings },
    limit: perMinute('my-games', MY_GAMES_PER_MINUTE),
  });
  await app.register(leaderboardRoutes, {
    leaderboard: services.leaderboard,
    achievements: services.achievements.queries,
  });
  await app.register(spectateRoutes, {
    rooms,
    invites: services.invites,
    store,
    presence,
    joinLimit,
    inviteListLimit: perMinute('invite-list', INVITE_LIST_PER_MINUTE),
    playersOf: async (ids) => {
      const [profiles, rated] = await Promise.all([
        identities.profilesOf(ids),
        ratings.currentRatings(ids, 'overall'),
      ]);
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
    sessions: services.sessionSockets,
    heartbeatMs: config.heartbeatMs,
    chat: services.chat,
    seats: store.seats,
    clientFacts: services.achievements,
    userPresence: services.userPresence,
  });
  await app.register(achievementRoutes, {
    achievements: services.achievements,
    reportLimit: perMinute('achievement-report', config.rateLimit.achievementReports),
  });
  await app.register(socialRoutes, {
    friends: services.friends,
    challenges: services.challenges,
    friendLimit: perMinute('friends', config.rateLimit.friendActions),
    challengeLimit: perMinute('challenges', config.rateLimit.challengeActions),
  });
  await app.register(puzzleRoutes, {
    puzzles: services.puzzles,
    hintLimit: perMinute('daily-hints', config.rateLimit.dailyHints),
    submitLimit: perMinute('daily-submits', config.rateLimit.dailySubmits),
  });
  await app.register(pushRoutes, {
    push: services.push,
    limit: perMinute('push', config.push.actionsPerMinute),
  });
  await app.register(pairingRoutes, {
    pairing: services.pairing,
    identities,
    actionLimit: perMinute('pairing', config.pairing.actionsPerMinute),
    pollLimit: perMinute('pairing-polls', config.pairing.pollsPerMinute),
  });
  await app.register(tournamentRoutes, {
    tournaments: services.tournaments,
    actionLimit: perMinute('tournaments', config.tournaments.actionsPerMinute),
    readLimit: perMinute('tournament-reads', config.tournaments.readsPerMinute),
  });
  await app.register(clientLogRoutes, {
    log: app.log,
    limit: perIp(app, 'client-logs', config.clientLogsPerMinute, windowMs),
  });
  await app.register(webPlugin, { webDir: config.webDir });
  return app;
}

/** A request URL with the value of its `token` query parameter hidden. */
export function withoutToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[hidden]');
}
