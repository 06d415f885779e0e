// Account routes: register, sign in, sign out (this session or every one), sessions, who am I.
// Thin: parse, check the limits, call the account service, shape the reply.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  loginRequestSchema,
  registerRequestSchema,
  usernameSkeleton,
  type AuthResponse,
  type LogoutAllResponse,
  type MeResponse,
  type SessionsResponse,
} from '@checkers/protocol';
import { reject } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { bearerToken } from '../../lib/tokens.js';
import { parseInput } from '../../lib/validate.js';
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
}

/** The message of a 503 when the hashing queue is full. */
const BUSY = 'The server is busy signing people in; please try again in a moment';

/** Registers the account routes. */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { accounts, signIns } = options;
  const device = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] });

  app.post(
    '/api/auth/register',
    { onRequest: limitHook(options.registerLimit) },
    async (request, reply): Promise<AuthResponse> => {
      const body = parseInput(registerRequestSchema, request.body);
      // An invalid or expired token is no caller: the registration makes a new user.
      const registered = await busyAs503(reply, () =>
        accounts.register(request.identity, body, device(request)),
      );
      if (!registered.ok) reject(registered.failure.code, registered.failure.message);
      reply.status(201);
      return registered.value;
    },
  );

  app.post('/api/auth/login', async (request, reply): Promise<AuthResponse> => {
    const { username, password } = parseInput(loginRequestSchema, request.body);
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
  });

  app.post('/api/auth/logout', async (request): Promise<{ success: true }> => {
    request.requireIdentity();
    const token = bearerToken(request);
    if (token !== undefined) await accounts.logout(token);
    return { success: true };
  });

  app.post('/api/auth/logout-all', async (request): Promise<LogoutAllResponse> => {
    const identity = request.requireIdentity();
    return { success: true, sessions: await accounts.logoutEverywhere(identity.userId) };
  });

  app.get('/api/auth/sessions', async (request): Promise<SessionsResponse> => {
    const identity = request.requireIdentity();
    return { sessions: await accounts.sessions(identity) };
  });

  app.get('/api/auth/me', async (request): Promise<MeResponse> => {
    const identity = request.requireIdentity();
    const account = identity.kind === 'account' ? await accounts.byUserId(identity.userId) : undefined;
    if (account === undefined) reject('forbidden', MESSAGES.guestNotAccount);
    return { account };
  });
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
