import { describe, expect, it } from 'vitest';
import { isChatBroadcast } from './chat.js';
import { isGameChat } from './game-chat.js';
import { clientMessageSchema, serverMessageSchema } from './ws.js';

const issue = (message: unknown): string | undefined => {
  const parsed = clientMessageSchema.safeParse(message);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('chat client messages', () => {
  it('accept the contract shapes, with the ids older clients send', () => {
    for (const message of [
      { type: 'spectator_chat', payload: { message: 'hi' } },
      { type: 'spectator_chat', payload: { message: 'hi', spectatorId: 'p_1', timestamp: 1 } },
      { type: 'spectator_chat_joined' },
      { type: 'spectator_chat_left', payload: {} },
      { type: 'moderate_chat_message', payload: { action: 'delete', messageId: 'c_1' } },
      { type: 'moderate_chat_message', payload: { action: 'mute', username: 'Guest AB12' } },
      { type: 'moderate_chat_message', payload: { action: 'clear' } },
      { type: 'moderate_chat_message', payload: { action: 'ban_word', word: 'noob' } },
    ])
      expect(issue(message), JSON.stringify(message)).toBeUndefined();
  });

  it('refuse unknown actions, missing fields, wrong types and bad words with a clear message', () => {
    const moderate = (payload: unknown) => ({ type: 'moderate_chat_message', payload });
    expect(issue(moderate({ action: 'ban' }))).toBe(
      'action must be one of delete, mute, unmute, clear, ban_word',
    );
    expect(issue(moderate({ action: 'delete' }))).toBe('Required for delete');
    expect(issue(moderate({ action: 'mute' }))).toBe('Required for mute');
    expect(issue(moderate({ action: 'ban_word', word: 'two words' }))).toBe(
      'A banned word is one word of letters and digits',
    );
    expect(issue({ type: 'spectator_chat', payload: { message: 5 } })).toBeDefined();
    expect(issue({ type: 'spectator_chat', payload: {} })).toBeDefined();
    expect(issue({ type: 'spectator_chat', payload: { message: 'x', evil: 1 } })).toBeDefined();
  });
});

describe('chat server messages', () => {
  it('parse, and only the broadcasts are for chat readers', () => {
    const messages = [
      {
        type: 'spectator_chat',
        payload: { message_id: 'c_1', username: 'A', message: 'hi', timestamp: 1, isModerator: false },
      },
      { type: 'spectator_chat_joined', payload: { spectatorId: 'p_1', username: 'A', timestamp: 1 } },
      { type: 'spectator_chat_left', payload: { spectatorId: 'p_1', username: 'A', timestamp: 1 } },
      { type: 'spectator_chat_moderated', payload: { action: 'delete', messageId: 'c_1', by: 'M' } },
    ];
    for (const message of messages) {
      expect(serverMessageSchema.safeParse(message).success).toBe(true);
      expect(isChatBroadcast(message.type)).toBe(true);
    }
    const mode = {
      type: 'spectator_mode_changed',
      payload: { isModerator: false, muted: true, optedIn: true },
    };
    expect(serverMessageSchema.safeParse(mode).success).toBe(true);
    const others = serverMessageSchema.options.flatMap((option) => {
      const type = option.shape.type;
      return 'options' in type ? [...type.options] : [type.value];
    });
    expect(others.filter(isChatBroadcast).sort()).toEqual(messages.map((m) => m.type).sort());
  });
});

describe('game chat messages', () => {
  it('accept a message to the opponent and nothing else in it', () => {
    expect(issue({ type: 'game_chat', payload: { message: 'good luck' } })).toBeUndefined();
    expect(issue({ type: 'game_chat', payload: { message: '' } })).toBeUndefined();
    expect(issue({ type: 'game_chat', payload: { message: 5 } })).toBeDefined();
    expect(issue({ type: 'game_chat', payload: {} })).toBeDefined();
    expect(issue({ type: 'game_chat' })).toBeDefined();
    expect(issue({ type: 'game_chat', payload: { message: 'x', color: 'red' } })).toBeDefined();
  });

  it('reach the players only: never a spectator chat broadcast', () => {
    const message = {
      type: 'game_chat',
      payload: { message_id: 'c_1', username: 'A', message: 'gl', timestamp: 1, color: 'red' },
    };
    expect(serverMessageSchema.safeParse(message).success).toBe(true);
    expect(
      serverMessageSchema.safeParse({ ...message, payload: { ...message.payload, color: 'x' } }).success,
    ).toBe(false);
    expect(isChatBroadcast('game_chat')).toBe(false);
    expect(isGameChat('game_chat')).toBe(true);
    expect(isGameChat('spectator_chat')).toBe(false);
  });

  it('refusals say which chat they answer', () => {
    const refusal = {
      type: 'error',
      payload: { message: 'You have been muted', code: 'chat_muted', replyTo: 'game_chat' },
    };
    expect(serverMessageSchema.safeParse(refusal).success).toBe(true);
    expect(
      serverMessageSchema.safeParse({ ...refusal, payload: { ...refusal.payload, replyTo: 'move' } }).success,
    ).toBe(false);
  });
});
