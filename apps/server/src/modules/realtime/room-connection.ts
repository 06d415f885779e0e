// One authenticated socket in a room: joins the room's fan-out, replays what a reconnecting client
// missed, keeps the room's presence (and a spectator's seat), joins the spectator chat, and takes
// moves, pings, resync requests and chat messages one at a time.
//
// A server holds thousands of these for hours, so each is a single object with its methods on the
// prototype, and the socket's listeners are functions shared by every socket (called with `this` as
// the socket) that find the connection in a WeakMap. Ten closures per socket with their contexts
// (and a timer, see heartbeat.ts) held about 0.9 KB more per socket than this does, and 3 KB more
// under tsx, which gives each named closure a property table of its own.
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, MESSAGES, moveIntentOf, type ServerMessage, type WireColor } from '@checkers/protocol';
import { UNAVAILABLE, isUnavailable } from '../../lib/errors.js';
import type { Identity } from '../accounts/index.js';
import type { EventBus } from './bus.js';
import { chatReply, type ChatMember, type ChatPort } from './chat-port.js';
import { readClientFrame } from './client-frame.js';
import type { Beating, Heartbeat } from './heartbeat.js';
import { Hub } from './hub.js';
import type { MessageCounter, MessageLimiter } from './message-limiter.js';
import type { Presence } from './presence.js';
import type { RoomPort } from './room-port.js';
import type { SeatPort } from './seat-port.js';

/** What a connection needs; one for all the connections of an app. */
export interface ConnectionDeps {
  readonly rooms: RoomPort;
  readonly presence: Presence;
  readonly bus: EventBus;
  readonly hub: Hub;
  /** Counts each incoming message, per IP and per token over all their sockets. */
  readonly messageLimit: MessageLimiter;
  /** A socket whose frames are refused this many times in a row by the limit is closed (default 50). */
  readonly floodCloseAfter?: number;
  readonly heartbeat: Heartbeat;
  readonly log: FastifyBaseLogger;
  /** The spectator chat; without it, chat messages are answered `Chat is not available`. */
  readonly chat?: ChatPort;
  /** Spectators' seats, kept while their sockets are open. */
  readonly seats?: SeatPort;
}

interface Frame {
  readonly data: Buffer;
  readonly isBinary: boolean;
}

/** Frames a socket sent while it was being authenticated, in order. */
const held = new WeakMap<WebSocket, Frame[]>();
const connections = new WeakMap<WebSocket, RoomConnection>();

function hold(this: WebSocket, data: Buffer, isBinary: boolean): void {
  held.get(this)?.push({ data, isBinary });
}
function receive(this: WebSocket, data: Buffer, isBinary: boolean): void {
  connections.get(this)?.receive(data, isBinary);
}
function answered(this: WebSocket): void {
  const connection = connections.get(this);
  if (connection !== undefined) connection.alive = true;
}
function closed(this: WebSocket): void {
  connections.get(this)?.leave();
}

/** Keeps the frames a socket sends from now on until its connection opens, which handles them first. */
export function holdFrames(socket: WebSocket): void {
  held.set(socket, []);
  socket.on('message', hold);
}

/** A socket of a member (player or spectator) of a room. */
export class RoomConnection implements Beating, ChatMember {
  /** Whether the client showed a sign of life (a pong, a message) since the heartbeat's last ping. */
  alive = true;
  // Whether this socket counts in the room's presence. A spectator may step out of the audience
  // (`spectator_left`) and back in (`spectator_joined`) without closing its socket.
  private present = false;
  // Messages are handled one at a time, in the order they arrived.
  private queue: Promise<void> = Promise.resolve();
  private left = false;
  // Frames refused by the rate limit in a row; one allowed frame starts the count again.
  private limited = 0;

  constructor(
    private readonly deps: ConnectionDeps,
    readonly socket: WebSocket,
    readonly room: string,
    readonly identity: Identity,
    /** The seat, or null for a spectator. */
    readonly color: WireColor | null,
    /** The counters this socket's messages count against (its IP's and its token's). */
    private readonly counters: readonly MessageCounter[],
  ) {}

  /**
   * Joins the room: sends what the client missed after version `lastSeen` (or the state), then goes
   * live and handles its messages, those held since `holdFrames` first.
   */
  async open(lastSeen: number | undefined): Promise<void> {
    const { hub, heartbeat } = this.deps;
    const socket = this.socket;
    // Live events wait while the socket is replayed what it missed, then follow without repeats.
    hub.add(this.room, socket, true);
    try {
      await this.arrive();
      await this.resync(lastSeen);
    } catch (error) {
      // The socket is dropped for this (the route's error handling): it must not stay in the room's
      // fan-out or present, and its close listener is not attached yet.
      this.leave();
      throw error;
    } finally {
      hub.release(socket);
    }
    try {
      // After the game's replay: the chat holds live events again while it sends its history.
      await this.deps.chat?.arrive(this);
    } catch (error) {
      this.leave();
      throw error;
    }

    connections.set(socket, this);
    socket.off('message', hold);
    socket.on('message', receive);
    const early = held.get(socket) ?? [];
    held.delete(socket);
    for (const frame of early) this.receive(frame.data, frame.isBinary);

    // A client gone without closing (a dead network) would otherwise stay present forever, and its
    // opponent could never claim the win: the heartbeat pings it, and drops it when it misses a ping.
    socket.on('pong', answered);
    heartbeat.add(this);
    socket.on('close', closed);
    // The client may have gone while we were setting up: then no close event may be coming.
    if (socket.readyState !== socket.OPEN) this.leave();
  }

  /** Queues one frame behind those before it; any frame shows the client is alive. */
  receive(data: Buffer, isBinary: boolean): void {
    this.alive = true;
    this.queue = this.queue.then(() => this.take(data, isBinary));
  }

  /** Leaves the room's fan-out, heartbeat and presence; only the first call does anything. */
  leave(): void {
    if (this.left) return;
    this.left = true;
    this.deps.messageLimit.release(this.counters);
    this.deps.heartbeat.remove(this);
    this.deps.hub.remove(this.room, this.socket);
    this.deps.chat?.depart(this);
    this.depart().catch((error: unknown) =>
      this.deps.log.warn({ err: error, room: this.room }, 'presence update failed'),
    );
  }

  private send(message: ServerMessage): void {
    Hub.send(this.socket, message);
  }

  private async take(data: Buffer, isBinary: boolean): Promise<void> {
    try {
      if (this.left) return;
      if (this.deps.messageLimit.take(this.counters) > 0) {
        // A client that keeps sending after being told to slow down is not listening: it is closed
        // rather than answered frame after frame.
        this.limited += 1;
        if (this.limited >= (this.deps.floodCloseAfter ?? 50)) {
          this.socket.close(CLOSE_CODES.tooManyMessages, 'Too many messages');
          return this.leave();
        }
        return this.send({
          type: 'error',
          payload: { message: MESSAGES.tooManyRequests, code: 'rate_limited' },
        });
      }
      this.limited = 0;
      await this.handle(isBinary ? null : data.toString());
    } catch (error) {
      if (isUnavailable(error)) return this.send({ type: 'error', payload: { ...UNAVAILABLE } });
      this.deps.log.error({ err: error, room: this.room }, 'socket message failed');
      this.send({
        type: 'error',
        payload: { message: 'Server error. Please try again later.', code: 'internal' },
      });
    }
  }

  private async handle(text: string | null): Promise<void> {
    const frame = readClientFrame(text);
    if (!frame.ok) return this.send(frame.error);
    const message = frame.message;
    this.deps.presence.touch(this.room, this.identity.userId);
    switch (message.type) {
      case 'ping':
        return this.send({ type: 'pong', payload: { t: message.payload?.t, serverTime: Date.now() } });
      case 'resync':
        return this.resync(message.payload.v);
      case 'spectator_joined':
      case 'spectator_left':
        if (this.color !== null) {
          return this.send({
            type: 'error',
            payload: { message: 'Only spectators join or leave the audience', code: 'forbidden' },
          });
        }
        return message.type === 'spectator_joined' ? this.arrive() : this.depart();
      case 'spectator_chat':
      case 'spectator_chat_joined':
      case 'spectator_chat_left':
      case 'moderate_chat_message': {
        const reply = await chatReply(this.deps.chat, this, message);
        return reply === undefined ? undefined : this.send(reply);
      }
      case 'move':
      case 'jump_sequence': {
        const intent = moveIntentOf(message.payload);
        const clientMoveId = message.payload.clientMoveId;
        if (!intent.ok) {
          const { code, message: text } = intent.error;
          return this.send({
            type: 'error',
            payload: { message: text, code, ...(clientMoveId ? { clientMoveId } : {}) },
          });
        }
        const outcome = await this.deps.rooms.play(this.identity, this.room, intent.value, clientMoveId);
        if (!outcome.ok) {
          const { code, message: text } = outcome.failure;
          return this.send({
            type: 'error',
            payload: { message: text, code, ...(clientMoveId ? { clientMoveId } : {}) },
          });
        }
        return;
      }
    }
  }

  // Sends what the client missed after version `after` (or the whole state).
  private async resync(after: number | undefined): Promise<void> {
    for (const message of await this.deps.rooms.catchUp(this.room, after)) this.send(message);
  }

  private async arrive(): Promise<void> {
    if (this.present) return;
    this.present = true;
    const { presence, bus } = this.deps;
    const { room, color } = this;
    const playerId = this.identity.userId;
    if (color === null) await this.keepSeat();
    if (!(await presence.connect(room, playerId, color === null))) return;
    if (color !== null) bus.publish(room, { type: 'player_joined', payload: { playerId, color } });
    else await this.announceSpectators('spectator_joined');
  }

  private async depart(): Promise<void> {
    if (!this.present) return;
    this.present = false;
    const { presence, bus } = this.deps;
    const { room, color } = this;
    const playerId = this.identity.userId;
    if (color === null) await this.keepSeat();
    if (!(await presence.disconnect(room, playerId))) return;
    if (color !== null) {
      const claimAfterMs = presence.goneAfterMs;
      bus.publish(room, { type: 'player_left', payload: { playerId, color, claimAfterMs } });
    } else await this.announceSpectators('spectator_left');
  }

  // A spectator's seat counts from its sockets' last opening or closing (the rooms free it a while
  // after the last closed). Best effort: a seat not refreshed is at worst given up early.
  private async keepSeat(): Promise<void> {
    try {
      await this.deps.seats?.seen(this.room, this.identity.userId);
    } catch (error) {
      this.deps.log.warn({ err: error, room: this.room }, 'spectator seat update failed');
    }
  }

  private async announceSpectators(type: 'spectator_joined' | 'spectator_left'): Promise<void> {
    const { presence, bus } = this.deps;
    const count = await presence.spectatorCount(this.room);
    const spectatorId = this.identity.userId;
    bus.publish(this.room, { type, payload: { spectatorId, count, timestamp: Date.now() } });
    bus.publish(this.room, { type: 'spectator_count_update', payload: { count } });
  }
}
