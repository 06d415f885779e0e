// What a moderator may do in a room's chat: delete a message, mute or unmute a user (named as the
// chat shows them), clear the chat, ban a word everywhere. Each is stored with its log row, then
// announced to the room's chat readers on every node. The caller has checked the role.
import { CHAT_MESSAGES, type ChatClientMessage, type ChatModeratedPayload } from '@checkers/protocol';
import { failure, success, type Outcome } from '../../lib/errors.js';
import type { ChatMember, EventBus } from '../realtime/index.js';
import type { BannedWords } from './banned-words.js';
import type { ChatRooms } from './chat-rooms.js';
import type { ChatStore, Moderator } from './chat-store.js';

/** A moderator's request, as the protocol parsed it (the fields its action needs are present). */
export type ModerationRequest = Extract<ChatClientMessage, { type: 'moderate_chat_message' }>['payload'];

/** Moderator actions. */
export class ChatModeration {
  constructor(
    private readonly store: ChatStore,
    private readonly bus: EventBus,
    private readonly words: BannedWords,
    private readonly rooms: ChatRooms,
  ) {}

  async act(member: ChatMember, request: ModerationRequest): Promise<Outcome<void>> {
    const room = member.room;
    const by: Moderator = { room, userId: member.identity.userId };
    const announce = (payload: Omit<ChatModeratedPayload, 'by'>): Outcome<void> => {
      this.bus.publish(room, {
        type: 'spectator_chat_moderated',
        payload: { ...payload, by: member.identity.displayName },
      });
      return success(undefined);
    };
    switch (request.action) {
      case 'delete': {
        const messageId = request.messageId ?? '';
        if (!(await this.store.deleteMessage(by, messageId)))
          return failure('chat_message_not_found', CHAT_MESSAGES.messageNotFound);
        return announce({ action: 'delete', messageId });
      }
      case 'mute':
      case 'unmute': {
        const username = request.username ?? '';
        const users = await this.usersNamed(room, username);
        if (users.length === 0) return failure('chat_no_such_user', `No one named ${username} in this room`);
        await this.store.setMuted(by, users, username, request.action === 'mute');
        return announce({ action: request.action, username });
      }
      case 'clear':
        await this.store.clear(by);
        return announce({ action: 'clear' });
      case 'ban_word': {
        const word = (request.word ?? '').toLowerCase();
        await this.store.banWord(by, word);
        this.words.invalidate();
        return announce({ action: 'ban_word', word });
      }
      default:
        return unknownAction(request.action);
    }
  }
  /**
   * The users a moderator means by a name in a room (any case): those who wrote under it there, and
   * the room's spectators and players who bear it (a player muted cannot write to the opponent
   * either). Names are not unique (guests'), so there may be several.
   */
  private async usersNamed(room: string, name: string): Promise<string[]> {
    const [authors, watchers, players] = await Promise.all([
      this.store.authorsNamed(room, name),
      this.rooms.spectatorsNamed(room, name),
      this.playersNamed(room, name),
    ]);
    return [...new Set([...authors, ...watchers, ...players])];
  }

  private async playersNamed(code: string, name: string): Promise<string[]> {
    const room = await this.rooms.find(code);
    const seated = [room?.red_user_id, room?.black_user_id].filter(
      (id): id is string => id !== null && id !== undefined,
    );
    return this.store.usersNamed(seated, name);
  }
}

/** Compiles only while every action has its case above; at run time the protocol let nothing else in. */
function unknownAction(action: never): never {
  throw new Error(`Unknown moderation action: ${String(action)}`);
}
