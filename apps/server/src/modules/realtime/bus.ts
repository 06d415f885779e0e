// Fan-out of room events. In-process by default; a Redis implementation (multi-node mode) provides
// the same interface so nothing else changes.
import { EventEmitter } from 'node:events';
import type { ServerMessage } from '@checkers/protocol';

/** Delivers room events to every subscriber (on every node, for distributed buses). */
export interface EventBus {
  publish(roomCode: string, message: ServerMessage): void;
  subscribe(roomCode: string, listener: (message: ServerMessage) => void): () => void;
  /**
   * Settles once a subscription to the channel hears what is published from then on, on every node
   * (a distributed bus subscribes asynchronously). Absent: at once.
   */
  subscribed?(roomCode: string): Promise<void>;
  close(): Promise<void>;
}

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

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
