// Reading a room's event log as its sockets need it: states stored by reference (state-log.ts) come
// back whole, and a client that fell too far behind gets the current state instead of the events.
import type { ServerMessage } from '@checkers/protocol';
import type { Presence } from '../realtime/index.js';
import type { RoomStore, StoredEvent } from '../rooms/index.js';
import { stateOf } from './game-view.js';
import { expandStates, hasStateRefs } from './state-log.js';

/** The event log of every room, over the rooms' store. */
export class EventLog {
  constructor(private readonly store: RoomStore) {}

  /** Events after version `after`, oldest first, at most `limit`; states come whole. */
  async after(code: string, after: number, limit: number): Promise<StoredEvent[]> {
    const events = await this.store.eventsAfter(code, after, limit);
    if (!hasStateRefs(events)) return events;
    // Read after the events: the room's moves then include those of every state among them.
    const room = await this.store.find(code);
    return room === undefined ? events : expandStates(room, events);
  }

  /**
   * What a client that last saw version `after` needs: the events it missed when there are at most
   * `maxReplay` and all are still there; otherwise (or when `after` is not given) the whole state of
   * a started game; nothing for a room that is gone or still waiting for its second player.
   */
  async catchUp(
    code: string,
    after: number | undefined,
    maxReplay: number,
    presence: Presence,
  ): Promise<ServerMessage[]> {
    const current = await this.store.find(code);
    if (current === undefined) return [];
    if (after !== undefined && after <= current.version) {
      const missed = await this.after(code, after, maxReplay + 1);
      const complete = missed.length <= maxReplay && (missed[0]?.v ?? current.version + 1) === after + 1;
      if (complete) return missed.map((event) => event.message);
    }
    if (current.status === 'waiting') return [];
    const state = stateOf(current, await presence.spectatorCount(code));
    return [{ type: 'game_update', payload: state, v: current.version }];
  }
}
