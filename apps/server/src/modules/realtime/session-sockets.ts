// The open sockets of each signed-in session on this node, so that signing out (one session, or
// every session of a user) closes them at once, on every node: the account service tells
// `revoked`, the bus carries it to every node as a signal, and each node closes its own sockets of
// the session with the close code that a client shows as 'Session expired. Please refresh the
// page.'. Tokens are already refused from then on; this stops sockets opened before.
import { CLOSE_CODES } from '@checkers/protocol';
import type { WebSocket } from 'ws';
import type { Identity } from '../accounts/index.js';
import type { EventBus, NodeSignal } from './bus.js';

interface Tracked {
  readonly sessionId: string | undefined;
  readonly socket: WebSocket;
}

/** Sockets by user, on this node; closes those of a revoked session. */
export class SessionSockets {
  private readonly byUser = new Map<string, Set<Tracked>>();
  private readonly stopListening: () => void;

  constructor(private readonly bus: EventBus) {
    this.stopListening = bus.onSignal((signal) => this.heard(signal));
  }

  /** Follows a socket of `identity` until it closes. */
  track(identity: Identity, socket: WebSocket): void {
    const entry: Tracked = { sessionId: identity.sessionId, socket };
    let sockets = this.byUser.get(identity.userId);
    if (sockets === undefined) this.byUser.set(identity.userId, (sockets = new Set()));
    sockets.add(entry);
    socket.once('close', () => {
      sockets.delete(entry);
      if (sockets.size === 0 && this.byUser.get(identity.userId) === sockets)
        this.byUser.delete(identity.userId);
    });
  }

  /** A sign-out ended `sessionId` of the user (null: every session): every node closes its sockets. */
  revoked(userId: string, sessionId: string | null): void {
    this.bus.signal({ kind: 'session_revoked', userId, sessionId });
  }

  close(): void {
    this.stopListening();
  }

  private heard(signal: NodeSignal): void {
    if (signal.kind !== 'session_revoked') return;
    const sockets = this.byUser.get(signal.userId);
    if (sockets === undefined) return;
    for (const { sessionId, socket } of [...sockets]) {
      if (signal.sessionId === null || sessionId === signal.sessionId) {
        socket.close(CLOSE_CODES.sessionExpired, 'Session expired');
      }
    }
  }
}
