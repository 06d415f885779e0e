// The signed-in user's own socket (`/api/ws?token=` without a room): it carries every message about
// the user rather than a game (achievements, friends, challenges, friends' presence), from any
// node, through the bus channel `user:<id>`. The client only pings on it; anything else is answered
// with an error and the socket stays open.
import type { WebSocket } from 'ws';
import type { ServerMessage } from '@checkers/protocol';
import type { Identity } from '../accounts/index.js';
import type { EventBus } from './bus.js';
import { readClientFrame } from './client-frame.js';
import type { MessageCounter } from './message-limiter.js';
import { SocketSession, type SessionDeps } from './socket-session.js';
import type { UserPresence } from './user-presence.js';

/** The bus channel of a user's sockets (room codes are six letters and digits: no clash). */
export const userChannel = (userId: string): string => `user:${userId}`;

/** Sends a message to every open user socket of a user, on every node. */
export type NotifyUser = (userId: string, message: ServerMessage) => void;

/** The notifier that publishes on the user's channel of the bus. */
export function userNotifier(bus: EventBus): NotifyUser {
  return (userId, message) => bus.publish(userChannel(userId), message);
}

/** A user's own socket. */
export class UserConnection extends SocketSession {
  private readonly channel: string;

  constructor(
    deps: SessionDeps & { readonly userPresence?: UserPresence },
    socket: WebSocket,
    readonly identity: Identity,
    counters: readonly MessageCounter[],
  ) {
    super(deps, socket, counters);
    this.channel = userChannel(identity.userId);
    this.presence = deps.userPresence;
  }

  private readonly presence: UserPresence | undefined;

  protected get place(): string {
    return this.channel;
  }

  /**
   * Joins the user's channel and handles the socket's frames once the channel is live on every
   * node: a client's first ping is answered only then, so after its pong nothing sent to the user
   * can pass it by (user messages have no log to replay from, unlike a room's).
   */
  async open(): Promise<void> {
    this.base.hub.add(this.channel, this.socket);
    this.presence?.opened(this.identity.userId);
    await this.base.hub.ready(this.channel);
    this.start();
  }

  protected departed(): void {
    this.base.hub.remove(this.channel, this.socket);
    this.presence?.closed(this.identity.userId);
  }

  protected async handle(text: string | null): Promise<void> {
    const frame = readClientFrame(text);
    if (!frame.ok) return this.send(frame.error);
    if (frame.message.type === 'ping') {
      return this.send({ type: 'pong', payload: { t: frame.message.payload?.t, serverTime: Date.now() } });
    }
    return this.send({
      type: 'error',
      payload: {
        message: 'This socket carries no game: open one with ?room= to play or watch',
        code: 'bad_request',
      },
    });
  }
}
