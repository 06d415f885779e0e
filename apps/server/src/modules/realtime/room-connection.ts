// One authenticated socket in a room: joins the room's fan-out, replays what a reconnecting client
// missed, keeps the room's presence (and a spectator's seat), joins the chats (the spectators' and
// the players' own), and takes moves, pings, resync requests and chat messages one at a time (the
// frame loop, the rate limit and the heartbeat are socket-session.ts's).
import type { WebSocket } from 'ws';
import { moveIntentOf, type WireColor } from '@checkers/protocol';
import type { Identity } from '../accounts/index.js';
import type { EventBus } from './bus.js';
import { chatReply, type ChatMember, type ChatPort } from './chat-port.js';
import { readClientFrame } from './client-frame.js';
import type { MessageCounter } from './message-limiter.js';
import type { Presence } from './presence.js';
import type { RoomPort } from './room-port.js';
import type { SeatPort } from './seat-port.js';
import { SocketSession, type SessionDeps } from './socket-session.js';
import type { UserPresence } from './user-presence.js';

/** What a connection needs; one for all the connections of an app. */
export interface ConnectionDeps extends SessionDeps {
  readonly rooms: RoomPort;
  readonly presence: Presence;
  readonly bus: EventBus;
  /** The spectator chat; without it, chat messages are answered `Chat is not available`. */
  readonly chat?: ChatPort;
  /** Spectators' seats, kept while their sockets are open. */
  readonly seats?: SeatPort;
  /** Which registered users are online: any socket of theirs counts. */
  readonly userPresence?: UserPresence;
}

/** A socket of a member (player or spectator) of a room. */
export class RoomConnection extends SocketSession implements ChatMember {
  // Whether this socket counts in the room's presence. A spectator may step out of the audience
  // (`spectator_left`) and back in (`spectator_joined`) without closing its socket.
  private present = false;

  constructor(
    private readonly deps: ConnectionDeps,
    socket: WebSocket,
    readonly room: string,
    readonly identity: Identity,
    /** The seat, or null for a spectator. */
    readonly color: WireColor | null,
    counters: readonly MessageCounter[],
  ) {
    super(deps, socket, counters);
  }

  protected get place(): string {
    return this.room;
  }

  /**
   * Joins the room: sends what the client missed after version `lastSeen` (or the state), then goes
   * live and handles its messages, those held since `holdFrames` first.
   */
  async open(lastSeen: number | undefined): Promise<void> {
    const { hub } = this.deps;
    const socket = this.socket;
    // Counted first: leaving (which may come from any failure below) counts it out again.
    if (this.identity.kind === 'account') this.deps.userPresence?.opened(this.identity.userId);
    // Live events wait while the socket is replayed what it missed, then follow without repeats.
    hub.add(this.room, socket, true);
    try {
      await this.arrive();
      await this.resync(lastSeen);
      // A client resuming from a version gets events, not a state: it is told the audience too,
      // which may have changed after its last look and before this socket joined the fan-out.
      if (lastSeen !== undefined) await this.tellSpectatorCount();
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

    this.start();
  }

  /** Leaves the room's fan-out, chat and presence (once: `leave` calls it). */
  protected departed(): void {
    this.deps.hub.remove(this.room, this.socket);
    this.deps.chat?.depart(this);
    if (this.identity.kind === 'account') this.deps.userPresence?.closed(this.identity.userId);
    this.depart().catch((error: unknown) =>
      this.deps.log.warn({ err: error, room: this.room }, 'presence update failed'),
    );
  }

  protected async handle(text: string | null): Promise<void> {
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
      case 'moderate_chat_message':
      case 'game_chat': {
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
        const outcome = await this.deps.rooms.play(
          this.identity,
          this.room,
          intent.value,
          clientMoveId,
          message.payload.moveTimeMs,
        );
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

  private async tellSpectatorCount(): Promise<void> {
    const count = await this.deps.presence.spectatorCount(this.room);
    this.send({ type: 'spectator_count_update', payload: { count } });
  }

  private async announceSpectators(type: 'spectator_joined' | 'spectator_left'): Promise<void> {
    const { presence, bus } = this.deps;
    const count = await presence.spectatorCount(this.room);
    const spectatorId = this.identity.userId;
    bus.publish(this.room, { type, payload: { spectatorId, count, timestamp: Date.now() } });
    bus.publish(this.room, { type: 'spectator_count_update', payload: { count } });
  }
}
