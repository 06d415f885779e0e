// The spectator chat as this page holds it: the messages (at most 100, oldest first), this socket's
// standing (moderator, muted, opted in), the names moderators muted, and the last refusal the
// server sent. The room connection feeds it; the spectate feature shows it.
import {
  CHAT_HISTORY_LIMIT,
  isChatErrorCode,
  type ChatModeratedPayload,
  type ServerMessage,
  type SpectatorModePayload,
  type WireColor,
} from '@checkers/protocol';
import { create } from 'zustand';

/** At most this many chat lines are kept. */
export const CHAT_KEPT_LIMIT = CHAT_HISTORY_LIMIT;

/** One line of the chat: a spectator's message, or a note about the chat itself. */
export type ChatEntry =
  | {
      readonly kind: 'message';
      readonly id: string;
      readonly username: string;
      readonly text: string;
      readonly timestamp: number;
      readonly isModerator: boolean;
      /** In the players' own chat, the author's seat. */
      readonly color?: WireColor;
    }
  | { readonly kind: 'note'; readonly id: string; readonly text: string; readonly timestamp: number };

/** A refusal to show in the chat; `id` changes each time, so the same text twice shows twice. */
export interface ChatWarning {
  readonly id: number;
  readonly text: string;
}

export interface ChatState {
  readonly entries: readonly ChatEntry[];
  /** This socket's standing; null until the server says (a player's before the game ends). */
  readonly mode: SpectatorModePayload | null;
  /** Names muted in this room (lower-cased), as moderators' actions announced them. */
  readonly mutedNames: readonly string[];
  readonly warning: ChatWarning | null;
}

/** The chat's server messages. */
export type ChatServerMessage = Extract<
  ServerMessage,
  {
    type:
      | 'spectator_chat'
      | 'spectator_chat_joined'
      | 'spectator_chat_left'
      | 'spectator_chat_moderated'
      | 'spectator_mode_changed';
  }
>;

const initial = (): ChatState => ({ entries: [], mode: null, mutedNames: [], warning: null });

export const useChatStore = create<ChatState>()(() => initial());

/** The store outside React. */
export const chatStore = useChatStore;

let nextWarning = 1;
let nextNote = 1;

/** Keeps the newest `CHAT_KEPT_LIMIT` entries, oldest first. */
export function capEntries(entries: readonly ChatEntry[]): readonly ChatEntry[] {
  return entries.length > CHAT_KEPT_LIMIT ? entries.slice(entries.length - CHAT_KEPT_LIMIT) : entries;
}

/** Adds an entry in time order (history arrives oldest first; a message already held is skipped). */
export function withEntry(entries: readonly ChatEntry[], entry: ChatEntry): readonly ChatEntry[] {
  if (entry.kind === 'message' && entries.some((e) => e.kind === 'message' && e.id === entry.id)) {
    return entries;
  }
  let at = entries.length;
  while (at > 0 && entries[at - 1]!.timestamp > entry.timestamp) at--;
  return capEntries([...entries.slice(0, at), entry, ...entries.slice(at)]);
}

const note = (text: string, timestamp: number): ChatEntry => ({
  kind: 'note',
  id: `note-${nextNote++}`,
  text,
  timestamp,
});

/** Applies a moderator's action; an action added to the protocol fails to compile until handled here. */
function moderated(payload: ChatModeratedPayload, now: number): void {
  const state = chatStore.getState();
  const { action, messageId, username, word, by } = payload;
  switch (action) {
    case 'delete':
      chatStore.setState({
        entries: state.entries.filter((e) => e.kind !== 'message' || e.id !== messageId),
      });
      return;
    case 'clear':
      chatStore.setState({ entries: [note(`${by} cleared the chat`, now)] });
      return;
    case 'mute':
    case 'unmute': {
      const name = (username ?? '').toLowerCase();
      const others = state.mutedNames.filter((n) => n !== name);
      chatStore.setState({
        mutedNames: action === 'mute' ? [...others, name] : others,
        entries: withEntry(state.entries, note(`${by} ${action}d ${username ?? ''}`, now)),
      });
      return;
    }
    case 'ban_word': {
      // A banned word is named to moderators only; everyone else just learns that one was banned.
      const shown = state.mode?.isModerator === true && word !== undefined ? `"${word}"` : 'a word';
      chatStore.setState({ entries: withEntry(state.entries, note(`${by} banned ${shown}`, now)) });
      return;
    }
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
}

/** Applies one of the chat's server messages. */
export function receiveChat(message: ChatServerMessage, now = Date.now()): void {
  const state = chatStore.getState();
  switch (message.type) {
    case 'spectator_chat': {
      const { message_id, username, message: text, timestamp, isModerator } = message.payload;
      chatStore.setState({
        entries: withEntry(state.entries, {
          kind: 'message',
          id: message_id,
          username,
          text,
          timestamp,
          isModerator,
        }),
      });
      return;
    }
    case 'spectator_chat_joined':
    case 'spectator_chat_left': {
      const verb = message.type === 'spectator_chat_joined' ? 'joined' : 'left';
      const { username, timestamp } = message.payload;
      chatStore.setState({
        entries: withEntry(state.entries, note(`${username} ${verb} the chat`, timestamp)),
      });
      return;
    }
    case 'spectator_chat_moderated':
      moderated(message.payload, now);
      return;
    case 'spectator_mode_changed':
      chatStore.setState({ mode: message.payload });
      return;
  }
}

/** Whether an `error` from the room socket is the chat's (shown in the chat, not as a notice). */
export const isChatError = (error: { readonly code: string }): boolean => isChatErrorCode(error.code);

/** Shows a warning in the chat (a server refusal, or the same rule checked before sending). */
export function chatWarning(text: string): void {
  chatStore.setState({ warning: { id: nextWarning++, text } });
}

/** Clears the warning once it has been read. */
export function dismissChatWarning(): void {
  chatStore.setState({ warning: null });
}

/** A new room (or none): nothing of the last room's chat stays. */
export function resetChat(): void {
  chatStore.setState(initial());
}
