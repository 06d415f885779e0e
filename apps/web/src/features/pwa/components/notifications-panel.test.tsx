// @vitest-environment jsdom
import type { Account } from '@checkers/protocol';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../lib/test-utils';
import { appStore } from '../../../stores/app-store';
import { enablePush } from '../push';
import { NotificationsPanel } from './notifications-panel';

const account = { id: 'acc-1', username: 'ada' } as Account;

/** A browser with notifications and push; `answer` is what the permission prompt gives. */
function browserWithPush(answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => {
    Notification.permission = answer;
    return answer;
  });
  const Notification = { permission: 'default' as NotificationPermission, requestPermission };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  const subscription = {
    endpoint: 'https://push.example/sub/1',
    toJSON: () => ({ endpoint: 'https://push.example/sub/1', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }), ready: new Promise(() => undefined) },
  });
  return { requestPermission, pushManager, subscription };
}

beforeEach(() => {
  localStorage.clear();
  appStore.getState().setUser({ account, accountToken: 'tok' });
  appStore.setState((s) => ({ room: { ...s.room, roomCode: 'ABC123' } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  appStore.getState().setUser({ account: null, accountToken: null });
});

describe('the notifications panel', () => {
  it('asks for permission only when Enable notifications is clicked, then subscribes', async () => {
    const { requestPermission, pushManager } = browserWithPush('granted');
    const calls = fakeServer((url) =>
      url.endsWith('/api/push/vapid-key') ? { vapidKey: 'BEl62iUYgUivxIkv69yViEuiBIa' } : {},
    );
    render(<NotificationsPanel />);
    expect(requestPermission).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enable notifications' })));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const subscribe = calls.find((call) => call.url.endsWith('/api/push/subscribe'));
    expect(subscribe?.body).toMatchObject({
      playerId: 'acc-1',
      roomCode: 'ABC123',
      subscription: { endpoint: 'https://push.example/sub/1' },
      preferences: { enableTurnNotifications: true, vibrate: true, silent: false },
    });
    expect(screen.getByRole('button', { name: 'Disable notifications' })).toBeTruthy();

    // A changed preference is saved and sent again.
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Silent' })));
    expect(JSON.parse(localStorage.getItem('checkers.push.preferences') ?? '{}')).toMatchObject({
      silent: true,
    });
    const resent = calls.filter((call) => call.url.endsWith('/api/push/subscribe'));
    expect(resent).toHaveLength(2);
    expect(resent[1]?.body).toMatchObject({ preferences: { silent: true } });

    // Disable unsubscribes at the server and in the browser.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disable notifications' })));
    expect(calls.find((call) => call.url.endsWith('/api/push/unsubscribe'))?.body).toEqual({
      playerId: 'acc-1',
      endpoint: 'https://push.example/sub/1',
    });
    expect(screen.getByRole('button', { name: 'Enable notifications' })).toBeTruthy();
  });

  it('a refused permission gives a quiet false and says notifications are blocked', async () => {
    const { pushManager } = browserWithPush('denied');
    const calls = fakeServer(() => ({}));
    expect(await enablePush({ playerId: 'acc-1', roomCode: null, preferences: {} as never })).toBe(false);
    render(<NotificationsPanel />);
    expect(await screen.findByText(/blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('without browser support, returns false and says so', async () => {
    expect(await enablePush({ playerId: 'acc-1', roomCode: null, preferences: {} as never })).toBe(false);
    render(<NotificationsPanel />);
    expect(screen.getByText('Notifications are not available in this browser.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
  });

  it('tells a guest that notifications need an account', () => {
    browserWithPush('granted');
    appStore.getState().setUser({ account: null, accountToken: null });
    render(<NotificationsPanel />);
    expect(screen.getByText(/need an account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Your turn' })).toBeTruthy();
  });
});
