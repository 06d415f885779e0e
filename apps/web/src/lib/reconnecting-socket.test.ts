// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, lastSocket, type FakeWebSocket } from './fake-web-socket';
import {
  backoffDelay,
  canReconnectAfter,
  parseServerMessage,
  ReconnectingSocket,
  SOCKET_MAX_RECONNECTS,
  SOCKET_PING_EVERY_MS,
} from './reconnecting-socket';

let Fake: typeof FakeWebSocket;

beforeEach(() => {
  vi.useFakeTimers();
  Fake = installFakeWebSocket();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pong = { type: 'pong', payload: { t: 1, serverTime: 2 } };

function make(random = () => 0.5) {
  const handlers = {
    onMessage: vi.fn(),
    onOpen: vi.fn(),
    onClose: vi.fn(),
    onReconnecting: vi.fn(),
  };
  const socket = new ReconnectingSocket({ url: () => 'ws://test/api/ws?token=t', handlers, random });
  return { socket, handlers };
}

describe('the reconnect rules', () => {
  it('waits 1 s doubling to 60 s, within 25 % jitter', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(1_000);
    expect(backoffDelay(2, () => 0.5)).toBe(2_000);
    expect(backoffDelay(3, () => 0)).toBe(3_000);
    expect(backoffDelay(3, () => 1)).toBe(5_000);
    expect(backoffDelay(7, () => 0.5)).toBe(60_000);
    expect(backoffDelay(10, () => 0.5)).toBe(60_000);
  });

  it('stops on the final close codes only', () => {
    for (const code of [1000, 1001, 1003, 1008, 1010, 1015, 4001, 4003])
      expect(canReconnectAfter(code)).toBe(false);
    for (const code of [1002, 1006, 1011, 1012, 4008, 4009]) expect(canReconnectAfter(code)).toBe(true);
  });

  it('parses server messages once, and skips what is not one', () => {
    expect(parseServerMessage(JSON.stringify(pong))).toEqual(pong);
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage('{"type":"friend_wave","payload":{}}')).toBeNull();
  });
});

describe('a reconnecting socket', () => {
  it('pings on open and every 15 s, and hands parsed messages on', () => {
    const { socket, handlers } = make();
    socket.connect();
    const ws = lastSocket();
    expect(ws.url).toBe('ws://test/api/ws?token=t');
    ws.open();
    expect(handlers.onOpen).toHaveBeenCalledOnce();
    expect(ws.sent).toEqual([{ type: 'ping', payload: { t: expect.any(Number) } }]);
    vi.advanceTimersByTime(SOCKET_PING_EVERY_MS);
    expect(ws.sent).toHaveLength(2);
    ws.receive(pong);
    ws.receive('garbage');
    expect(handlers.onMessage).toHaveBeenCalledExactlyOnceWith(pong);
    expect(socket.connected).toBe(true);
  });

  it('reconnects after a dropped connection with the backoff, then stops after 10 attempts', () => {
    const { socket, handlers } = make();
    socket.connect();
    lastSocket().drop(1006);
    expect(handlers.onClose).toHaveBeenLastCalledWith(1006, false);
    expect(handlers.onReconnecting).toHaveBeenLastCalledWith(1, SOCKET_MAX_RECONNECTS);
    vi.advanceTimersByTime(999);
    expect(Fake.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(Fake.instances).toHaveLength(2);
    lastSocket().drop(1006);
    vi.advanceTimersByTime(2_000);
    expect(Fake.instances).toHaveLength(3);
    for (let attempt = 3; attempt <= SOCKET_MAX_RECONNECTS; attempt++) {
      lastSocket().drop(1006);
      vi.advanceTimersByTime(60_000);
    }
    expect(Fake.instances).toHaveLength(SOCKET_MAX_RECONNECTS + 1);
    lastSocket().drop(1006);
    expect(handlers.onClose).toHaveBeenLastCalledWith(1006, true);
    vi.advanceTimersByTime(120_000);
    expect(Fake.instances).toHaveLength(SOCKET_MAX_RECONNECTS + 1);
  });

  it('starts counting again after a successful open', () => {
    const { socket, handlers } = make();
    socket.connect();
    lastSocket().drop(1006);
    vi.advanceTimersByTime(1_000);
    lastSocket().open();
    lastSocket().drop(1006);
    expect(handlers.onReconnecting).toHaveBeenLastCalledWith(1, SOCKET_MAX_RECONNECTS);
  });

  it('does not reconnect after a final close, nor after close()', () => {
    const { socket, handlers } = make();
    socket.connect();
    lastSocket().drop(4001);
    expect(handlers.onClose).toHaveBeenLastCalledWith(4001, true);
    vi.advanceTimersByTime(120_000);
    expect(Fake.instances).toHaveLength(1);

    const second = make();
    second.socket.connect();
    const ws = lastSocket();
    ws.open();
    second.socket.close();
    expect(ws.closedWith?.code).toBe(1000);
    ws.drop(1000);
    vi.advanceTimersByTime(120_000);
    expect(second.handlers.onClose).not.toHaveBeenCalled();
    expect(Fake.instances).toHaveLength(2);
  });

  it('gives up on a connection that does not open within 10 s', () => {
    const { socket } = make();
    socket.connect();
    vi.advanceTimersByTime(10_000);
    expect(lastSocket().closedWith).not.toBeNull();
  });

  it('reconnects at once when asked, with a fresh count', () => {
    const { socket } = make();
    socket.connect();
    lastSocket().drop(1006);
    socket.reconnectNow();
    expect(Fake.instances).toHaveLength(2);
    expect(socket.send({ type: 'ping' })).toBe(false);
    lastSocket().open();
    expect(socket.send({ type: 'ping' })).toBe(true);
  });
});
