// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, lastSocket, type FakeWebSocket } from './fake-web-socket';
import { socketUrl, timeZone } from './socket-url';
import {
  closeUserSocket,
  isUserSocketOpen,
  openUserSocket,
  subscribeUserMessages,
  subscribeUserSocketStatus,
  userSocketStatus,
} from './user-socket';

let Fake: typeof FakeWebSocket;

const unlocked = {
  type: 'achievement_unlocked',
  payload: {
    achievement: {
      id: 'firstMove',
      name: 'First Steps',
      description: 'Make your first move',
      icon: '👣',
      category: 'beginner',
      points: 10,
      maxProgress: 1,
      hidden: false,
      is_hidden: false,
    },
    unlocked_at: '2026-11-02T10:00:00.000Z',
    self_reported: false,
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  Fake = installFakeWebSocket();
});
afterEach(() => {
  closeUserSocket();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the socket address', () => {
  it('names the page host, the token and the time zone, ws: on http', () => {
    const url = new URL(socketUrl({ token: 'a b', room: undefined }));
    expect(url.protocol).toBe('ws:');
    expect(url.host).toBe(location.host);
    expect(url.pathname).toBe('/api/ws');
    expect(url.searchParams.get('token')).toBe('a b');
    expect(url.searchParams.has('room')).toBe(false);
    expect(url.searchParams.get('tz')).toBe(timeZone());
    expect(timeZone()).toMatch(/\w/);
  });
});

describe('the user socket', () => {
  it('opens without a room, dispatches every parsed message to every subscriber', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeUserMessages(first);
    subscribeUserMessages(second);
    const statuses: string[] = [];
    subscribeUserSocketStatus((status) => statuses.push(status));
    openUserSocket('account-token');
    const ws = lastSocket();
    const url = new URL(ws.url);
    expect(url.searchParams.get('token')).toBe('account-token');
    expect(url.searchParams.has('room')).toBe(false);
    expect(url.searchParams.get('tz')).not.toBeNull();
    ws.open();
    expect(isUserSocketOpen()).toBe(true);
    ws.receive(unlocked);
    expect(first).toHaveBeenCalledWith(unlocked);
    expect(second).toHaveBeenCalledWith(unlocked);
    stopFirst();
    ws.receive(unlocked);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    ws.drop(1006);
    expect(userSocketStatus()).toBe('reconnecting');
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting']);
  });

  it('keeps one socket per token, and closes it for good on sign-out', () => {
    openUserSocket('t1');
    openUserSocket('t1');
    expect(Fake.instances).toHaveLength(1);
    const ws = lastSocket();
    ws.open();
    closeUserSocket();
    expect(ws.closedWith?.code).toBe(1000);
    expect(userSocketStatus()).toBe('closed');
    vi.advanceTimersByTime(120_000);
    expect(Fake.instances).toHaveLength(1);
    openUserSocket('t2');
    expect(new URL(lastSocket().url).searchParams.get('token')).toBe('t2');
  });

  it('keeps dispatching when a subscriber throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    subscribeUserMessages(() => {
      throw new Error('bug');
    });
    subscribeUserMessages(after);
    openUserSocket('t');
    lastSocket().open();
    lastSocket().receive(unlocked);
    expect(after).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
