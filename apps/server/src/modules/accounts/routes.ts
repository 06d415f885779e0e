// Account routes: register, sign in, sign out (this session or every one), sessions, who am I.
// Thin: the schemas check the input, the handler checks the limits, calls the account service and
// shapes the reply.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  authResponseSchema,
  loginRequestSchema,
  logoutAllResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  registerRequestSchema,
  sessionsResponseSchema,
  usernameSkeleton,
  type SpeedRatings,
} from '@checkers/protocol';
import { reject } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import { bearerToken } from '../../lib/tokens.js';
import type { AccountService } from './account-service.js';
import { HashQueueFull } from './hash-queue.js';
import type { SignInGuard } from './sign-in-guard.js';

/** What the account routes need. */
export interface AuthRouteOptions {
  readonly accounts: AccountService;
  /** Sign-in attempts per (username, address), per address, and failures per username. */
  readonly signIns: SignInGuard;
  /** Registrations per address. */
  readonly registerLimit: Limit;
  /** A player's rating in every ladder (the ratings', which this module cannot ask itself). */
  readonly speedRatings: (userId: string) => Promise<SpeedRatings>;
}

/** The message of a 503 when the hashing queue is full. */
const BUSY = 'The server is busy signing people in; please try again in a moment';

/** Registers the account routes. */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { accounts, signIns } = options;
  const device = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  api.post(
    '/api/auth/register',
    {
      onRequest: limitHook(options.registerLimit),
      schema: {
        tags,
        summary: 'Register an account (a guest token makes the guest the account)',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      // An invalid or expired token is no caller: the registration makes a new user.
      const registered = await busyAs503(reply, () =>
        accounts.register(request.identity, request.body, device(request)),
      );
      if (!registered.ok) reject(registered.failure.code, registered.failure.message);
      return reply.status(201).send(registered.value);
    },
  );

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in; the reply carries a new session token',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = usernameSkeleton(username);
      const wait = signIns.attempt(user, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        reject('rate_limited', MESSAGES.tooManyRequests);
      }
      const signedIn = await busyAs503(reply, () => accounts.login(username, password, device(request)));
      if (!signedIn.ok) {
        signIns.failed(user, request.ip);
        reject(signedIn.failure.code, signedIn.failure.message);
      }
      signIns.succeeded(user, request.ip);
      return signedIn.value;
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'End this session',
        response: { 200: logoutResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      request.requireIdentity();
      const token = bearerToken(request);
      if (token !== undefined) await accounts.logout(token);
      return { success: true as const };
    },
  );

  api.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags,
        summary: "End every one of the caller's sessions",
        response: { 200: logoutAllResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const identity = request.requireIdentity();
      return { success: true as const, sessions: await accounts.logoutEverywhere(identity.userId) };
    },
  );

  api.get(
    '/api/auth/sessions',
    {
      schema: {
        tags,
        summary: "The caller's sessions",
        response: { 200: sessionsResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => ({ sessions: await accounts.sessions(request.requireIdentity()) }),
  );

  api.get(
    '/api/auth/me',
    {
      schema: {
        tags,
        summary: "The caller's account",
        response: { 200: meResponseSchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const identity = request.requireIdentity();
      const account = identity.kind === 'account' ? await accounts.byUserId(identity.userId) : undefined;
      if (account === undefined) reject('forbidden', MESSAGES.guestNotAccount);
      return { account, ratings: await options.speedRatings(account.id) };
    },
  );
}

/** Runs a call that hashes; a full hashing queue is a quick 503 with Retry-After. */
async function busyAs503<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    reply.header('retry-after', '1');
    reject('unavailable', BUSY);
  }
}
