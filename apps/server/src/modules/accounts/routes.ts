// Account routes: register, sign in, sign out, who am I. Thin: parse, call the account service,
// shape the reply.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  loginRequestSchema,
  registerRequestSchema,
  type AuthResponse,
  type MeResponse,
} from '@checkers/protocol';
import { reject } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { bearerToken } from '../../lib/tokens.js';
import { parseInput } from '../../lib/validate.js';
import type { AccountService } from './account-service.js';

/** The username a sign-in names, for counting attempts per account (whatever the case). */
export function loginUsername(request: FastifyRequest): string | undefined {
  const { username } = (request.body ?? {}) as { username?: unknown };
  return typeof username === 'string' && username !== '' ? username.toLowerCase() : undefined;
}

/** Registers the account routes. `loginLimit` counts sign-ins per IP and per username. */
export async function authRoutes(
  app: FastifyInstance,
  options: { accounts: AccountService; loginLimit: Limit },
): Promise<void> {
  const { accounts } = options;

  app.post('/api/auth/register', async (request, reply): Promise<AuthResponse> => {
    const body = parseInput(registerRequestSchema, request.body);
    // An invalid or expired token is no caller: the registration makes a new user.
    const registered = await accounts.register(request.identity, body);
    if (!registered.ok) reject(registered.failure.code, registered.failure.message);
    reply.status(201);
    return registered.value;
  });

  // Counted once the body is parsed (preValidation), so the username is known.
  app.post(
    '/api/auth/login',
    { preValidation: limitHook(options.loginLimit) },
    async (request): Promise<AuthResponse> => {
      const { username, password } = parseInput(loginRequestSchema, request.body);
      const signedIn = await accounts.login(username, password);
      if (!signedIn.ok) reject(signedIn.failure.code, signedIn.failure.message);
      return signedIn.value;
    },
  );

  app.post('/api/auth/logout', async (request): Promise<{ success: true }> => {
    request.requireIdentity();
    const token = bearerToken(request);
    if (token !== undefined) await accounts.logout(token);
    return { success: true };
  });

  app.get('/api/auth/me', async (request): Promise<MeResponse> => {
    const identity = request.requireIdentity();
    const account = identity.kind === 'account' ? await accounts.byUserId(identity.userId) : undefined;
    if (account === undefined) reject('forbidden', MESSAGES.guestNotAccount);
    return { account };
  });
}
