import { CHAT_ERROR_CODES, CHAT_MESSAGES, type ChatModeratedPayload } from '@checkers/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHAT_KEPT_LIMIT,
  chatStore,
  isChatError,
  receiveChat,
  resetChat,
  type ChatServerMessage,
} from './chat-store';

const chat = (id: number, username = 'Ann', timestamp = 1_000 + id): ChatServerMessage => ({
  type: 'spectator_chat',
  payload: { message_id: `m${id}`, username, message: `hello ${id}`, timestamp, isModerator: false },
});

afterEach(resetChat);

describe('the chat store', () => {
  it('keeps at most 100 messages, dropping the oldest', () => {
    for (let i = 1; i <= 130; i++) receiveChat(chat(i));
    const { entries } = chatStore.getState();
    expect(CHAT_KEPT_LIMIT).toBe(100);
    expect(entries).toHaveLength(100);
    expect(entries[0]!.id).toBe('m31');
    expect(entries.at(-1)!.id).toBe('m130');
  });

  it('skips a message it already holds (history sent again on reconnect) and keeps time order', () => {
    receiveChat(chat(2));
    receiveChat(chat(1));
    receiveChat(chat(2));
    expect(chatStore.getState().entries.map((e) => e.id)).toEqual(['m1', 'm2']);
  });

  it('removes a deleted message, empties the chat on clear, and hides nothing else', () => {
    receiveChat(chat(1));
    receiveChat(chat(2));
    receiveChat({
      type: 'spectator_chat_moderated',
      payload: { action: 'delete', messageId: 'm1', by: 'Mod' },
    });
    expect(chatStore.getState().entries.map((e) => e.id)).toEqual(['m2']);
    receiveChat({ type: 'spectator_chat_moderated', payload: { action: 'clear', by: 'Mod' } });
    const entries = chatStore.getState().entries;
    expect(entries.filter((e) => e.kind === 'message')).toHaveLength(0);
    expect(entries[0]).toMatchObject({ kind: 'note', text: 'Mod cleared the chat' });
  });

  it('records muted names in any case, and forgets them on unmute', () => {
    receiveChat({
      type: 'spectator_chat_moderated',
      payload: { action: 'mute', username: 'Bob', by: 'Mod' },
    });
    expect(chatStore.getState().mutedNames).toEqual(['bob']);
    receiveChat({
      type: 'spectator_chat_moderated',
      payload: { action: 'unmute', username: 'BOB', by: 'Mod' },
    });
    expect(chatStore.getState().mutedNames).toEqual([]);
  });

  it('names a banned word to moderators only', () => {
    const ban: ChatServerMessage = {
      type: 'spectator_chat_moderated',
      payload: { action: 'ban_word', word: 'rude', by: 'Mod' },
    };
    receiveChat(ban);
    expect(chatStore.getState().entries.at(-1)).toMatchObject({ text: 'Mod banned a word' });
    receiveChat({
      type: 'spectator_mode_changed',
      payload: { isModerator: true, muted: false, optedIn: true },
    });
    receiveChat(ban);
    expect(chatStore.getState().entries.at(-1)).toMatchObject({ text: 'Mod banned "rude"' });
  });

  it("tells the chat's refusals from the game's by their code", () => {
    for (const code of CHAT_ERROR_CODES) expect(isChatError({ code })).toBe(true);
    // The wording does not decide: a game refusal stays a notice whatever it says.
    const gameRefusal = { code: 'forbidden', message: CHAT_MESSAGES.muted };
    expect(isChatError(gameRefusal)).toBe(false);
    expect(isChatError({ code: 'not_your_turn' })).toBe(false);
    expect(isChatError({ code: 'validation_failed' })).toBe(false);
    expect(isChatError({ code: 'rate_limited' })).toBe(false);
  });

  it('ignores a moderation action it does not know rather than calling it a ban', () => {
    const before = chatStore.getState().entries;
    const unknown = { action: 'nuke', by: 'Mod' } as unknown as ChatModeratedPayload;
    receiveChat({ type: 'spectator_chat_moderated', payload: unknown });
    expect(chatStore.getState().entries).toEqual(before);
  });
});
