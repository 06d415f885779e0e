// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWebSocket, lastSocket, type FakeWebSocket } from '../../../lib/fake-web-socket';
import { isUserSocketOpen } from '../../../lib/user-socket';
import { appStore } from '../../../stores/app-store';
import { useUserSocket } from './use-user-socket';

const account = {
  id: 'u1',
  username: 'ada',
  displayName: 'Ada',
  avatarUrl: '',
  country: 'GB',
  region: 'EU' as const,
  role: 'player' as const,
  createdAt: '2026-11-01T00:00:00.000Z',
};

let Fake: typeof FakeWebSocket;

beforeEach(() => {
  Fake = installFakeWebSocket();
  appStore.getState().setUser({ account: null, accountToken: null, authToken: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useUserSocket', () => {
  it('opens nothing for a guest, even one seated in a room', () => {
    appStore.getState().setUser({ authToken: 'guest-seat' });
    renderHook(() => useUserSocket());
    expect(Fake.instances).toHaveLength(0);
  });

  it('opens with the account token while signed in and closes on sign-out', () => {
    renderHook(() => useUserSocket());
    act(() => appStore.getState().setUser({ account, accountToken: 'acc-token' }));
    expect(Fake.instances).toHaveLength(1);
    const ws = lastSocket();
    expect(new URL(ws.url).searchParams.get('token')).toBe('acc-token');
    ws.open();
    expect(isUserSocketOpen()).toBe(true);
    act(() => appStore.getState().setUser({ account: null, accountToken: null }));
    expect(ws.closedWith?.code).toBe(1000);
    expect(isUserSocketOpen()).toBe(false);
  });

  it('tries again at once when the network comes back', () => {
    appStore.getState().setUser({ account, accountToken: 'acc-token' });
    const { unmount } = renderHook(() => useUserSocket());
    lastSocket().drop(1006);
    window.dispatchEvent(new Event('online'));
    expect(Fake.instances).toHaveLength(2);
    unmount();
    expect(lastSocket().closedWith?.code).toBe(1000);
  });
});
