// Quick pairing and seeks routes (docs/API.md "Quick pairing and seeks"). Thin: the protocol's
// schemas check the path and body, the handler finds who is calling, asks the service, replies. Joining a pool,
// posting a seek and accepting one make a new guest when no token is sent (its token comes back in
// the reply, as create-room does); the other calls need a token. A token sent but unknown or expired
// is a 401 everywhere. Changes are rate limited per IP and per token, status and lists too (looser).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptSeekReplySchema,
  cancelSeekReplySchema,
  createSeekBodySchema,
  createSeekReplySchema,
  joinPoolBodySchema,
  pairingReplySchema,
  poolPathSchema,
  seekListSchema,
  seekPathSchema,
} from '@checkers/protocol';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { ERROR_REPLIES } from '../../lib/route-schemas.js';
import type { IdentityService } from '../accounts/index.js';
import type { PairingService, Player } from './pairing-service.js';

/** What the pairing routes need. */
export interface PairingRouteOptions {
  readonly pairing: PairingService;
  readonly identities: IdentityService;
  /** Joins, leaves, seeks posted, accepted and canceled, per IP and per token. */
  readonly actionLimit: Limit;
  /** Status polls and seek lists, per IP and per token. */
  readonly pollLimit: Limit;
}

/** The caller, with a new guest made for it when it sent no token at all. */
async function playerOrGuest(
  request: FastifyRequest,
  identities: IdentityService,
): Promise<{ player: Player; token?: string }> {
  if (request.identity === null && request.tokenStatus === 'none') {
    const guest = await identities.createGuest(request.headers['user-agent']);
    return { player: { userId: guest.userId, registered: false }, token: guest.token };
  }
  return { player: playerOf(request) };
}

/** The caller, or a 401. */
function playerOf(request: FastifyRequest): Player {
  const identity = request.requireIdentity();
  return { userId: identity.userId, registered: identity.kind === 'account' };
}

const withToken = (token: string | undefined): { token?: string } => (token === undefined ? {} : { token });

const tags = ['pairing'];
const pairingReplies = { 200: pairingReplySchema, ...ERROR_REPLIES };

/** Registers the pairing and seek routes. */
export async function pairingRoutes(app: FastifyInstance, options: PairingRouteOptions): Promise<void> {
  const { pairing, identities } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const action = limitHook(options.actionLimit);
  const poll = limitHook(options.pollLimit);

  api.get(
    '/api/pairing',
    { onRequest: poll, schema: { tags, summary: "The caller's pairing status", response: pairingReplies } },
    async (request) => pairing.status(playerOf(request).userId),
  );

  api.post(
    '/api/pairing/pools/:key',
    {
      onRequest: action,
      schema: {
        tags,
        summary: 'Join a quick-pairing pool (a guest is made when no token is sent)',
        params: poolPathSchema,
        body: joinPoolBodySchema,
        response: pairingReplies,
      },
    },
    async (request) => {
      const { player, token } = await playerOrGuest(request, identities);
      return { ...(await pairing.join(player, request.params.key, request.body.rated)), ...withToken(token) };
    },
  );

  api.delete(
    '/api/pairing/pools',
    { onRequest: action, schema: { tags, summary: 'Leave the pool', response: pairingReplies } },
    async (request) => pairing.leave(playerOf(request).userId),
  );

  api.get(
    '/api/seeks',
    {
      onRequest: poll,
      schema: { tags, summary: 'The open seeks', response: { 200: seekListSchema, ...ERROR_REPLIES } },
    },
    async (request) => {
      // The list is public; a caller's own seek says `mine`.
      const me = request.identity?.userId ?? null;
      return { seeks: await pairing.seeks(me) };
    },
  );

  api.post(
    '/api/seeks',
    {
      onRequest: action,
      schema: {
        tags,
        summary: 'Post a seek (a guest is made when no token is sent)',
        body: createSeekBodySchema,
        response: { 201: createSeekReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request, reply) => {
      const { player, token } = await playerOrGuest(request, identities);
      const seek = unwrap(await pairing.createSeek(player, request.body));
      return reply.status(201).send({ seek, ...withToken(token) });
    },
  );

  api.post(
    '/api/seeks/:id/accept',
    {
      onRequest: action,
      schema: {
        tags,
        summary: "Accept a seek; the reply names the new game's room",
        params: seekPathSchema,
        response: { 200: acceptSeekReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => {
      const { player, token } = await playerOrGuest(request, identities);
      const accepted = unwrap(await pairing.accept(player, request.params.id));
      return { roomCode: accepted.roomCode, ...withToken(token) };
    },
  );

  api.delete(
    '/api/seeks/:id',
    {
      onRequest: action,
      schema: {
        tags,
        summary: "Cancel one of the caller's seeks",
        params: seekPathSchema,
        response: { 200: cancelSeekReplySchema, ...ERROR_REPLIES },
      },
    },
    async (request) => unwrap(await pairing.cancelSeek(playerOf(request).userId, request.params.id)),
  );
}
