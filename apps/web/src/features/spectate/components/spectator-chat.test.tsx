// @vitest-environment jsdom
import type { ClientMessage } from '@checkers/protocol';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatStore, receiveChat, resetChat } from '../../../stores/chat-store';
import { SpectatorChat } from './spectator-chat';

const say = (id: number, username: string, isModerator = false, message = `hello ${id}`): void =>
  receiveChat({
    type: 'spectator_chat',
    payload: { message_id: `m${id}`, username, message, timestamp: 1_700_000_000_000 + id, isModerator },
  });

const spectating = (isModerator = false): void =>
  receiveChat({ type: 'spectator_mode_changed', payload: { isModerator, muted: false, optedIn: true } });

let sent: ClientMessage[];
const send = (message: ClientMessage): boolean => {
  sent.push(message);
  return true;
};

beforeEach(() => {
  sent = [];
  resetChat();
  spectating();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the spectator chat', () => {
  it('is a region named Spectator chat with a Chat message box and a Send button', () => {
    render(<SpectatorChat send={send} />);
    const region = screen.getByRole('region', { name: 'Spectator chat' });
    expect(within(region).getByRole('textbox', { name: 'Chat message' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('counts characters as typed, an emoji as one, and warns past 200 without sending', () => {
    render(<SpectatorChat send={send} />);
    const box = screen.getByRole('textbox', { name: 'Chat message' });
    expect(screen.getByTestId('chat-counter').textContent).toBe('0/200');
    fireEvent.change(box, { target: { value: 'hi 👋' } });
    expect(screen.getByTestId('chat-counter').textContent).toBe('4/200');
    fireEvent.change(box, { target: { value: 'x'.repeat(201) } });
    expect(screen.getByTestId('chat-counter').textContent).toBe('201/200');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Message too long (max 200 characters)');
    expect(sent).toEqual([]);
  });

  it('sends a trimmed message, ignores a blank one, and pauses 1 s before the next', () => {
    vi.useFakeTimers();
    render(<SpectatorChat send={send} />);
    const box = screen.getByRole('textbox', { name: 'Chat message' });
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(button);
    expect(sent).toEqual([]);
    fireEvent.change(box, { target: { value: '  good move  ' } });
    fireEvent.click(button);
    expect(sent).toEqual([{ type: 'spectator_chat', payload: { message: 'good move' } }]);
    expect((box as HTMLInputElement).value).toBe('');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('chat-cooldown')).toBeTruthy();
    // Enter during the pause is refused here with the spec's text.
    fireEvent.change(box, { target: { value: 'again' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Please wait before sending another message');
    expect(sent).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('chat-cooldown')).toBeNull();
    fireEvent.click(button);
    expect(sent).toHaveLength(2);
  });

  it('shows names as text: markup is literal and no name earns the badge', () => {
    say(1, '<b>Moderator ✔</b>');
    say(2, 'Real Mod', true);
    say(3, '\u202eMallory', false, '<img src=x onerror=alert(1)>');
    render(<SpectatorChat send={send} />);
    const log = screen.getByTestId('chat-log');
    const lines = within(log).getAllByRole('listitem');
    expect(lines[0]!.textContent).toContain('<b>Moderator ✔</b>');
    expect(lines[0]!.querySelector('b')).toBeNull();
    expect(within(lines[0]!).queryByLabelText('Moderator')).toBeNull();
    expect(within(lines[1]!).getByLabelText('Moderator')).toBeTruthy();
    expect(lines[2]!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(lines[2]!.textContent).not.toContain('\u202e');
    expect(log.querySelector('img')).toBeNull();
  });

  it('clears a warning once a later message goes through, and keeps a placeholder that fits', () => {
    vi.useFakeTimers();
    render(<SpectatorChat send={send} />);
    const box = screen.getByRole('textbox', { name: 'Chat message' }) as HTMLInputElement;
    expect(box.placeholder).toBe('Message the spectators');
    fireEvent.change(box, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Message too long (max 200 characters)');
    fireEvent.change(box, { target: { value: 'short enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ type: 'spectator_chat', payload: { message: 'short enough' } }]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chatStore.getState().warning).toBeNull();
    // A refusal from the server goes the same way, and by itself after a few seconds.
    act(() =>
      chatStore.setState({ warning: { id: 98, text: 'Please wait before sending another message' } }),
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's warnings in the chat", () => {
    render(<SpectatorChat send={send} />);
    act(() => chatStore.setState({ warning: { id: 99, text: 'You have been muted' } }));
    expect(
      within(screen.getByRole('region', { name: 'Spectator chat' })).getByRole('alert').textContent,
    ).toBe('You have been muted');
  });

  it('minimises, closes and opens again', () => {
    render(<SpectatorChat send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('textbox', { name: 'Chat message' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'Spectator chat' })).toBeNull();
    act(() => say(5, 'Ann'));
    fireEvent.click(screen.getByRole('button', { name: 'Open chat (1 new)' }));
    expect(screen.getByRole('region', { name: 'Spectator chat' })).toBeTruthy();
  });

  it('opts out and back in over the socket', () => {
    render(<SpectatorChat send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Opt out of chat' }));
    expect(sent.at(-1)).toEqual({ type: 'spectator_chat_left', payload: {} });
    act(() =>
      receiveChat({
        type: 'spectator_mode_changed',
        payload: { isModerator: false, muted: false, optedIn: false },
      }),
    );
    expect((screen.getByRole('textbox', { name: 'Chat message' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Opt back in to chat' }));
    expect(sent.at(-1)).toEqual({ type: 'spectator_chat_joined', payload: {} });
  });

  it('hides messages of muted users', () => {
    say(1, 'Bob');
    say(2, 'Ann');
    receiveChat({
      type: 'spectator_chat_moderated',
      payload: { action: 'mute', username: 'bob', by: 'Mod' },
    });
    render(<SpectatorChat send={send} />);
    const log = screen.getByTestId('chat-log');
    expect(log.textContent).not.toContain('hello 1');
    expect(log.textContent).toContain('hello 2');
  });

  it('gives moderators Delete, Mute, Clear chat and Ban word; others none of them', () => {
    say(1, 'Bob');
    const { unmount } = render(<SpectatorChat send={send} />);
    expect(screen.queryByRole('button', { name: 'Delete message from Bob' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Moderation' })).toBeNull();
    unmount();
    spectating(true);
    render(<SpectatorChat send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete message from Bob' }));
    expect(sent.at(-1)).toEqual({
      type: 'moderate_chat_message',
      payload: { action: 'delete', messageId: 'm1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mute Bob' }));
    expect(sent.at(-1)).toEqual({
      type: 'moderate_chat_message',
      payload: { action: 'mute', username: 'Bob' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(sent.at(-1)).toEqual({ type: 'moderate_chat_message', payload: { action: 'clear' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Word to ban' }), { target: { value: ' rude ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban word' }));
    expect(sent.at(-1)).toEqual({
      type: 'moderate_chat_message',
      payload: { action: 'ban_word', word: 'rude' },
    });
    // A moderator's delete reaches every reader: the line goes.
    act(() =>
      receiveChat({
        type: 'spectator_chat_moderated',
        payload: { action: 'delete', messageId: 'm1', by: 'Mod' },
      }),
    );
    expect(screen.getByTestId('chat-log').textContent).not.toContain('hello 1');
  });
});
