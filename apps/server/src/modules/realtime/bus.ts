// Fan-out of room events, and signals between nodes. In-process by default; a Redis implementation
// (multi-node mode) provides the same interface so nothing else changes.
import { EventEmitter } from 'node:events';
import type { ServerMessage } from '@checkers/protocol';

/**
 * A message from one node to every node (itself included) that no socket hears: the sessions a
 * sign-out ended (null: every session of the user), whose sockets each node closes.
 */
export interface NodeSignal {
  readonly kind: 'session_revoked';
  readonly userId: string;
  readonly sessionId: string | null;
}

/** Delivers room events to every subscriber (on every node, for distributed buses). */
export interface EventBus {
  publish(roomCode: string, message: ServerMessage): void;
  subscribe(roomCode: string, listener: (message: ServerMessage) => void): () => void;
  /**
   * Settles once a subscription to the channel hears what is published from then on, on every node
   * (a distributed bus subscribes asynchronously). Absent: at once.
   */
  subscribed?(roomCode: string): Promise<void>;
  /** Sends a signal to every node. */
  signal(signal: NodeSignal): void;
  /** Hears the signals of every node. */
  onSignal(listener: (signal: NodeSignal) => void): () => void;
  close(): Promise<void>;
}

/** The emitter event signals travel under (no room code can be it). */
const SIGNALS = '\0signals';

/** A bus inside one process. */
export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(roomCode: string, message: ServerMessage): void {
    this.emitter.emit(roomCode, message);
  }

  subscribe(roomCode: string, listener: (message: ServerMessage) => void): () => void {
    this.emitter.on(roomCode, listener);
    return () => this.emitter.off(roomCode, listener);
  }

  signal(signal: NodeSignal): void {
    this.emitter.emit(SIGNALS, signal);
  }

  onSignal(listener: (signal: NodeSignal) => void): () => void {
    this.emitter.on(SIGNALS, listener);
    return () => this.emitter.off(SIGNALS, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
