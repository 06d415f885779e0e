// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { newQueuedMove, putQueuedMove } from '../offline-db';
import { useOfflineStore } from '../offline-store';
import { startOffline } from '../start-offline';
import {
  FIRST_FROM,
  FIRST_TO,
  ROOM,
  afterFirst,
  freshDb,
  noticeTexts,
  setNavigatorOnline,
} from '../test-fixtures';
import { ConnectionIndicator } from './connection-indicator';
import ConnectionIndicatorView, { indicatorText } from './connection-indicator-view';

const indicator = () => screen.getByTestId('offline-indicator');

beforeEach(async () => {
  await freshDb();
  setNavigatorOnline(true);
  useOfflineStore.setState({ online: true, pending: 0 });
  appStore.getState().resetToLobby();
  appStore.getState().setUi({ notices: [] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setNavigatorOnline(true);
});

describe('the connection indicator', () => {
  it('says the spec’s texts', () => {
    expect(indicatorText(false, 0, false)).toBe('Offline');
    expect(indicatorText(false, 0, true)).toBe('Playing vs AI');
    expect(indicatorText(true, 1, false)).toBe('1 move to sync');
    expect(indicatorText(false, 2, false)).toBe('Offline · 2 moves to sync');
  });

  it('is a hidden live region while online with nothing to sync', () => {
    render(<ConnectionIndicatorView />);
    expect(screen.getByRole('status', { hidden: true })).toBe(indicator());
    expect(indicator().hidden).toBe(true);
  });

  it('shows Offline, the count, Playing vs AI in an AI game, and hides 3 s after coming back', () => {
    vi.useFakeTimers();
    render(<ConnectionIndicatorView />);
    act(() => useOfflineStore.setState({ online: false }));
    expect(indicator().hidden).toBe(false);
    expect(indicator().textContent).toContain('Offline');
    act(() => useOfflineStore.setState({ pending: 1 }));
    expect(indicator().textContent).toContain('Offline · 1 move to sync');
    act(() => {
      appStore.getState().setGame({ mode: 'ai' });
      appStore.getState().setUi({ currentSection: 'game' });
    });
    expect(indicator().textContent).toContain('Playing vs AI');
    act(() => useOfflineStore.setState({ online: true }));
    // Back online, moves still waiting: it stays.
    act(() => vi.advanceTimersByTime(10_000));
    expect(indicator().textContent).toContain('1 move to sync');
    act(() => useOfflineStore.setState({ pending: 0 }));
    expect(indicator().textContent).toContain('Online');
    act(() => vi.advanceTimersByTime(2_900));
    expect(indicator().hidden).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(indicator().hidden).toBe(true);
  });
});

describe('going offline and back', () => {
  it('tells the player, counts the queue and syncs when the connection returns', async () => {
    await putQueuedMove(
      newQueuedMove(ROOM, { from: FIRST_FROM, to: FIRST_TO, clientMoveId: 'm-1' }, afterFirst(3)),
    );
    setNavigatorOnline(false);
    const stop = startOffline();
    render(<ConnectionIndicator />);
    await vi.waitFor(() => expect(indicator().textContent).toContain('Offline · 1 move to sync'));

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(noticeTexts()).toContain("You're offline. Moves will be saved and synced when reconnected.");

    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const headers = { 'content-type': 'application/json', 'X-CSRF-Token': 't' };
        if (url.endsWith('/api/health')) return new Response('{}', { status: 200, headers });
        posted.push(url);
        return new Response(JSON.stringify(afterFirst(4)), { status: 200, headers });
      }),
    );
    setNavigatorOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(noticeTexts()).toContain('Connection restored! Syncing offline moves...');
    expect(noticeTexts()).not.toContain("You're offline. Moves will be saved and synced when reconnected.");
    await vi.waitFor(() => expect(noticeTexts()).toContain('Move synced successfully'));
    expect(posted).toEqual([`/api/rooms/${ROOM}/moves`]);
    await vi.waitFor(() => expect(indicator().textContent).toContain('Online'));
    stop();
    vi.unstubAllGlobals();
  });
});
