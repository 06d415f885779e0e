// Fan-out of room events, and signals between nodes. In-process by default; a Redis implementation
// (multi-node mode) provides the same interface so nothing else changes.
import { EventEmitter } from 'node:events';
import type { ServerMessage } from '@checkers/protocol';

/**
 * A message from one node to every node (itself included) that no socket hears: the sessions a
 * sign-out ended (null: every session of the user), whose sockets each node closes; a user whose
 * push subscriptions changed, whom each node's cache of them forgets.
 */
export type NodeSignal =
  | {
      readonly kind: 'session_revoked';
      readonly userId: string;
      readonly sessionId: string | null;
    }
  | { readonly kind: 'push_subscriptions_changed'; readonly userId: string };

/**
 * What a module tells its peers on the other nodes along with a room's event: opaque to the bus,
 * JSON-serialisable, never delivered to a socket. The game service sends what a write changed, so
 * the other nodes' memory of the game follows it (games/game-notes.ts).
 */
export type NodeNote = unknown;

/** Delivers room events to every subscriber (on every node, for distributed buses). */
export interface EventBus {
  /** Publishes `message` to the room's subscribers; `note`, if any, to every node's note listeners. */
  publish(roomCode: string, message: ServerMessage, note?: NodeNote): void;
  subscribe(roomCode: string, listener: (message: ServerMessage) => void): () => void;
  /**
   * Settles once a subscription to the channel hears what is published from then on, on every node
   * (a distributed bus subscribes asynchronously). Absent: at once.
   */
  subscribed?(roomCode: string): Promise<void>;
  /**
   * Hears the notes published with room events: a distributed bus hears those of the rooms this
   * node subscribes to (its own included), heard before the event is delivered to the sockets; the
   * in-process bus hears every note at once.
   */
  onNote(listener: (roomCode: string, note: NodeNote) => void): () => void;
  /** Sends a signal to every node. */
  signal(signal: NodeSignal): void;
  /** Hears the signals of every node. */
  onSignal(listener: (signal: NodeSignal) => void): () => void;
  close(): Promise<void>;
}

/** The emitter events signals and notes travel under (no room code can be either). */
const SIGNALS = '\0signals';
const NOTES = '\0notes';

/** A bus inside one process. */
export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(roomCode: string, message: ServerMessage, note?: NodeNote): void {
    if (note !== undefined) this.emitter.emit(NOTES, roomCode, note);
    this.emitter.emit(roomCode, message);
  }

  onNote(listener: (roomCode: string, note: NodeNote) => void): () => void {
    this.emitter.on(NOTES, listener);
    return () => this.emitter.off(NOTES, listener);
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
