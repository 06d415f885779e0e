// The players' own chat: the two seated players of a room talk to each other, during the game and
// after it; spectators never read it, and may not write in it. It keeps the spectator chat's rules
// and machinery: the text cleaned the same way, 200 characters, one message a second per user (the
// same pause as the spectator chat's: a user's messages to either chat count together), banned
// words masked, and a user muted in the room's chat is muted here too. Moderators do not read it
// (it is the players' conversation), so their deletes and clears act on the spectators' chat only.
//
// Its messages travel on the room's bus like spectator chat, marked for the players' sockets only
// (the hub's `readGameChat`), so the two players may sit on different nodes. They are stored, and a
// player's socket gets the last 100 when it opens (a reload, a reconnection).
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MAX_LENGTH,
  CHAT_MESSAGES,
  GAME_CHAT_MESSAGES,
  type WireColor,
} from '@checkers/protocol';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { Hub, type ChatMember, type EventBus } from '../realtime/index.js';
import type { RoomRow } from '../rooms/index.js';
import type { BannedWords } from './banned-words.js';
import type { ChatStore } from './chat-store.js';
import type { Cooldown } from './cooldown.js';
import { cleanMessage, lengthOf } from './text.js';

/** What the players' chat shares with the spectators'. */
export interface GameChatDeps {
  readonly store: ChatStore;
  readonly words: BannedWords;
  readonly cooldown: Cooldown;
  readonly bus: EventBus;
  readonly hub: Hub;
}

const done: Outcome<void> = success(undefined);

/** The seat of a user in a room, if it has one. */
function seatIn(room: RoomRow | undefined, userId: string): WireColor | undefined {
  if (room === undefined) return undefined;
  if (room.red_user_id === userId) return 'red';
  return room.black_user_id === userId ? 'black' : undefined;
}

/** The players' chat of this node's room sockets. */
export class GameChat {
  constructor(private readonly deps: GameChatDeps) {}

  /**
   * A player's socket is live: it reads the players' chat from now on, starting with the room's
   * last messages. Its live events wait meanwhile, and those the history already held are dropped.
   */
  async arrive(member: ChatMember, room: RoomRow | undefined): Promise<void> {
    const { socket } = member;
    const { hub, store } = this.deps;
    hub.hold(socket);
    Hub.readGameChat(socket, true);
    const sent = new Set<string>();
    try {
      const history = await store.playersHistory(member.room, CHAT_HISTORY_LIMIT, (id) => seatIn(room, id));
      for (const payload of history) {
        sent.add(payload.message_id);
        Hub.send(socket, { type: 'game_chat', payload });
      }
    } finally {
      hub.release(socket, (m) => m.type === 'game_chat' && sent.has(m.payload.message_id));
    }
  }

  /** A message from one player to the other. */
  async say(member: ChatMember, raw: string): Promise<Outcome<void>> {
    const { color, room, identity } = member;
    if (color === null) return failure('chat_players_only', GAME_CHAT_MESSAGES.playersOnly);
    const text = cleanMessage(raw);
    if (text === '') return done;
    if (lengthOf(text) > CHAT_MAX_LENGTH) return failure('chat_too_long', CHAT_MESSAGES.tooLong);
    const { store, words, cooldown, bus } = this.deps;
    if (!cooldown.take(identity.userId)) return failure('chat_too_fast', CHAT_MESSAGES.tooFast);
    // The database says who is muted, whichever node the moderator used.
    if (await store.isMuted(room, identity.userId)) return failure('chat_muted', CHAT_MESSAGES.muted);
    const payload = await store.addForPlayers(
      {
        room,
        userId: identity.userId,
        username: identity.displayName,
        message: await words.mask(text),
        isModerator: false,
      },
      color,
    );
    bus.publish(room, { type: 'game_chat', payload });
    return done;
  }
}
