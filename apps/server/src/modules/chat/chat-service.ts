// Spectator chat: the rules of reading and writing it, as the room sockets' ChatPort.
//
// Who reads: a room's spectators, live; its players only once their game is over (then they get the
// stored messages, and may write too: the game they could have been helped in is finished). While
// the game runs, a player's socket is not a chat reader, so the hub never sends it chat, and what
// it sends to the chat is refused. A socket that opts out stops reading until it opts in again
// (when it gets the history anew). Who writes: an open, opted-in socket of a user not muted in the
// room, at most once a second per user, up to 200 characters, banned words masked.
//
// The players' own chat (game-chat.ts) comes in through the same port and shares the store, the
// banned words, the pause and the mutes.
import {
  CHAT_COOLDOWN_MS,
  CHAT_HISTORY_LIMIT,
  CHAT_MAX_LENGTH,
  CHAT_MESSAGES,
  type ChatClientMessage,
  type ServerMessage,
} from '@checkers/protocol';
import type { Kysely } from 'kysely';
import type { ChatDb } from './tables.js';
import { failure, success, type Outcome } from '../../lib/errors.js';
import { Hub, type ChatMember, type ChatPort, type EventBus } from '../realtime/index.js';
import { BannedWords } from './banned-words.js';
import { ChatSockets, type Participant } from './chat-sockets.js';
import type { ChatRooms } from './chat-rooms.js';
import { ChatStore } from './chat-store.js';
import { Cooldown } from './cooldown.js';
import { GameChat } from './game-chat.js';
import { ChatModeration } from './moderation.js';
import { cleanMessage, lengthOf } from './text.js';

/** What the chat is built from. */
export interface ChatDeps {
  readonly db: Kysely<ChatDb>;
  readonly bus: EventBus;
  readonly hub: Hub;
  /** The rooms' store: a room's status, and its spectators by name. */
  readonly rooms: ChatRooms;
  /** Accounts, for the moderator role (read at each use: a revoked role ends at once). */
  readonly accounts: { byUserId(userId: string): Promise<{ role: string } | undefined> };
  readonly warn: (details: Record<string, unknown>, message: string) => void;
}

const done: Outcome<void> = success(undefined);

/** The spectator chat of this node's room sockets. */
export class ChatService implements ChatPort {
  private readonly store: ChatStore;
  private readonly words: BannedWords;
  private readonly cooldown = new Cooldown(CHAT_COOLDOWN_MS);
  private readonly sockets: ChatSockets;
  private readonly moderation: ChatModeration;
  private readonly gameChat: GameChat;

  constructor(private readonly deps: ChatDeps) {
    this.store = new ChatStore(deps.db);
    this.words = new BannedWords(() => this.store.bannedWords());
    this.sockets = new ChatSockets(deps.bus, (message, participants) => this.heard(message, participants));
    this.moderation = new ChatModeration(this.store, deps.bus, this.words, deps.rooms);
    this.gameChat = new GameChat({
      store: this.store,
      words: this.words,
      cooldown: this.cooldown,
      bus: deps.bus,
      hub: deps.hub,
    });
  }

  async arrive(member: ChatMember): Promise<void> {
    const spectator = member.color === null;
    const room = spectator ? undefined : await this.deps.rooms.find(member.room);
    const open = spectator || room?.status === 'finished';
    const participant: Participant = { member, open, optedIn: true, muted: false, isModerator: false };
    this.sockets.add(participant);
    if (open) await this.openTo(participant);
    if (!spectator) await this.gameChat.arrive(member, room);
  }

  depart(member: ChatMember): void {
    this.sockets.remove(member);
  }

  async handle(member: ChatMember, message: ChatClientMessage): Promise<Outcome<void>> {
    const participant = this.sockets.get(member);
    if (participant === undefined) return failure('unavailable', 'Chat is not available');
    switch (message.type) {
      case 'spectator_chat':
        return this.say(participant, message.payload.message);
      case 'spectator_chat_joined':
      case 'spectator_chat_left':
        return this.optIn(participant, message.type === 'spectator_chat_joined');
      case 'moderate_chat_message': {
        if (!(await this.isModerator(member.identity.userId)))
          return failure('chat_not_moderator', CHAT_MESSAGES.notModerator);
        const opened = await this.ensureOpen(participant);
        return opened.ok ? this.moderation.act(member, message.payload) : opened;
      }
      case 'game_chat':
        return this.gameChat.say(member, message.payload.message);
    }
  }

  /** Sockets this node's chat follows (for tests). */
  get size(): number {
    return this.sockets.size;
  }

  private async say(participant: Participant, raw: string): Promise<Outcome<void>> {
    const text = cleanMessage(raw);
    if (text === '') return done;
    if (lengthOf(text) > CHAT_MAX_LENGTH) return failure('chat_too_long', CHAT_MESSAGES.tooLong);
    const opened = await this.ensureOpen(participant);
    if (!opened.ok) return opened;
    if (!participant.optedIn) return failure('chat_opted_out', CHAT_MESSAGES.optedOut);
    const { room, identity } = participant.member;
    if (!this.cooldown.take(identity.userId)) return failure('chat_too_fast', CHAT_MESSAGES.tooFast);
    // The database says who is muted, whichever node the moderator used.
    const [muted, isModerator] = await Promise.all([
      this.store.isMuted(room, identity.userId),
      this.isModerator(identity.userId),
    ]);
    this.restand(participant, { muted, isModerator });
    if (muted) return failure('chat_muted', CHAT_MESSAGES.muted);
    const payload = await this.store.add({
      room,
      userId: identity.userId,
      username: identity.displayName,
      message: await this.words.mask(text),
      isModerator,
    });
    this.deps.bus.publish(room, { type: 'spectator_chat', payload });
    return done;
  }

  private async optIn(participant: Participant, optedIn: boolean): Promise<Outcome<void>> {
    const opened = await this.ensureOpen(participant);
    if (!opened.ok) return opened;
    if (participant.optedIn === optedIn) return done;
    participant.optedIn = optedIn;
    const { socket, room, identity } = participant.member;
    if (optedIn) await this.startReading(participant);
    else Hub.readChat(socket, false);
    this.sendMode(participant);
    this.deps.bus.publish(room, {
      type: optedIn ? 'spectator_chat_joined' : 'spectator_chat_left',
      payload: { spectatorId: identity.userId, username: identity.displayName, timestamp: Date.now() },
    });
    return done;
  }

  /** Opens the chat to a player whose game has ended since (the `game_over` may not have reached us). */
  private async ensureOpen(participant: Participant): Promise<Outcome<void>> {
    if (participant.open) return done;
    const row = await this.deps.rooms.find(participant.member.room);
    if (row?.status !== 'finished') return failure('chat_closed', CHAT_MESSAGES.playersDuringGame);
    participant.open = true;
    await this.openTo(participant);
    return done;
  }

  /** Tells a socket its standing, and starts it reading if it has not opted out. */
  private async openTo(participant: Participant): Promise<void> {
    const { room, identity } = participant.member;
    const [muted, isModerator] = await Promise.all([
      this.store.isMuted(room, identity.userId),
      this.isModerator(identity.userId),
    ]);
    Object.assign(participant, { muted, isModerator });
    this.sendMode(participant);
    if (participant.optedIn) await this.startReading(participant);
  }

  /**
   * Makes the socket a chat reader and sends it the room's last messages. Its live events wait
   * meanwhile, and those the history already held are dropped: each message arrives once.
   */
  private async startReading(participant: Participant): Promise<void> {
    const { socket, room } = participant.member;
    const hub = this.deps.hub;
    hub.hold(socket);
    Hub.readChat(socket, true);
    const sent = new Set<string>();
    try {
      for (const payload of await this.store.history(room, CHAT_HISTORY_LIMIT)) {
        sent.add(payload.message_id);
        Hub.send(socket, { type: 'spectator_chat', payload });
      }
    } finally {
      hub.release(socket, (m) => m.type === 'spectator_chat' && sent.has(m.payload.message_id));
    }
  }

  private heard(message: ServerMessage, participants: Iterable<Participant>): void {
    const failed = (error: unknown): void => this.deps.warn({ err: error }, 'chat update failed');
    if (message.type === 'game_over') {
      for (const participant of participants) {
        if (participant.open) continue;
        participant.open = true;
        this.openTo(participant).catch(failed);
      }
    } else if (message.type === 'spectator_chat_moderated') {
      const { action } = message.payload;
      if (action === 'ban_word') this.words.invalidate();
      if (action !== 'mute' && action !== 'unmute') return;
      // Names are not unique: every open socket of the room reads its own standing again.
      for (const participant of participants) {
        if (!participant.open) continue;
        const { room, identity } = participant.member;
        this.store
          .isMuted(room, identity.userId)
          .then((muted) => this.restand(participant, { muted, isModerator: participant.isModerator }))
          .catch(failed);
      }
    }
  }

  /** Updates a socket's standing, telling it when it changed. */
  private restand(participant: Participant, standing: { muted: boolean; isModerator: boolean }): void {
    if (participant.muted === standing.muted && participant.isModerator === standing.isModerator) return;
    Object.assign(participant, standing);
    this.sendMode(participant);
  }

  private sendMode(participant: Participant): void {
    const { isModerator, muted, optedIn } = participant;
    Hub.send(participant.member.socket, {
      type: 'spectator_mode_changed',
      payload: { isModerator, muted, optedIn },
    });
  }

  private async isModerator(userId: string): Promise<boolean> {
    return (await this.deps.accounts.byUserId(userId))?.role === 'moderator';
  }
}
