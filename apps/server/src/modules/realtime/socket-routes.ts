// WebSocket at /api/ws?token=[&room=][&v=][&tz=]: authenticates the socket, then hands it to a
// RoomConnection (room-connection.ts), which joins the room, replays what a reconnecting client
// missed, and takes moves, pings and resync requests (answered by the games, through
// room-port.ts); without `room`, to the signed-in user's own UserConnection (user-connection.ts).
// Malformed frames get an `error` message; the connection stays open.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, MESSAGES, roomCodeSchema, socketQuerySchema } from '@checkers/protocol';
import { addressKey } from '../../lib/ip-address.js';
import { hashToken } from '../../lib/tokens.js';
import type { IdentityService } from '../accounts/index.js';
import { CAP_REASONS, type ConnectionCaps } from './connection-caps.js';
import { Heartbeat } from './heartbeat.js';
import type { RoomPlace } from './room-port.js';
import { RoomConnection, type ConnectionDeps } from './room-connection.js';
import type { SessionSockets } from './session-sockets.js';
import { holdFrames } from './socket-session.js';
import { UserConnection } from './user-connection.js';

/** What the server learns of a client from its socket's URL, passed on (the achievements' clock). */
export interface ClientFacts {
  /** The client's IANA time zone (`tz`), as it says; the receiver validates it. */
  timeZone(userId: string, tz: string): void;
}

/** What the socket route needs. */
export interface SocketDeps extends Omit<ConnectionDeps, 'heartbeat' | 'log'> {
  readonly identities: IdentityService;
  /** How often a socket is pinged; one that has not answered the previous ping is dropped. */
  readonly heartbeatMs: number;
  /** Open sockets per token, per address and on the node. */
  readonly caps: ConnectionCaps;
  readonly clientFacts?: ClientFacts;
  /** Where each socket is followed by its session, so that signing out closes it. */
  readonly sessions: SessionSockets;
}

/** Registers the WebSocket route. */
export async function socketRoutes(app: FastifyInstance, deps: SocketDeps): Promise<void> {
  const { identities, rooms } = deps;
  const heartbeat = new Heartbeat(deps.heartbeatMs);
  app.addHook('onClose', async () => heartbeat.stop());
  const connectionDeps: ConnectionDeps = { ...deps, heartbeat, log: app.log };

  const schema = {
    tags: ['sockets'],
    summary: "The WebSocket: a room (with `room`) or the signed-in user's own channel",
    description: 'Upgrades to a WebSocket; refusals are close codes, not HTTP statuses. See docs/API.md.',
    querystring: socketQuerySchema,
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/ws', { websocket: true, schema }, async (socket, request) => {
      releaseUpgrade(socket, request);
      // Nothing below keeps the upgrade request: each connection would hold it (and its headers) for
      // its whole life.
      const ip = addressKey(request.ip);
      const { query } = request;
      const token = query.token ?? '';
      // Counted before anything else (a lookup, a room): every socket path, with a room or without,
      // valid token or not, holds a descriptor until it closes.
      const tokenHash = hashToken(token);
      const slot = deps.caps.admit(ip, tokenHash);
      if (typeof slot === 'string') return socket.close(CLOSE_CODES.tooManyConnections, CAP_REASONS[slot]);
      socket.once('close', () => deps.caps.release(slot));
      // Frames that arrive while the connection is being authenticated wait, in order.
      holdFrames(socket);
      const found =
        token === '' || token === 'null' ? { status: 'unknown' as const } : await identities.lookup(token);
      if (found.status === 'expired') return socket.close(CLOSE_CODES.sessionExpired, 'Session expired');
      if (found.status !== 'valid') return socket.close(CLOSE_CODES.badToken, 'Authentication failed');
      const identity = found.identity;
      deps.sessions.track(identity, socket);
      if (query.tz !== undefined && query.tz.length <= 64)
        deps.clientFacts?.timeZone(identity.userId, query.tz);
      if (query.room === undefined) {
        // The user's own channel is for registered accounts.
        if (identity.kind !== 'account') return socket.close(CLOSE_CODES.badToken, 'Authentication required');
        const counters = deps.messageLimit.attach(ip, tokenHash);
        return new UserConnection(connectionDeps, socket, identity, counters).open();
      }
      const code = roomCodeSchema.safeParse(query.room);
      const place: RoomPlace = code.success
        ? await rooms.placeOf(code.data, identity.userId)
        : { status: 'no_room' };
      if (place.status === 'no_room') return socket.close(CLOSE_CODES.noSuchRoom, MESSAGES.roomNotFound);
      if (place.status === 'not_member')
        return socket.close(CLOSE_CODES.badToken, 'Not a member of this room');
      const lastSeen = Number(query.v);
      const counters = deps.messageLimit.attach(ip, tokenHash);
      const connection = new RoomConnection(
        connectionDeps,
        socket,
        place.room,
        identity,
        place.color,
        counters,
      );
      await connection.open(Number.isInteger(lastSeen) && lastSeen >= 0 ? lastSeen : undefined);
    });
}

/**
 * Lets the upgrade's HTTP objects go once the socket is open. The plugin routes the upgrade through
 * Fastify with a stand-in response bound to the TCP socket, and keeps its request and reply in an
 * error listener for the socket's life: about 3 KB per connection (request, response, headers,
 * the response headers set by helmet, a logger) held for nothing, 30 MB at 10,000 sockets. Errors
 * of an open socket are ours to handle: the socket is dropped, and its 'close' does the rest.
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  socket.removeAllListeners('error');
  socket.on('error', drop);
  const tcp = request.raw.socket as { _httpMessage?: ServerResponse | null } | null;
  tcp?._httpMessage?.detachSocket(request.raw.socket);
}

/** The error listener of every open socket (one function for all, rather than a closure each). */
function drop(this: WebSocket): void {
  this.terminate();
}
