// Fan-out of room events through Redis pub/sub, for several nodes behind one load balancer. Every
// node publishes its rooms' events to a channel per room and delivers what it hears to its own
// sockets (its own events included: they come back through Redis like everyone else's).
//
// Pub/sub is fire-and-forget: a message published while a node is cut off from Redis is lost for
// it. Versioned game events are also in the database, so each node remembers the last version it
// delivered per room and, when an event skips versions or Redis comes back, first delivers the
// missing ones from the event log. Unversioned events (presence, spectator counts) are transient
// and may be lost; the next one carries the current truth. A module's note to the other nodes
// (`NodeNote`) rides in the same message as its event, and is heard just before the event.
import { EventEmitter } from 'node:events';
import type { ServerMessage } from '@checkers/protocol';
import { Redis } from 'ioredis';
import type { EventBus, NodeNote, NodeSignal } from './bus.js';

/** Reads a room's stored events after a version, oldest first. */
export type MissedEvents = (roomCode: string, after: number) => Promise<ServerMessage[]>;

/** How the bus reports trouble (a logger's `warn`). */
export type Warn = (details: Record<string, unknown>, message: string) => void;

interface RoomFeed {
  /** The last versioned event delivered here; undefined until the first one. */
  lastV: number | undefined;
  /** Deliveries of this room, one after another, so a catch-up read keeps the order. */
  chain: Promise<void>;
}

const CHANNEL_PREFIX = 'checkers:room:';
/** The one channel of node signals (subscribed by every node from the start). */
const SIGNAL_CHANNEL = 'checkers:signals';

/** Options of the Redis connections: fail fast while disconnected, retry forever in between. */
export function redisOptions(name: string) {
  return {
    connectionName: name,
    // A command while Redis is away fails at once instead of queueing: an HTTP call must not hang
    // on it (presence falls back to this node's own facts; events are recovered by version).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => Math.min(100 * attempt, 2000),
  };
}

/** A bus shared by every node connected to the same Redis. */
export class RedisEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly feeds = new Map<string, RoomFeed>();
  /** Each channel's SUBSCRIBE, settled once Redis has confirmed it (`subscribed`). */
  private readonly subscribing = new Map<string, Promise<void>>();
  private readonly signals = new EventEmitter().setMaxListeners(0);
  private readonly notes = new EventEmitter().setMaxListeners(0);
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private wasDown = false;

  constructor(
    url: string,
    private readonly missed: MissedEvents,
    private readonly warn: Warn = () => {},
  ) {
    this.publisher = new Redis(url, redisOptions('checkers-pub'));
    // The subscriber's offline queue stays on: SUBSCRIBE issued while Redis is away is sent on
    // reconnection (and ioredis re-subscribes every channel by itself).
    this.subscriber = new Redis(url, { ...redisOptions('checkers-sub'), enableOfflineQueue: true });
    this.subscriber.on('message', (channel: string, text: string) => this.heard(channel, text));
    this.subscriber.subscribe(SIGNAL_CHANNEL).catch((error: Error) => {
      this.warn({ err: error.message }, 'subscribe to node signals failed');
    });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.warn({ err: error.message }, 'redis error'));
    }
    this.subscriber.on('close', () => void (this.wasDown = true));
    this.subscriber.on('ready', () => {
      if (!this.wasDown) return;
      this.wasDown = false;
      this.warn({}, 'redis is back: catching up rooms from the event log');
      for (const room of this.feeds.keys()) this.enqueue(room, (feed) => this.catchUp(room, feed, Infinity));
    });
  }

  /** Resolves once both connections are ready (start-up waits for Redis once). */
  async ready(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].map((c) =>
        c.status === 'ready' ? undefined : new Promise((resolve) => c.once('ready', resolve)),
      ),
    );
  }

  publish(roomCode: string, message: ServerMessage, note?: NodeNote): void {
    // A note travels in the same message as its event, in an envelope no event has (no `type`), so
    // it keeps the event's order on the channel.
    const text = JSON.stringify(note === undefined ? message : { message, note });
    this.publisher.publish(CHANNEL_PREFIX + roomCode, text).catch((error: Error) => {
      // Redis is away: this node's own sockets still get the event; the other nodes catch up from
      // the event log when Redis is back.
      this.warn({ err: error.message, room: roomCode }, 'publish failed; delivering locally');
      this.receive(roomCode, message);
    });
  }

  subscribe(roomCode: string, listener: (message: ServerMessage) => void): () => void {
    if (this.emitter.listenerCount(roomCode) === 0) {
      this.feeds.set(roomCode, { lastV: undefined, chain: Promise.resolve() });
      const subscribed = this.subscriber.subscribe(CHANNEL_PREFIX + roomCode).then(
        () => undefined,
        (error: Error) => this.warn({ err: error.message, room: roomCode }, 'subscribe failed'),
      );
      this.subscribing.set(roomCode, subscribed);
    }
    this.emitter.on(roomCode, listener);
    return () => {
      this.emitter.off(roomCode, listener);
      if (this.emitter.listenerCount(roomCode) > 0) return;
      this.feeds.delete(roomCode);
      this.subscribing.delete(roomCode);
      this.subscriber.unsubscribe(CHANNEL_PREFIX + roomCode).catch(() => {
        // Gone with the connection anyway.
      });
    };
  }

  signal(signal: NodeSignal): void {
    this.publisher.publish(SIGNAL_CHANNEL, JSON.stringify(signal)).catch((error: Error) => {
      // Redis is away: this node closes its own sockets of the session. Another node's stay open
      // until they reconnect, which the revoked token no longer allows.
      this.warn({ err: error.message }, 'signal failed; acting on it locally');
      this.signals.emit('signal', signal);
    });
  }

  onSignal(listener: (signal: NodeSignal) => void): () => void {
    this.signals.on('signal', listener);
    return () => this.signals.off('signal', listener);
  }

  onNote(listener: (roomCode: string, note: NodeNote) => void): () => void {
    this.notes.on('note', listener);
    return () => this.notes.off('note', listener);
  }

  subscribed(roomCode: string): Promise<void> {
    return this.subscribing.get(roomCode) ?? Promise.resolve();
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    this.signals.removeAllListeners();
    this.notes.removeAllListeners();
    this.feeds.clear();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private heard(channel: string, text: string): void {
    if (channel === SIGNAL_CHANNEL) return this.heardSignal(text);
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let parsed: ServerMessage | { message: ServerMessage; note: NodeNote };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      return;
    }
    const room = channel.slice(CHANNEL_PREFIX.length);
    if ('type' in parsed) return this.receive(room, parsed);
    // The note first, at once: a player here may answer the event as soon as it is delivered.
    this.notes.emit('note', room, parsed.note);
    this.receive(room, parsed.message);
  }

  private heardSignal(text: string): void {
    try {
      this.signals.emit('signal', JSON.parse(text) as NodeSignal);
    } catch {
      // Not ours: ignored.
    }
  }

  /** Delivers one event in order, filling any gap from the event log first. */
  private receive(room: string, message: ServerMessage): void {
    this.enqueue(room, async (feed) => {
      const v = (message as { v?: number }).v;
      if (v === undefined) return this.deliver(room, message);
      if (feed.lastV !== undefined && v <= feed.lastV) return; // already delivered by a catch-up
      if (feed.lastV !== undefined && v > feed.lastV + 1) await this.catchUp(room, feed, v);
      feed.lastV = v;
      this.deliver(room, message);
    });
  }

  /** Delivers the stored events after the last one delivered, up to (not including) `before`. */
  private async catchUp(room: string, feed: RoomFeed, before: number): Promise<void> {
    if (feed.lastV === undefined) return;
    try {
      for (const event of await this.missed(room, feed.lastV)) {
        const v = (event as { v?: number }).v ?? 0;
        if (v <= feed.lastV || v >= before) continue;
        feed.lastV = v;
        this.deliver(room, event);
      }
    } catch (error) {
      // The database is away too: the clients resync by version when they notice the gap.
      this.warn({ err: (error as Error).message, room }, 'catch-up failed');
    }
  }

  private enqueue(room: string, work: (feed: RoomFeed) => Promise<void> | void): void {
    const feed = this.feeds.get(room);
    if (feed === undefined) return; // nobody listens here
    feed.chain = feed.chain.then(() => work(feed)).catch(() => {});
  }

  private deliver(room: string, message: ServerMessage): void {
    this.emitter.emit(room, message);
  }
}
