// WebSocket at /api/ws?room=&token=[&v=]: authenticates, joins the room's fan-out, replays what a
// reconnecting client missed, and takes moves, pings and resync requests. Malformed frames get an
// `error` message; the connection stays open.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { parseSquare } from '@checkers/engine';
import {
  CLOSE_CODES,
  MESSAGES,
  clientMessageSchema,
  roomCodeSchema,
  type ServerMessage,
} from '@checkers/protocol';
import type { GameService, MoveIntent } from '../domain/games.js';
import { Hub } from '../domain/hub.js';
import type { IdentityService } from '../domain/identity.js';
import type { Presence } from '../domain/presence.js';
import type { RoomStore } from '../domain/room-store.js';
import { seatOf } from '../domain/rooms.js';
import { stateOf } from '../domain/game-view.js';
import type { EventBus } from '../domain/bus.js';
import { limitSubject, type Limit } from '../lib/limits.js';
import { UNAVAILABLE, isUnavailable } from '../lib/errors.js';
import { describeIssue } from '../lib/validate.js';

/** What the socket route needs. */
export interface SocketDeps {
  readonly identities: IdentityService;
  readonly store: RoomStore;
  readonly games: GameService;
  readonly presence: Presence;
  readonly bus: EventBus;
  readonly hub: Hub;
  /** Counts each incoming message, per IP and per token over all their sockets. */
  readonly messageLimit: Limit;
  /** Events replayed at most on a resync; an older gap gets the full state instead. */
  readonly maxReplay: number;
  /** How often a socket is pinged; one that has not answered the previous ping is dropped. */
  readonly heartbeatMs: number;
}

/** Registers the WebSocket route. */
export async function socketRoutes(app: FastifyInstance, deps: SocketDeps): Promise<void> {
  const { identities, store, games, presence, bus, hub, maxReplay } = deps;

  app.get('/api/ws', { websocket: true }, async (socket: WebSocket, request) => {
    releaseUpgrade(socket, request);
    // Nothing below keeps the upgrade request: each connection would hold it (and its headers) for
    // its whole life. The limit counts against a detached copy of what it reads; logs go to the app's.
    const limited = limitSubject(request);
    const log = app.log;
    // Frames that arrive while the connection is being authenticated wait here, in order.
    const early: { data: Buffer; isBinary: boolean }[] = [];
    const hold = (data: Buffer, isBinary: boolean): void => void early.push({ data, isBinary });
    socket.on('message', hold);
    const query = request.query as Record<string, unknown>;
    const send = (message: ServerMessage): void => Hub.send(socket, message);
    const token = typeof query.token === 'string' ? query.token : '';
    const found =
      token === '' || token === 'null' ? { status: 'unknown' as const } : await identities.lookup(token);
    if (found.status === 'expired') return socket.close(CLOSE_CODES.sessionExpired, 'Session expired');
    if (found.status !== 'valid') return socket.close(CLOSE_CODES.badToken, 'Authentication failed');
    const code = roomCodeSchema.safeParse(query.room);
    const row = code.success ? await store.find(code.data) : undefined;
    if (row === undefined) return socket.close(CLOSE_CODES.noSuchRoom, MESSAGES.roomNotFound);
    const identity = found.identity;
    const room = row.code;
    const color = seatOf(row, identity.userId);
    if (color === null && !(await store.isSpectator(room, identity.userId))) {
      return socket.close(CLOSE_CODES.badToken, 'Not a member of this room');
    }

    async function resync(after: number | undefined): Promise<void> {
      const current = await store.find(room);
      if (current === undefined) return;
      if (after !== undefined && after <= current.version) {
        const missed = await store.eventsAfter(room, after, maxReplay + 1);
        const complete = missed.length <= maxReplay && (missed[0]?.v ?? current.version + 1) === after + 1;
        if (complete) {
          for (const event of missed) send(event.message);
          return;
        }
      }
      if (current.status !== 'waiting') {
        send({
          type: 'game_update',
          payload: stateOf(current, await presence.spectatorCount(room)),
          v: current.version,
        });
      }
    }

    // Whether this socket counts in the room's presence. A spectator may step out of the audience
    // (`spectator_left`) and back in (`spectator_joined`) without closing its socket.
    let present = false;
    async function arrive(): Promise<void> {
      if (present) return;
      present = true;
      if (!(await presence.connect(room, identity.userId, color === null))) return;
      if (color !== null)
        bus.publish(room, { type: 'player_joined', payload: { playerId: identity.userId, color } });
      else await announceSpectators('spectator_joined', identity.userId);
    }
    async function depart(): Promise<void> {
      if (!present) return;
      present = false;
      if (!(await presence.disconnect(room, identity.userId))) return;
      if (color !== null)
        bus.publish(room, { type: 'player_left', payload: { playerId: identity.userId, color } });
      else await announceSpectators('spectator_left', identity.userId);
    }

    // Live events wait while the socket is replayed what it missed, then follow without repeats.
    hub.add(room, socket, true);
    try {
      await arrive();
      const lastSeen = Number(query.v);
      await resync(Number.isInteger(lastSeen) && lastSeen >= 0 ? lastSeen : undefined);
    } finally {
      hub.release(socket);
    }

    async function announceSpectators(
      type: 'spectator_joined' | 'spectator_left',
      spectatorId: string,
    ): Promise<void> {
      const count = await presence.spectatorCount(room);
      bus.publish(room, { type, payload: { spectatorId, count, timestamp: Date.now() } });
      bus.publish(room, { type: 'spectator_count_update', payload: { count } });
    }

    // Messages are handled one at a time, in the order they arrived.
    let queue = Promise.resolve();
    const onMessage = (data: Buffer, isBinary: boolean): void => {
      queue = queue.then(async () => {
        try {
          if ((await deps.messageLimit(limited)) > 0) {
            return send({
              type: 'error',
              payload: { message: MESSAGES.tooManyRequests, code: 'rate_limited' },
            });
          }
          await handle(isBinary ? null : data.toString());
        } catch (error) {
          if (isUnavailable(error)) return send({ type: 'error', payload: { ...UNAVAILABLE } });
          log.error({ err: error, room }, 'socket message failed');
          send({
            type: 'error',
            payload: { message: 'Server error. Please try again later.', code: 'internal' },
          });
        }
      });
    };
    socket.off('message', hold);
    socket.on('message', onMessage);
    for (const frame of early.splice(0)) onMessage(frame.data, frame.isBinary);

    async function handle(text: string | null): Promise<void> {
      let json: unknown;
      try {
        json = text === null ? undefined : JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (json === undefined)
        return send({ type: 'error', payload: { message: 'Invalid message format', code: 'bad_request' } });
      const parsed = clientMessageSchema.safeParse(json);
      if (!parsed.success) {
        return send({
          type: 'error',
          payload: { message: describeIssue(parsed.error), code: 'validation_failed' },
        });
      }
      const message = parsed.data;
      presence.touch(room, identity.userId);
      switch (message.type) {
        case 'ping':
          return send({ type: 'pong', payload: { t: message.payload?.t, serverTime: Date.now() } });
        case 'resync':
          return resync(message.payload.v);
        case 'spectator_joined':
        case 'spectator_left':
          if (color !== null) {
            return send({
              type: 'error',
              payload: { message: 'Only spectators join or leave the audience', code: 'forbidden' },
            });
          }
          return message.type === 'spectator_joined' ? arrive() : depart();
        case 'move':
        case 'jump_sequence': {
          const intent = intentOf(message);
          const clientMoveId = message.payload.clientMoveId;
          const outcome =
            intent === undefined ? undefined : await games.move(identity, room, intent, clientMoveId);
          if (outcome === undefined) {
            return send({
              type: 'error',
              payload: {
                message: 'Illegal move',
                code: 'illegal_move',
                ...(clientMoveId ? { clientMoveId } : {}),
              },
            });
          }
          if (!outcome.ok) {
            const { code: errorCode, message: text } = outcome.failure;
            return send({
              type: 'error',
              payload: { message: text, code: errorCode, ...(clientMoveId ? { clientMoveId } : {}) },
            });
          }
          return;
        }
      }
    }

    // A client gone without closing (a dead network) would otherwise stay present forever, and its
    // opponent could never claim the win: ping it, and drop it when it misses a ping.
    let alive = true;
    const markAlive = (): void => void (alive = true);
    socket.on('pong', markAlive);
    socket.on('message', markAlive);
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, deps.heartbeatMs);
    heartbeat.unref();

    let left = false;
    const leave = (): void => {
      if (left) return;
      left = true;
      clearInterval(heartbeat);
      hub.remove(room, socket);
      depart().catch((error: unknown) => log.warn({ err: error, room }, 'presence update failed'));
    };
    socket.on('close', leave);
    // The client may have gone while we were setting up: then no close event is coming.
    if (socket.readyState !== socket.OPEN) leave();
  });
}

function intentOf(message: { type: 'move' | 'jump_sequence'; payload: unknown }): MoveIntent | undefined {
  const index = (text: string): number | undefined => {
    const parsed = parseSquare(text);
    return parsed.ok ? parsed.value : undefined;
  };
  if (message.type === 'move') {
    const { from, to } = message.payload as { from: string; to: string };
    const a = index(from);
    const b = index(to);
    return a === undefined || b === undefined ? undefined : { kind: 'step', from: a, to: b };
  }
  const { jumps } = message.payload as { jumps: { from: string; to: string; captured?: string }[] };
  for (let i = 1; i < jumps.length; i++) if (jumps[i]!.from !== jumps[i - 1]!.to) return undefined;
  const path = [jumps[0]!.from, ...jumps.map((j) => j.to)].map(index);
  if (path.some((sq) => sq === undefined)) return undefined;
  const captured = jumps.map((j) => (j.captured === undefined ? undefined : index(j.captured)));
  return { kind: 'sequence', path: path as number[], captured };
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
  socket.on('error', () => socket.terminate());
  const tcp = request.raw.socket as { _httpMessage?: ServerResponse | null } | null;
  tcp?._httpMessage?.detachSocket(request.raw.socket);
}
