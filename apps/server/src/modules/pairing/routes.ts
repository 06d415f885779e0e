// Quick pairing and seeks routes (docs/API.md "Quick pairing and seeks"). Thin: who is calling,
// parse the path and body with the protocol's schemas, ask the service, reply. Joining a pool,
// posting a seek and accepting one make a new guest when no token is sent (its token comes back in
// the reply, as create-room does); the other calls need a token. A token sent but unknown or expired
// is a 401 everywhere. Changes are rate limited per IP and per token, status and lists too (looser).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptSeekReplySchema,
  createSeekBodySchema,
  joinPoolBodySchema,
  poolPathSchema,
  seekPathSchema,
  type AcceptSeekReply,
  type CreateSeekReply,
  type PairingReply,
  type SeekList,
} from '@checkers/protocol';
import { unwrap } from '../../lib/errors.js';
import { limitHook, type Limit } from '../../lib/limits.js';
import { parseInput } from '../../lib/validate.js';
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

/** Registers the pairing and seek routes. */
export async function pairingRoutes(app: FastifyInstance, options: PairingRouteOptions): Promise<void> {
  const { pairing, identities } = options;
  const action = { onRequest: limitHook(options.actionLimit) };
  const poll = { onRequest: limitHook(options.pollLimit) };

  app.get('/api/pairing', poll, async (request): Promise<PairingReply> =>
    pairing.status(playerOf(request).userId),
  );

  app.post('/api/pairing/pools/:key', action, async (request): Promise<PairingReply> => {
    const { key } = parseInput(poolPathSchema, request.params);
    const { rated } = parseInput(joinPoolBodySchema, request.body);
    const { player, token } = await playerOrGuest(request, identities);
    return { ...(await pairing.join(player, key, rated)), ...withToken(token) };
  });

  app.delete('/api/pairing/pools', action, async (request): Promise<PairingReply> =>
    pairing.leave(playerOf(request).userId),
  );

  app.get('/api/seeks', poll, async (request): Promise<SeekList> => {
    // The list is public; a caller's own seek says `mine`.
    const me = request.identity?.userId ?? null;
    return { seeks: await pairing.seeks(me) };
  });

  app.post('/api/seeks', action, async (request, reply): Promise<CreateSeekReply> => {
    const body = parseInput(createSeekBodySchema, request.body);
    const { player, token } = await playerOrGuest(request, identities);
    const seek = unwrap(await pairing.createSeek(player, body));
    reply.status(201);
    return { seek, ...withToken(token) };
  });

  app.post('/api/seeks/:id/accept', action, async (request): Promise<AcceptSeekReply> => {
    const { id } = parseInput(seekPathSchema, request.params);
    const { player, token } = await playerOrGuest(request, identities);
    const accepted = unwrap(await pairing.accept(player, id));
    return acceptSeekReplySchema.parse({ ...accepted, ...withToken(token) });
  });

  app.delete('/api/seeks/:id', action, async (request): Promise<{ id: string }> => {
    const { id } = parseInput(seekPathSchema, request.params);
    return unwrap(await pairing.cancelSeek(playerOf(request).userId, id));
  });
}
