// @vitest-environment jsdom
import type { CacheStats, SwMessage } from '@checkers/protocol';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes, OfflineCachePanel } from './offline-cache-panel';

/** A controlling worker that answers on the message's port, as the real one does. */
function fakeWorker(stats: () => CacheStats) {
  const seen: string[] = [];
  const controller = {
    postMessage(message: SwMessage, ports: MessagePort[]) {
      seen.push(message.type);
      const port = ports[0]!;
      if (message.type === 'CACHE_STATS') port.postMessage({ type: 'CACHE_STATS', stats: stats() });
      if (message.type === 'CLEAR_CACHE') port.postMessage({ type: 'CLEAR_CACHE' });
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, addEventListener() {}, removeEventListener() {} },
  });
  return seen;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the offline cache panel', () => {
  it('says so quietly when there is no service worker', () => {
    render(<OfflineCachePanel />);
    expect(screen.getByText(/not active in this browser/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear cache' })).toBeNull();
  });

  it('shows the version, entries per cache, storage and last cleanup; Clear cache empties them', async () => {
    let entries = 12;
    const seen = fakeWorker(() => ({
      version: '2.0.0',
      caches: { static: entries, dynamic: 1, api: 3, images: 4 },
      usage: 5 * 1024 * 1024,
      quota: 100 * 1024 * 1024,
      lastCleanup: null,
    }));
    render(<OfflineCachePanel />);
    await screen.findByText('2.0.0');
    expect(screen.getByText('12 entries')).toBeTruthy();
    expect(screen.getByText('1 entry')).toBeTruthy();
    expect(screen.getByText('5.0 MB of 100.0 MB (5%)')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    entries = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache' }));
    await screen.findByText('Cache cleared.');
    await waitFor(() => expect(screen.getByText('0 entries')).toBeTruthy());
    expect(seen).toEqual(['CACHE_STATS', 'CLEAR_CACHE', 'CACHE_STATS']);
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
