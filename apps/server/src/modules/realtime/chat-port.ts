// What a room's sockets ask of the chat (the spectators', and the players' own). The realtime module carries the chat's frames
// and lets the hub send chat to its readers only; who may read or write, and what is said, are the
// chat module's to decide. The app hands in its implementation, so this module does not depend on it.
import type { ChatClientMessage, ServerMessage, WireColor } from '@checkers/protocol';
import type { Outcome } from '../../lib/errors.js';
import type { Identity } from '../accounts/index.js';
import type { HubSocket } from './hub.js';

/** A room socket as the chat sees it (the connection itself: nothing is allocated for it). */
export interface ChatMember {
  readonly socket: HubSocket;
  readonly room: string;
  readonly identity: Identity;
  /** The seat, or null for a spectator. */
  readonly color: WireColor | null;
}

/** The chat behind a room's sockets. */
export interface ChatPort {
  /**
   * A socket is live in its room: the chat sends it its standing and the history, and marks it as a
   * reader, if it may read now.
   */
  arrive(member: ChatMember): Promise<void>;
  /** The socket closed. */
  depart(member: ChatMember): void;
  /** One chat message from the socket; a refusal is answered as an `error` to it alone. */
  handle(member: ChatMember, message: ChatClientMessage): Promise<Outcome<void>>;
}

/**
 * What a socket is answered to a chat message: nothing, or an `error` (a refusal, no chat here). A
 * refusal of the players' chat says so, for the client to show it there.
 */
export async function chatReply(
  chat: ChatPort | undefined,
  member: ChatMember,
  message: ChatClientMessage,
): Promise<ServerMessage | undefined> {
  const replyTo = message.type === 'game_chat' ? { replyTo: message.type } : {};
  if (chat === undefined) {
    return { type: 'error', payload: { message: 'Chat is not available', code: 'unavailable', ...replyTo } };
  }
  const outcome = await chat.handle(member, message);
  if (outcome.ok) return undefined;
  const { message: text, code } = outcome.failure;
  return { type: 'error', payload: { message: text, code, ...replyTo } };
}
