// What every authenticated socket does, whether it is a room's or a user's own: frames held while it
// was being authenticated are handled first; each frame is queued behind the one before; the rate
// limit answers a frame over it with an error, and a client that keeps going is closed; the
// heartbeat watches it; leaving happens once.
//
// A server holds thousands of these for hours, so the socket's listeners are functions shared by
// every socket (called with `this` as the socket) that find the session in a WeakMap: ten closures
// per socket with their contexts held about 0.9 KB more per socket than this does (3 KB under tsx).
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, MESSAGES, type ServerMessage } from '@checkers/protocol';
import { UNAVAILABLE, isUnavailable } from '../../lib/errors.js';
import type { Beating, Heartbeat } from './heartbeat.js';
import { Hub } from './hub.js';
import type { MessageCounter, MessageLimiter } from './message-limiter.js';

/** What every session needs; one for all the sockets of an app. */
export interface SessionDeps {
  readonly hub: Hub;
  /** Counts each incoming message, per IP and per token over all their sockets. */
  readonly messageLimit: MessageLimiter;
  /** A socket whose frames are refused this many times in a row by the limit is closed (default 50). */
  readonly floodCloseAfter?: number;
  readonly heartbeat: Heartbeat;
  readonly log: FastifyBaseLogger;
}

interface Frame {
  readonly data: Buffer;
  readonly isBinary: boolean;
}

/** Frames a socket sent while it was being authenticated, in order. */
const held = new WeakMap<WebSocket, Frame[]>();
const sessions = new WeakMap<WebSocket, SocketSession>();

function hold(this: WebSocket, data: Buffer, isBinary: boolean): void {
  held.get(this)?.push({ data, isBinary });
}
function receive(this: WebSocket, data: Buffer, isBinary: boolean): void {
  sessions.get(this)?.receive(data, isBinary);
}
function answered(this: WebSocket): void {
  const session = sessions.get(this);
  if (session !== undefined) session.alive = true;
}
function closed(this: WebSocket): void {
  sessions.get(this)?.leave();
}

/** Keeps the frames a socket sends from now on until its session starts, which handles them first. */
export function holdFrames(socket: WebSocket): void {
  held.set(socket, []);
  socket.on('message', hold);
}

/** One authenticated socket: the frame loop, the rate limit, the heartbeat and leaving once. */
export abstract class SocketSession implements Beating {
  /** Whether the client showed a sign of life (a pong, a message) since the heartbeat's last ping. */
  alive = true;
  /** Whether it sent a message since the heartbeat's last visit (then it needs no ping). */
  talked = false;
  pinged = false;
  // Messages are handled one at a time, in the order they arrived.
  private queue: Promise<void> = Promise.resolve();
  private left = false;
  // Frames refused by the rate limit in a row; one allowed frame starts the count again.
  private limited = 0;

  constructor(
    protected readonly base: SessionDeps,
    readonly socket: WebSocket,
    /** The counters this socket's messages count against (its IP's and its token's). */
    private readonly counters: readonly MessageCounter[],
  ) {}

  /** Handles one text frame (null for a binary one). */
  protected abstract handle(text: string | null): Promise<void>;

  /** What leaving undoes beyond the frame loop and the heartbeat (the hub, presence). */
  protected abstract departed(): void;

  /** A name for the logs: the room, or the user's channel. */
  protected abstract get place(): string;

  /**
   * Handles the frames held since `holdFrames`, then those that come; watches the socket with the
   * heartbeat and leaves when it closes. Called once the session has joined what it joins.
   */
  protected start(): void {
    const socket = this.socket;
    sessions.set(socket, this);
    socket.off('message', hold);
    socket.on('message', receive);
    const early = held.get(socket) ?? [];
    held.delete(socket);
    for (const frame of early) this.receive(frame.data, frame.isBinary);

    // A client gone without closing (a dead network) would otherwise stay open (and present)
    // forever: the heartbeat pings it, and drops it when it misses a ping.
    socket.on('pong', answered);
    this.base.heartbeat.add(this);
    socket.on('close', closed);
    // The client may have gone while we were setting up: then no close event may be coming.
    if (socket.readyState !== socket.OPEN) this.leave();
  }

  /** Queues one frame behind those before it; any frame shows the client is alive. */
  receive(data: Buffer, isBinary: boolean): void {
    this.alive = true;
    this.talked = true;
    this.queue = this.queue.then(() => this.take(data, isBinary));
  }

  /** Leaves the fan-out, heartbeat and whatever `departed` undoes; only the first call does anything. */
  leave(): void {
    if (this.left) return;
    this.left = true;
    this.base.messageLimit.release(this.counters);
    this.base.heartbeat.remove(this);
    this.departed();
  }

  protected get hasLeft(): boolean {
    return this.left;
  }

  protected send(message: ServerMessage): void {
    Hub.send(this.socket, message);
  }

  private async take(data: Buffer, isBinary: boolean): Promise<void> {
    try {
      if (this.left) return;
      if (this.base.messageLimit.take(this.counters) > 0) {
        // A client that keeps sending after being told to slow down is not listening: it is closed
        // rather than answered frame after frame.
        this.limited += 1;
        if (this.limited >= (this.base.floodCloseAfter ?? 50)) {
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
      this.base.log.error({ err: error, place: this.place }, 'socket message failed');
      this.send({
        type: 'error',
        payload: { message: 'Server error. Please try again later.', code: 'internal' },
      });
    }
  }
}
