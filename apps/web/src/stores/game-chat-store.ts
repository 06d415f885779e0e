// The players' own chat as this page holds it: the two players' messages (at most 100, oldest
// first) and the last refusal the server sent about it. The room connection feeds it; the game
// chat feature shows it. Kept apart from the spectators' chat: neither's messages or warnings ever
// show in the other.
import type { GameChatPayload } from '@checkers/protocol';
import { create } from 'zustand';
import { withEntry, type ChatEntry, type ChatWarning } from './chat-store';

export interface GameChatState {
  readonly entries: readonly ChatEntry[];
  readonly warning: ChatWarning | null;
}

const initial = (): GameChatState => ({ entries: [], warning: null });

export const useGameChatStore = create<GameChatState>()(() => initial());

/** The store outside React. */
export const gameChatStore = useGameChatStore;

let nextWarning = 1;

/** A message of the players' chat (live, or the history a returning socket gets). */
export function receiveGameChat(payload: GameChatPayload): void {
  const { message_id, username, message, timestamp, color } = payload;
  const entry: ChatEntry = {
    kind: 'message',
    id: message_id,
    username,
    text: message,
    timestamp,
    isModerator: false,
    color,
  };
  gameChatStore.setState((state) => ({ entries: withEntry(state.entries, entry) }));
}

/** Shows a warning in the players' chat (a server refusal, or the same rule checked before sending). */
export function gameChatWarning(text: string): void {
  gameChatStore.setState({ warning: { id: nextWarning++, text } });
}

/** Clears the warning once it has been read, or once a message went through after it. */
export function dismissGameChatWarning(): void {
  gameChatStore.setState({ warning: null });
}

/** A new room (or none): nothing of the last room's conversation stays. */
export function resetGameChat(): void {
  gameChatStore.setState(initial());
}
