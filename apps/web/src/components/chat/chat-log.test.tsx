// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatStore, receiveChat, resetChat } from '../../stores/chat-store';
import { atBottom, ChatLog } from './chat-log';

const say = (id: number, username: string): void =>
  receiveChat({
    type: 'spectator_chat',
    payload: {
      message_id: `m${id}`,
      username,
      message: `hello ${id}`,
      timestamp: 1_700_000_000_000 + id,
      isModerator: false,
    },
  });

beforeEach(resetChat);
afterEach(cleanup);

describe('the chat log scrolling', () => {
  /** Gives the list a layout jsdom lacks: `height` visible of `content`, scrolled to `top`. */
  function layout(list: HTMLElement, content: { value: number }, height = 200): void {
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => content.value });
    Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => height });
  }

  it('knows the bottom', () => {
    expect(atBottom({ scrollHeight: 1000, scrollTop: 800, clientHeight: 200 })).toBe(true);
    expect(atBottom({ scrollHeight: 1000, scrollTop: 780, clientHeight: 200 })).toBe(true);
    expect(atBottom({ scrollHeight: 1000, scrollTop: 500, clientHeight: 200 })).toBe(false);
  });

  it('follows new messages at the bottom, and stays put once the reader scrolled up', () => {
    for (let i = 1; i <= 10; i++) say(i, 'Ann');
    const { rerender } = render(<ChatLog entries={chatStore.getState().entries} />);
    const list = screen.getByTestId('chat-log');
    const content = { value: 1000 };
    layout(list, content);

    say(11, 'Ann');
    content.value = 1040;
    rerender(<ChatLog entries={chatStore.getState().entries} />);
    expect(list.scrollTop).toBe(1040);

    // The reader scrolls up to read older messages: new ones do not pull the view down.
    list.scrollTop = 300;
    fireEvent.scroll(list);
    say(12, 'Ann');
    content.value = 1080;
    rerender(<ChatLog entries={chatStore.getState().entries} />);
    expect(list.scrollTop).toBe(300);
    fireEvent.click(screen.getByRole('button', { name: 'New messages ↓' }));
    expect(list.scrollTop).toBe(1080);

    // Back at the bottom, it follows again.
    say(13, 'Ann');
    content.value = 1120;
    rerender(<ChatLog entries={chatStore.getState().entries} />);
    expect(list.scrollTop).toBe(1120);
  });
});
