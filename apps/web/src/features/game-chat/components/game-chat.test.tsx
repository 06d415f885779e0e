// @vitest-environment jsdom
import { CHAT_MESSAGES, type ClientMessage, type WireColor } from '@checkers/protocol';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPreferencesForTests, setPreferences } from '../../../lib/preferences';
import { appStore } from '../../../stores/app-store';
import {
  gameChatStore,
  gameChatWarning,
  receiveGameChat,
  resetGameChat,
} from '../../../stores/game-chat-store';
import { GameChat, GameChatPanel } from './game-chat';

const say = (id: number, color: WireColor, message = `hello ${id}`): void =>
  receiveGameChat({
    message_id: `g${id}`,
    username: color === 'red' ? 'Guest AAAA' : 'Guest BBBB',
    message,
    timestamp: 1_700_000_000_000 + id,
    color,
  });

let sent: ClientMessage[];
const send = (message: ClientMessage): boolean => {
  sent.push(message);
  return true;
};

/** Makes the page as wide or as narrow as a phone, for the chat's first fold. */
function widthIs(wide: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }));
}

const region = () => screen.getByRole('region', { name: 'Game chat' });
const box = () => within(region()).getByRole('textbox', { name: 'Chat message' }) as HTMLInputElement;
const sendButton = () => within(region()).getByRole('button', { name: 'Send' }) as HTMLButtonElement;

beforeEach(() => {
  sent = [];
  resetGameChat();
  localStorage.clear();
  resetPreferencesForTests();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the game chat', () => {
  it('is a region named Game chat with a Chat message box whose placeholder is short, and Send', () => {
    render(<GameChat color="red" send={send} />);
    expect(box().placeholder).toBe('Message your opponent');
    expect(sendButton()).toBeTruthy();
    expect(within(region()).getByText('Say hello to your opponent')).toBeTruthy();
  });

  it('sends a trimmed game_chat, ignores a blank one, refuses a long one, and pauses 1 s', () => {
    vi.useFakeTimers();
    render(<GameChat color="red" send={send} />);
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.click(sendButton());
    fireEvent.change(box(), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(sendButton());
    expect(within(region()).getByRole('alert').textContent).toBe(CHAT_MESSAGES.tooLong);
    expect(sent).toEqual([]);
    fireEvent.change(box(), { target: { value: '  good luck  ' } });
    fireEvent.click(sendButton());
    expect(sent).toEqual([{ type: 'game_chat', payload: { message: 'good luck' } }]);
    expect(box().value).toBe('');
    expect(sendButton().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(sendButton().disabled).toBe(false);
  });

  it("clears an error once a later message goes through, the server's refusals included", () => {
    vi.useFakeTimers();
    render(<GameChat color="red" send={send} />);
    fireEvent.change(box(), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(sendButton());
    expect(within(region()).getByRole('alert').textContent).toBe(CHAT_MESSAGES.tooLong);
    fireEvent.change(box(), { target: { value: 'shorter' } });
    fireEvent.click(sendButton());
    expect(within(region()).queryByRole('alert')).toBeNull();
    expect(gameChatStore.getState().warning).toBeNull();

    act(() => gameChatWarning(CHAT_MESSAGES.muted));
    expect(within(region()).getByRole('alert').textContent).toBe(CHAT_MESSAGES.muted);
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.change(box(), { target: { value: 'again' } });
    fireEvent.click(sendButton());
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('says when it cannot send, and keeps the text', () => {
    render(<GameChat color="red" send={() => false} />);
    fireEvent.change(box(), { target: { value: 'hello?' } });
    fireEvent.click(sendButton());
    expect(within(region()).getByRole('alert').textContent).toBe('Cannot send message: Not connected');
    expect(box().value).toBe('hello?');
  });

  it('shows who said what, as text, with their seat, and marks the reader own lines', () => {
    say(1, 'red');
    say(2, 'black', '<b>gl</b>');
    render(<GameChat color="black" send={send} />);
    const lines = within(screen.getByTestId('chat-log')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent?.replace(/\d\d:\d\d.*?(?=hello|<b>)/, ' '))).toEqual([
      'Guest AAAA hello 1',
      'Guest BBBB(you) <b>gl</b>',
    ]);
    expect(within(lines[0]!).getByRole('img', { name: 'Red' })).toBeTruthy();
    expect(within(lines[1]!).getByRole('img', { name: 'Black' })).toBeTruthy();
    expect(lines[1]!.querySelector('b')).toBeNull();
  });

  it("starts folded on a phone, counts the opponent's new messages, and opens", () => {
    widthIs(false);
    render(<GameChat color="red" send={send} />);
    expect(within(region()).queryByRole('textbox')).toBeNull();
    act(() => say(1, 'black'));
    act(() => say(2, 'red'));
    act(() => say(3, 'black'));
    expect(screen.getByTestId('game-chat-unread').textContent).toBe('2 new');
    const toggle = within(region()).getByRole('button', { name: 'Show chat' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('game-chat-unread')).toBeNull();
    expect(box()).toBeTruthy();
    fireEvent.click(within(region()).getByRole('button', { name: 'Hide chat' }));
    expect(screen.queryByTestId('game-chat-unread')).toBeNull();
  });

  it('starts open on a wide screen', () => {
    widthIs(true);
    render(<GameChat color="red" send={send} />);
    expect(box()).toBeTruthy();
  });
});

describe('the game chat panel', () => {
  const seat = (isSpectator: boolean, playerColor: WireColor | null, mode: 'online' | 'ai' = 'online') =>
    act(() => {
      appStore.getState().setRoom({ roomCode: 'ABC234', isSpectator, playerColor });
      appStore.getState().setGame({ mode });
    });

  it("is the two players' only: not a spectator's, not in a game against the AI", () => {
    seat(false, 'red');
    const { rerender } = render(<GameChatPanel />);
    expect(region()).toBeTruthy();
    seat(true, null);
    rerender(<GameChatPanel />);
    expect(screen.queryByRole('region', { name: 'Game chat' })).toBeNull();
    seat(false, 'black', 'ai');
    rerender(<GameChatPanel />);
    expect(screen.queryByRole('region', { name: 'Game chat' })).toBeNull();
  });

  it('goes when the Game chat setting is off, and comes back with it', () => {
    seat(false, 'black');
    render(<GameChatPanel />);
    expect(region()).toBeTruthy();
    act(() => setPreferences({ gameChat: false }));
    expect(screen.queryByRole('region', { name: 'Game chat' })).toBeNull();
    act(() => setPreferences({ gameChat: true }));
    expect(region()).toBeTruthy();
  });
});

describe('the game chat store', () => {
  it('keeps messages once, in time order, and starts afresh in a new room', () => {
    say(2, 'black');
    say(1, 'red');
    say(2, 'black');
    expect(gameChatStore.getState().entries.map((e) => e.id)).toEqual(['g1', 'g2']);
    gameChatWarning('You have been muted');
    resetGameChat();
    expect(gameChatStore.getState()).toEqual({ entries: [], warning: null });
  });
});
