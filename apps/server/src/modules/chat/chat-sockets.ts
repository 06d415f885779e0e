// The chat's side of this node's room sockets: each socket's standing (is the chat open to it, has
// it opted out, is its user muted or a moderator), by room. While a room has sockets here, the chat
// listens to the room's events on the bus for the two it acts on: `game_over` (the chat opens to the
// players) and moderators' mutes (the muted learn their new standing, on whichever node they are).
import type { ServerMessage } from '@checkers/protocol';
import type { ChatMember, EventBus } from '../realtime/index.js';

/** A room socket's standing in the chat. */
export interface Participant {
  readonly member: ChatMember;
  /** The chat is open to it: a spectator's always, a player's once the game is over. */
  open: boolean;
  /** It reads and writes the chat (the default), or opted out. */
  optedIn: boolean;
  muted: boolean;
  isModerator: boolean;
}

/** What the chat does with an event of a room that has sockets here. */
export type Heard = (message: ServerMessage, participants: Iterable<Participant>) => void;

interface RoomEntry {
  readonly participants: Map<ChatMember, Participant>;
  readonly unsubscribe: () => void;
}

/** The chat participants of this node, by room. */
export class ChatSockets {
  private readonly rooms = new Map<string, RoomEntry>();

  constructor(
    private readonly bus: EventBus,
    private readonly heard: Heard,
  ) {}

  add(participant: Participant): void {
    const room = participant.member.room;
    let entry = this.rooms.get(room);
    if (entry === undefined) {
      const participants = new Map<ChatMember, Participant>();
      // Every event of the room passes here: two comparisons for those the chat ignores.
      const unsubscribe = this.bus.subscribe(room, (message) => {
        if (message.type === 'game_over' || message.type === 'spectator_chat_moderated')
          this.heard(message, participants.values());
      });
      this.rooms.set(room, (entry = { participants, unsubscribe }));
    }
    entry.participants.set(participant.member, participant);
  }

  get(member: ChatMember): Participant | undefined {
    return this.rooms.get(member.room)?.participants.get(member);
  }

  /** Forgets a socket; the room's subscription ends with its last. */
  remove(member: ChatMember): void {
    const entry = this.rooms.get(member.room);
    if (entry === undefined || !entry.participants.delete(member)) return;
    if (entry.participants.size > 0) return;
    entry.unsubscribe();
    this.rooms.delete(member.room);
  }

  /** Sockets on this node (for tests: closed sockets leave nothing behind). */
  get size(): number {
    let count = 0;
    for (const entry of this.rooms.values()) count += entry.participants.size;
    return count;
  }
}
